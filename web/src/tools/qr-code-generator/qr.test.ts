import { describe, expect, it } from 'vitest';
import {
  checkQrSize,
  colourWarning,
  contrastRatio,
  inspectQr,
  maxQrBytes,
  pixelsPerModule,
  qrRenderOptions,
  qrToSvg,
  type QrLevel,
} from './qr';

const versionFor = (text: string, errorCorrection: QrLevel) => inspectQr({ text, errorCorrection }).version;

// Capacities from ISO/IEC 18004:2015 Table 7 (characters per symbol).
describe('inspectQr follows the ISO 18004 capacity table', () => {
  it.each([
    // [level, mode sample char, capacity of version 1]
    ['M', 'a', 14], // byte
    ['M', 'A', 20], // alphanumeric
    ['M', '1', 34], // numeric
    ['L', 'a', 17],
    ['L', '1', 41],
    ['H', 'a', 7],
    ['Q', 'A', 16],
  ] as const)('version 1-%s holds %s×%i and no more', (level, char, capacity) => {
    expect(versionFor(char.repeat(capacity), level)).toBe(1);
    expect(versionFor(char.repeat(capacity + 1), level)).toBe(2);
  });

  it.each([
    [5, 'Q', 60],
    [10, 'L', 271],
    [10, 'M', 213],
    [10, 'H', 119],
  ] as const)('version %i-%s holds %i bytes', (version, level, bytes) => {
    expect(versionFor('a'.repeat(bytes), level)).toBe(version);
    expect(versionFor('a'.repeat(bytes + 1), level)).toBe(version + 1);
  });

  it('version 40-L holds 2953 bytes, 7089 digits and 4296 alphanumerics; one more fails', () => {
    expect(versionFor('a'.repeat(2953), 'L')).toBe(40);
    expect(versionFor('1'.repeat(7089), 'L')).toBe(40);
    expect(versionFor('A'.repeat(4296), 'L')).toBe(40);
    expect(() => versionFor('a'.repeat(2954), 'L')).toThrow('Too much data for a QR code: 2,954 bytes');
    expect(() => versionFor('1'.repeat(7090), 'L')).toThrow(/at most 2,953 bytes/);
  });

  it('knows the version 40 byte limit of every level', () => {
    expect([maxQrBytes('L'), maxQrBytes('M'), maxQrBytes('Q'), maxQrBytes('H')]).toEqual([2953, 2331, 1663, 1273]);
  });

  it('reports modules, modes and how full the symbol is', () => {
    const info = inspectQr({ text: 'a'.repeat(14), errorCorrection: 'M' });
    expect(info).toMatchObject({ version: 1, modules: 21, modes: ['Byte'] });
    // 1-M has 16 data codewords = 128 bits; 14 bytes use 4 + 8 + 112 = 124 bits.
    expect(info.capacityBits).toBe(128);
    expect(info.usedBits).toBe(124);
    expect(info.usedPercent).toBe(97);
    expect(inspectQr({ text: 'https://example.com' }).version).toBe(2);
    expect(inspectQr({ text: 'a'.repeat(2953), errorCorrection: 'L' }).modules).toBe(177);
  });

  it('counts UTF-8 bytes for non-Latin text', () => {
    // "é" is 2 bytes in UTF-8: 7 of them fill 1-M's 14 bytes, 8 do not.
    expect(versionFor('é'.repeat(7), 'M')).toBe(1);
    expect(versionFor('é'.repeat(8), 'M')).toBe(2);
  });

  it('refuses empty text and unknown levels', () => {
    expect(() => inspectQr({ text: '' })).toThrow('Enter some text or a URL to encode');
    expect(() => inspectQr({ text: 'x', errorCorrection: 'X' as QrLevel })).toThrow('Error correction must be one of L, M, Q, H');
  });
});

describe('size', () => {
  it('accepts 100..500 pixels only', () => {
    expect(checkQrSize(100)).toBe(100);
    expect(checkQrSize(500)).toBe(500);
    expect(() => checkQrSize(99)).toThrow('QR size must be between 100 and 500 pixels');
    expect(() => checkQrSize(501)).toThrow('QR size must be between 100 and 500 pixels');
    expect(() => checkQrSize(Number.NaN)).toThrow('QR size must be between 100 and 500 pixels');
  });

  it('draws dense symbols at 1 px per module rather than ignoring the size', () => {
    expect(qrRenderOptions({ text: 'hello', size: 200 })).toMatchObject({ width: 200, margin: 4, errorCorrectionLevel: 'M' });
    const dense = qrRenderOptions({ text: 'a'.repeat(2000), size: 100, errorCorrection: 'L' });
    expect(dense).toMatchObject({ scale: 1 });
    expect(dense).not.toHaveProperty('width');
    expect(pixelsPerModule({ size: 200, modules: 21 })).toBeCloseTo(200 / 29);
  });
});

describe('rendering', () => {
  it('renders an SVG of the requested size and colours', async () => {
    const svg = await qrToSvg({ text: 'hello', size: 300, foreground: '#112233', background: '#fafafa' });
    expect(svg).toMatch(/^<svg [^>]*width="300" height="300"/);
    expect(svg).toContain('stroke="#112233"');
    expect(svg).toContain('fill="#fafafa"');
  });
});

describe('colours', () => {
  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21);
    expect(contrastRatio('#777777', '#777777')).toBeCloseTo(1);
  });

  it('warns about low contrast and inverted codes', () => {
    expect(colourWarning({ foreground: '#000000', background: '#ffffff' })).toBeNull();
    expect(colourWarning({ foreground: '#1e3a8a', background: '#fef3c7' })).toBeNull();
    expect(colourWarning({ foreground: '#cccccc', background: '#ffffff' })).toMatch(/Low contrast/);
    expect(colourWarning({ foreground: '#ffffff', background: '#000000' })).toMatch(/inverted/);
    expect(() => colourWarning({ foreground: 'red', background: '#ffffff' })).toThrow('Colour must be #rrggbb');
  });
});

describe('render errors', () => {
  it('reject the promise instead of throwing', async () => {
    await expect(qrToSvg({ text: 'x'.repeat(1300), errorCorrection: 'H' })).rejects.toThrow('Too much data for a QR code');
    await expect(qrToSvg({ text: 'x', size: 20 })).rejects.toThrow('QR size must be between 100 and 500 pixels');
  });
});
