import { z } from 'zod';
import { defineOperation } from '../../operations/operation';

// One-time passwords. `otpauth` loads with the first run (the registry loads every operations module).

const otpAlgorithms = ['SHA1', 'SHA256', 'SHA512'] as const;
const algorithmChoices = { SHA1: 'SHA-1', SHA256: 'SHA-256', SHA512: 'SHA-512' };
const secret = z.string().default('').meta({ label: 'Secret (Base32)', sensitive: true });
const algorithm = z.enum(otpAlgorithms).default('SHA1').meta({ label: 'Algorithm', choices: algorithmChoices });
const digits = z.number().int().min(6).max(8).default(6).meta({ label: 'Digits' });

/** "" for now, Unix seconds, or an ISO 8601 date, as milliseconds. */
function timestampOf(time: string): number {
  const text = time.trim();
  if (text === '') return Date.now();
  const ms = /^\d+$/.test(text) ? Number(text) * 1000 : Date.parse(text);
  if (!Number.isFinite(ms)) throw new Error(`"${text}" is not a time: use Unix seconds or an ISO 8601 date`);
  return ms;
}

export const totpGenerate = defineOperation({
  id: 'totp-generate',
  name: 'TOTP code',
  description: 'The time-based one-time password (RFC 6238) for a Base32 secret, now or at a given time.',
  keywords: ['totp', 'otp', '2fa', 'mfa', 'authenticator', 'rfc 6238', 'google authenticator'],
  input: 'none',
  output: 'text',
  options: z.object({
    secret,
    algorithm,
    digits,
    period: z.number().int().min(1).max(3600).default(30).meta({ label: 'Period (seconds)' }),
    time: z
      .string()
      .default('')
      .meta({ label: 'Time', placeholder: 'now', description: 'Empty for now, or Unix seconds, or an ISO 8601 date' }),
  }),
  outputLabel: 'Code',
  run: async (_input, options) => {
    const { totpCode } = await import('./otp');
    return totpCode({ ...options, timestamp: timestampOf(options.time) });
  },
  examples: [
    {
      title: 'RFC 6238 Appendix B, SHA-1 at 59 s',
      options: { secret: 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', digits: 8, time: '59' },
      output: '94287082',
    },
  ],
});

export const hotpGenerate = defineOperation({
  id: 'hotp-generate',
  name: 'HOTP code',
  description: 'The counter-based one-time password (RFC 4226) for a Base32 secret and a counter.',
  keywords: ['hotp', 'otp', 'counter', 'rfc 4226', 'yubikey'],
  input: 'none',
  output: 'text',
  options: z.object({ secret, algorithm, digits, counter: z.number().int().min(0).default(0).meta({ label: 'Counter' }) }),
  outputLabel: 'Code',
  run: async (_input, options) => (await import('./otp')).hotpCode(options),
  examples: [
    { title: 'RFC 4226 Appendix D, counter 0', options: { secret: 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ' }, output: '755224' },
  ],
});

export const otpauthParse = defineOperation({
  id: 'otpauth-parse',
  name: 'Read key URI',
  description: 'Read the secret and settings out of an otpauth:// key URI (what authenticator QR codes hold).',
  keywords: ['otpauth', 'uri', 'qr', 'authenticator', 'key uri'],
  input: 'text',
  output: 'json',
  options: z.object({}),
  sensitiveInput: true,
  inputLabel: 'otpauth:// URI',
  outputLabel: 'Settings',
  run: async (uri) => (await import('./otp')).parseOtpUri(uri),
  examples: [
    {
      input:
        'otpauth://totp/ACME%20Co:john@example.com?secret=HXDMVJECJJWSRB3HWIZR4IFUGFTMXBOZ&issuer=ACME%20Co&algorithm=SHA1&digits=6&period=30',
      output:
        '{\n  "type": "totp",\n  "secret": "HXDMVJECJJWSRB3HWIZR4IFUGFTMXBOZ",\n  "algorithm": "SHA1",\n  "digits": 6,\n  "period": 30,\n  "counter": 0,\n  "issuer": "ACME Co",\n  "account": "john@example.com"\n}',
    },
  ],
});

export const operations = [totpGenerate, hotpGenerate, otpauthParse];
