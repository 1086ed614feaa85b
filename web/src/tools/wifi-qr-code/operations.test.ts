// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tag } from '@/operations/kinds';
import { runOperation } from '@/operations/run';
import { qrToPngDataUrl } from '../qr-code-generator/qr';
import { wifiQrString } from './operations';
import { parseWifiString, type WifiNetwork } from './wifi';

// The outside oracle: zbarimg (Debian zbar-tools) decodes the PNG our screen shows back to the exact
// WIFI: string (-Sbinary: the raw bytes, so UTF-8 names are not re-guessed as Shift JIS). The expected
// strings are written out by hand from the ZXing convention, not produced by our code.

const dir = mkdtempSync(join(tmpdir(), 'wifi-qr-'));

async function wifi(options: Partial<WifiNetwork>): Promise<string> {
  return (await runOperation(wifiQrString, tag('none', undefined), { options })).value as string;
}

async function scan(text: string): Promise<string> {
  const png = await qrToPngDataUrl({ text, size: 300 });
  const file = join(dir, 'code.png');
  writeFileSync(file, Buffer.from(png.split(',')[1], 'base64'));
  return execFileSync('zbarimg', ['--raw', '-q', '-Sbinary', file], { stdio: ['ignore', 'pipe', 'ignore'] }).toString('utf8');
}

describe('Wi-Fi QR string', () => {
  it.each([
    [{ ssid: 'Home', security: 'WPA2', password: 'correct horse' }, 'WIFI:T:WPA;S:Home;P:correct horse;;'],
    [{ ssid: 'Home', security: 'WPA', password: '12345678' }, 'WIFI:T:WPA;S:Home;P:12345678;;'],
    [{ ssid: 'Lab', security: 'WPA3', password: 'saesaesae', hidden: true }, 'WIFI:T:SAE;S:Lab;P:saesaesae;H:true;;'],
    [{ ssid: 'Old', security: 'WEP', password: 'abcde' }, 'WIFI:T:WEP;S:Old;P:abcde;;'],
    [{ ssid: 'Cafe', security: 'none', password: 'ignored' }, 'WIFI:T:nopass;S:Cafe;;'],
    [
      { ssid: 'a;b,c:d"e\\f', security: 'WPA2', password: '\\;,:"pass"' },
      'WIFI:T:WPA;S:a\\;b\\,c\\:d\\"e\\\\f;P:\\\\\\;\\,\\:\\"pass\\";;',
    ],
    [{ ssid: 'Café ☕ 東京', security: 'WPA2', password: 'pässwörd!' }, 'WIFI:T:WPA;S:Café ☕ 東京;P:pässwörd!;;'],
    [{ ssid: '"quoted"', security: 'WPA2', password: 'WIFI:T:WPA;;' }, 'WIFI:T:WPA;S:\\"quoted\\";P:WIFI\\:T\\:WPA\\;\\;;;'],
  ] as const)('%j → %s, and zbarimg reads the QR code back to it', async (options, expected) => {
    const text = await wifi(options);
    expect(text).toBe(expected);
    expect(await scan(text)).toBe(expected);
    // Reading the string back gives the network (WPA2 and WPA share T:WPA).
    const parsed = parseWifiString(text);
    expect(parsed.ssid).toBe(options.ssid);
    expect(parsed.password).toBe(options.security === 'none' ? '' : options.password);
    expect(parsed.hidden).toBe('hidden' in options && options.hidden);
  });

  it('parses fields in any order, lower-case keys and unknown fields', () => {
    expect(parseWifiString('WIFI:S:My\\;Net;T:WEP;P:abc\\:de;H:TRUE;X:1;;')).toEqual({
      ssid: 'My;Net',
      security: 'WEP',
      password: 'abc:de',
      hidden: true,
    });
    expect(parseWifiString('wifi:s:Open;;')).toEqual({ ssid: 'Open', security: 'none', password: '', hidden: false });
    expect(() => parseWifiString('WIFI:T:WPA;P:x;;')).toThrow('no network name');
    expect(() => parseWifiString('hello')).toThrow('starts with "WIFI:"');
  });

  it('refuses what a phone would refuse, with a clear message', async () => {
    await expect(wifi({ ssid: '' })).rejects.toThrow('Enter the network name (SSID).');
    await expect(wifi({ ssid: 'x'.repeat(33), security: 'none' })).rejects.toThrow(
      '33 bytes long; an SSID holds at most 32 bytes',
    );
    await expect(wifi({ ssid: 'é'.repeat(17), security: 'none' })).rejects.toThrow('34 bytes');
    await expect(wifi({ ssid: 'Net', security: 'WPA2' })).rejects.toThrow('A WPA2 network needs its password.');
    await expect(wifi({ ssid: 'Net', security: 'WPA3', password: 'short' })).rejects.toThrow(
      'at least 8 characters (this one has 5)',
    );
    await expect(wifi({ ssid: 'Net', security: 'WEP', password: 'abcdef' })).rejects.toThrow('A WEP key is 5, 13 or 16');
    expect(await wifi({ ssid: 'Net', security: 'WEP', password: '0123456789' })).toBe('WIFI:T:WEP;S:Net;P:0123456789;;');
  });
});
