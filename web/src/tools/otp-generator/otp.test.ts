// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { tag } from '@/operations/kinds';
import { runOperation } from '@/operations/run';
import { hotpGenerate, otpauthParse, totpGenerate } from './operations';
import {
  buildOtpUri,
  defaultOtpConfig,
  generateSecret,
  hotpCode,
  parseOtpUri,
  parseSecret,
  totpCode,
  validateCode,
  type OtpAlgorithm,
} from './otp';

// Oracles: the test vectors of RFC 4226 (Appendix D) and RFC 6238 (Appendix B), Debian's oathtool,
// and Python's pyotp for key URIs.

const base32 = (ascii: string) => Buffer.from(ascii).toString('hex');
const hexToBase32 = (hex: string) =>
  execFileSync('/usr/bin/python3', ['-c', `import base64,sys;print(base64.b32encode(bytes.fromhex(sys.argv[1])).decode())`, hex])
    .toString()
    .trim();

const SHA1_SECRET = hexToBase32(base32('12345678901234567890'));
const SHA256_SECRET = hexToBase32(base32('12345678901234567890123456789012'));
const SHA512_SECRET = hexToBase32(base32('1234567890123456789012345678901234567890123456789012345678901234'));

describe('RFC 4226 Appendix D (HOTP)', () => {
  const expected = ['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583', '399871', '520489'];
  it.each(expected.map((code, counter) => [counter, code] as const))('counter %i gives %s', (counter, code) => {
    expect(hotpCode({ secret: SHA1_SECRET, counter })).toBe(code);
  });
});

describe('RFC 6238 Appendix B (TOTP, 8 digits, 30 s)', () => {
  const table: [number, string, string, string][] = [
    [59, '94287082', '46119246', '90693936'],
    [1111111109, '07081804', '68084774', '25091201'],
    [1111111111, '14050471', '67062674', '99943326'],
    [1234567890, '89005924', '91819424', '93441116'],
    [2000000000, '69279037', '90698825', '38618901'],
    [20000000000, '65353130', '77737706', '47863826'],
  ];
  it.each(table)('at %i s: SHA-1 %s, SHA-256 %s, SHA-512 %s', (seconds, sha1, sha256, sha512) => {
    const timestamp = seconds * 1000;
    expect(totpCode({ secret: SHA1_SECRET, algorithm: 'SHA1', digits: 8, timestamp })).toBe(sha1);
    expect(totpCode({ secret: SHA256_SECRET, algorithm: 'SHA256', digits: 8, timestamp })).toBe(sha256);
    expect(totpCode({ secret: SHA512_SECRET, algorithm: 'SHA512', digits: 8, timestamp })).toBe(sha512);
  });
});

function oathtool(args: string[]): string {
  return execFileSync('oathtool', args).toString().trim();
}

describe('against oathtool', () => {
  const secrets = [generateSecret(20), generateSecret(32), generateSecret(10)];
  const algorithms: [OtpAlgorithm, string][] = [
    ['SHA1', 'sha1'],
    ['SHA256', 'sha256'],
    ['SHA512', 'sha512'],
  ];

  it.each(algorithms)('TOTP %s at random times, 6 to 8 digits, periods 30 and 60', (algorithm, name) => {
    for (const secret of secrets) {
      for (const [digits, period, seconds] of [
        [6, 30, 1_700_000_000],
        [7, 60, 1_234_567_891],
        [8, 30, 2_000_000_123],
      ] as const) {
        const expected = oathtool([
          `--totp=${name}`,
          '-b',
          `--digits=${digits}`,
          `--time-step-size=${period}s`,
          `--now=@${seconds}`,
          secret,
        ]);
        expect(totpCode({ secret, algorithm, digits, period, timestamp: seconds * 1000 })).toBe(expected);
      }
    }
  });

  it('HOTP at several counters', () => {
    for (const secret of secrets) {
      for (const counter of [0, 1, 42, 123456]) {
        expect(hotpCode({ secret, counter })).toBe(oathtool(['--hotp', '-b', `--counter=${counter}`, secret]));
      }
    }
  });

  it('accepts the secret as apps print it: lower case, spaces, padding', () => {
    const secret = 'JBSWY3DPEHPK3PXP';
    const expected = oathtool(['--totp', '-b', '--now=@1700000000', secret]);
    expect(totpCode({ secret: 'jbsw y3dp ehpk 3pxp', timestamp: 1_700_000_000_000 })).toBe(expected);
    expect(totpCode({ secret: 'JBSWY3DPEHPK3PXP====', timestamp: 1_700_000_000_000 })).toBe(expected);
  });
});

describe('validating a code', () => {
  const config = { ...defaultOtpConfig, secret: SHA1_SECRET };
  const now = 1_700_000_015_000;
  it('accepts the current code and its neighbours within the window, and says which step', () => {
    const current = totpCode({ secret: SHA1_SECRET, timestamp: now });
    const previous = totpCode({ secret: SHA1_SECRET, timestamp: now - 30_000 });
    const next = totpCode({ secret: SHA1_SECRET, timestamp: now + 30_000 });
    expect(validateCode({ config, token: current, timestamp: now })).toBe(0);
    expect(validateCode({ config, token: previous, timestamp: now })).toBe(-1);
    expect(validateCode({ config, token: next, timestamp: now })).toBe(1);
    expect(validateCode({ config, token: previous, timestamp: now, window: 0 })).toBeNull();
    expect(
      validateCode({ config, token: totpCode({ secret: SHA1_SECRET, timestamp: now - 120_000 }), timestamp: now }),
    ).toBeNull();
  });
  it('explains codes of the wrong shape', () => {
    expect(() => validateCode({ config, token: '12345', timestamp: now })).toThrow('This code has 5 digits; the settings say 6');
    expect(() => validateCode({ config, token: '12a456', timestamp: now })).toThrow('digits only');
  });
});

describe('secrets', () => {
  it('explains a bad Base32 secret', () => {
    expect(() => parseSecret('')).toThrow('Enter the secret');
    expect(() => parseSecret('JBSWY3DPEHPK3PX1')).toThrow('"1" is not a Base32 character');
    expect(() => parseSecret('JBSWY3DPEHPK3PX1')).toThrow('a 1 an I or L');
    expect(() => parseSecret('JBSWY3DP!')).toThrow('"!" is not a Base32 character');
    expect(() => parseSecret('JBSWY3DPE')).toThrow('cannot be 9 characters long');
  });
  it('generates 160-bit secrets that oathtool reads', () => {
    const secret = generateSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(totpCode({ secret, timestamp: 1_700_000_000_000 })).toBe(oathtool(['--totp', '-b', '--now=@1700000000', secret]));
  });
});

const PYOTP = `
import json, sys, pyotp
r = json.load(sys.stdin)
if r["op"] == "parse":
    o = pyotp.parse_uri(r["uri"])
    print(json.dumps({"secret": o.secret, "digits": o.digits, "name": o.name, "issuer": o.issuer, "now": o.at(r["t"]) if isinstance(o, pyotp.TOTP) else o.at(r["counter"]), "interval": getattr(o, "interval", None)}))
else:
    t = pyotp.TOTP(r["secret"], digits=r["digits"], interval=r["period"], issuer=r["issuer"], name=r["account"])
    print(json.dumps(t.provisioning_uri()))
`;
function pyotp<T>(request: Record<string, unknown>): T {
  return JSON.parse(execFileSync('/usr/bin/python3', ['-c', PYOTP], { input: JSON.stringify(request) }).toString()) as T;
}

describe('otpauth:// key URIs against pyotp', () => {
  it('pyotp reads the URI we build to the same codes', () => {
    const config = {
      ...defaultOtpConfig,
      secret: generateSecret(),
      digits: 8,
      period: 60,
      issuer: 'ACME Co',
      account: 'jo@example.com',
    };
    const uri = buildOtpUri(config);
    const read = pyotp<{ secret: string; digits: number; name: string; issuer: string; now: string; interval: number }>({
      op: 'parse',
      uri,
      t: 1_700_000_000,
    });
    expect(read).toMatchObject({ secret: config.secret, digits: 8, name: 'jo@example.com', issuer: 'ACME Co', interval: 60 });
    expect(read.now).toBe(totpCode({ ...config, timestamp: 1_700_000_000_000 }));
  });

  it('we read the URI pyotp builds', () => {
    const secret = generateSecret();
    const uri = pyotp<string>({
      op: 'build',
      secret,
      digits: 6,
      period: 30,
      issuer: 'Example Inc',
      account: 'alice@example.com',
    });
    expect(parseOtpUri(uri)).toMatchObject({
      type: 'totp',
      secret,
      digits: 6,
      period: 30,
      issuer: 'Example Inc',
      account: 'alice@example.com',
    });
  });

  it('HOTP URIs keep the counter', () => {
    const uri = buildOtpUri({ ...defaultOtpConfig, type: 'hotp', secret: SHA1_SECRET, counter: 5, account: 'h' });
    expect(uri).toMatch(/^otpauth:\/\/hotp\//);
    // pyotp's HOTP.at(n) counts from the URI's counter: at(0) is counter 5.
    const read = pyotp<{ now: string }>({ op: 'parse', uri, counter: 0 });
    expect(read.now).toBe('254676');
    expect(parseOtpUri(uri).counter).toBe(5);
  });

  it('explains URIs it cannot read', () => {
    expect(() => parseOtpUri('https://example.com')).toThrow('starts with otpauth://');
    expect(() => parseOtpUri('otpauth://sms/x?secret=JBSWY3DPEHPK3PXP')).toThrow('Only otpauth://totp/ and otpauth://hotp/');
    expect(() => parseOtpUri('otpauth://totp/x?issuer=y')).toThrow('no secret= parameter');
    expect(() => parseOtpUri('otpauth://totp/x?secret=JBSWY3DP0HPK3PXP')).toThrow('"0" is not a Base32 character');
  });
});

describe('the operations', () => {
  it('TOTP at a given time, HOTP at a counter, URI to settings', async () => {
    expect(
      (
        await runOperation(totpGenerate, tag('none', undefined), {
          options: { secret: SHA256_SECRET, algorithm: 'SHA256', digits: 8, time: '1111111109' },
        })
      ).value,
    ).toBe('68084774');
    expect(
      (
        await runOperation(totpGenerate, tag('none', undefined), {
          options: { secret: SHA1_SECRET, digits: 8, time: '2005-03-18T01:58:29Z' },
        })
      ).value,
    ).toBe('07081804');
    expect(
      (await runOperation(hotpGenerate, tag('none', undefined), { options: { secret: SHA1_SECRET, counter: 9 } })).value,
    ).toBe('520489');
    const uri = buildOtpUri({ ...defaultOtpConfig, secret: SHA1_SECRET, account: 'a' });
    expect((await runOperation(otpauthParse, tag('text', uri))).value).toMatchObject({ secret: SHA1_SECRET });
    await expect(runOperation(totpGenerate, tag('none', undefined), { options: { secret: 'not base32!' } })).rejects.toThrow(
      'is not a Base32 character',
    );
  });
});
