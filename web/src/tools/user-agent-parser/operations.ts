import { z } from 'zod';
import { defineOperation } from '../../operations/operation';
import { describeClientHints, describeUserAgents } from './user-agent';

export const userAgentParse = defineOperation({
  id: 'user-agent-parse',
  name: 'User-agent string',
  description: 'Read the browser, engine, operating system, device and CPU from user-agent strings.',
  keywords: ['user agent', 'ua', 'browser', 'os', 'device', 'detect', 'ua-parser'],
  input: 'text',
  output: 'text',
  options: z.object({}),
  inputLabel: 'User-agent strings (one a line)',
  outputLabel: 'What they say',
  inputPlaceholder:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  run: (text) => describeUserAgents(text),
  examples: [
    {
      input:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      output:
        'Browser: Mobile Safari 17.4\nEngine:  WebKit 605.1.15\nOS:      iOS 17.4\nDevice:  Apple iPhone (mobile)\nCPU:     unknown',
    },
  ],
});

export const clientHintsParse = defineOperation({
  id: 'client-hints-parse',
  name: 'Client Hints',
  description: 'Read the browser, platform, device and CPU from User-Agent Client Hints headers (Sec-CH-UA and friends).',
  keywords: ['client hints', 'sec-ch-ua', 'user agent', 'platform', 'windows 11'],
  input: 'text',
  output: 'text',
  options: z.object({}),
  inputLabel: 'Sec-CH-UA headers (one a line)',
  outputLabel: 'What they say',
  inputPlaceholder: 'Sec-CH-UA: "Chromium";v="124", "Google Chrome";v="124", "Not-A.Brand";v="99"\nSec-CH-UA-Platform: "Windows"',
  run: (text) => describeClientHints(text),
  examples: [
    {
      input:
        'Sec-CH-UA-Full-Version-List: "Chromium";v="124.0.6367.91", "Google Chrome";v="124.0.6367.91", "Not-A.Brand";v="99.0.0.0"\nSec-CH-UA-Platform: "Windows"\nSec-CH-UA-Platform-Version: "15.0.0"\nSec-CH-UA-Mobile: ?0\nSec-CH-UA-Arch: "x86"\nSec-CH-UA-Bitness: "64"',
      output:
        'Browser: Google Chrome 124.0.6367.91\nEngine:  Blink\nBrands:  Chromium 124.0.6367.91, Google Chrome 124.0.6367.91\nOS:      Windows 11 (platform 15.0.0)\nMobile:  no\nCPU:     x86 64-bit',
    },
  ],
});

export const operations = [userAgentParse, clientHintsParse];
