import { z } from 'zod';
import { defineOperation } from '../../operations/operation';
import { decodeBasicAuth, encodeBasicAuth } from './basic-auth';

// HTTP Basic authentication (RFC 7617): the tool's screen is the generic operation screen.

export const basicAuthEncode = defineOperation({
  id: 'basic-auth-encode',
  name: 'Build header',
  description: 'Build the Authorization header for HTTP Basic authentication from a user name and password (RFC 7617, UTF-8).',
  keywords: ['basic auth', 'authorization', 'header', 'rfc 7617', 'curl -u', 'credentials'],
  input: 'text',
  output: 'text',
  options: z.object({
    password: z.string().default('').meta({ label: 'Password', sensitive: true }),
    format: z
      .enum(['header', 'value', 'token'])
      .default('header')
      .meta({ label: 'Output', choices: { header: 'Full header', value: 'Value only', token: 'Base64' } }),
  }),
  inputLabel: 'User name',
  outputLabel: 'Authorization header',
  inputPlaceholder: 'The user name (no colon)',
  run: (username, { password, format }) => encodeBasicAuth({ username, password, format }),
  examples: [
    {
      title: 'RFC 7617 §2',
      input: 'Aladdin',
      options: { password: 'open sesame' },
      output: 'Authorization: Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==',
    },
    {
      title: 'RFC 7617 §2.1 (UTF-8)',
      input: 'test',
      options: { password: '123£', format: 'value' },
      output: 'Basic dGVzdDoxMjPCow==',
    },
  ],
});

export const basicAuthDecode = defineOperation({
  id: 'basic-auth-decode',
  name: 'Decode header',
  description: 'Read the user name and password out of an HTTP Basic Authorization header or its Base64 token.',
  keywords: ['basic auth', 'authorization', 'decode', 'credentials'],
  input: 'text',
  output: 'json',
  options: z.object({}),
  inputLabel: 'Authorization header',
  outputLabel: 'Credentials',
  inputPlaceholder: 'Authorization: Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==',
  sensitiveInput: true,
  run: (header) => decodeBasicAuth({ header }),
  examples: [
    {
      title: 'RFC 7617 §2',
      input: 'Authorization: Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==',
      output: '{\n  "username": "Aladdin",\n  "password": "open sesame"\n}',
    },
  ],
});

export const operations = [basicAuthEncode, basicAuthDecode];
