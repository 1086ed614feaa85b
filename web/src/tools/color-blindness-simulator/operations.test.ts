// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { tag } from '@/operations/kinds';
import { runOperation } from '@/operations/run';
import { colorBlindnessPalette } from './operations';
import { deficiencies, parsePalette, simulatePixels, simulateRgb, toHex, type Rgb } from './simulate';

// The outside oracle: Python (Debian's /usr/bin/python3) applies the matrices as printed in Machado,
// Oliveira & Fernandes (2009), severity 1.0, to linear RGB (sRGB per IEC 61966-2-1), written out
// here independently of simulate.ts; achromatopsia keeps BT.709 luminance.
const oracle = `import json, sys
# Machado, Oliveira & Fernandes (2009), severity 1.0, as published in the paper's supplementary table.
M = {
    'protanopia': [[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998]],
    'deuteranopia': [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.011820, 0.042940, 0.968881]],
    'tritanopia': [[1.255528, -0.076749, -0.178779], [-0.078411, 0.930809, 0.147602], [0.004733, 0.691367, 0.303900]],
}
def lin(v):
    c = v / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
def enc(v):
    c = min(1.0, max(0.0, v))
    return round((12.92 * c if c <= 0.0031308 else 1.055 * c ** (1 / 2.4) - 0.055) * 255)
def sim(rgb, kind):
    l = [lin(v) for v in rgb]
    if kind == 'achromatopsia':
        y = 0.2126 * l[0] + 0.7152 * l[1] + 0.0722 * l[2]
        return [enc(y)] * 3
    return [enc(sum(M[kind][r][k] * l[k] for k in range(3))) for r in range(3)]
colours = json.load(sys.stdin)
print(json.dumps({kind: ['#%02x%02x%02x' % tuple(sim(c, kind)) for c in colours] for kind in ['protanopia', 'deuteranopia', 'tritanopia', 'achromatopsia']}))
`;

function python(colours: Rgb[]): Record<string, string[]> {
  return JSON.parse(execFileSync('/usr/bin/python3', ['-c', oracle], { input: JSON.stringify(colours) }).toString());
}

// Primaries, greys, the sRGB toe (small values, linear segment), brand-like colours, and a spread of the cube.
const samples: Rgb[] = [
  [255, 0, 0],
  [0, 255, 0],
  [0, 0, 255],
  [255, 255, 255],
  [0, 0, 0],
  [128, 128, 128],
  [1, 2, 3],
  [10, 10, 10],
  [230, 57, 70],
  [42, 157, 143],
  [69, 123, 157],
  [244, 162, 97],
  [255, 255, 0],
  [255, 0, 255],
];
for (let r = 0; r < 256; r += 51) for (let g = 17; g < 256; g += 68) for (let b = 34; b < 256; b += 85) samples.push([r, g, b]);

describe('colour-blindness simulation', () => {
  const expected = python(samples);

  it.each(deficiencies)('%s matches the published matrices applied in Python, colour by colour', (deficiency) => {
    expect(samples.map((rgb) => toHex(simulateRgb(rgb, deficiency)))).toEqual(expected[deficiency]);
  });

  it.each(deficiencies)('%s on image pixels is within one 8-bit step of the oracle, alpha kept', (deficiency) => {
    const pixels = new Uint8ClampedArray(samples.flatMap(([r, g, b], i) => [r, g, b, (i * 7) % 256]));
    const out = simulatePixels(pixels, deficiency);
    samples.forEach((_, i) => {
      const want = expected[deficiency][i];
      for (let c = 0; c < 3; c++)
        expect(Math.abs(out[i * 4 + c] - parseInt(want.slice(1 + 2 * c, 3 + 2 * c), 16))).toBeLessThanOrEqual(1);
      expect(out[i * 4 + 3]).toBe((i * 7) % 256);
    });
  });

  it('the palette operation gives one simulated colour per line, as the oracle does', async () => {
    const text = '#E63946\n2a9d8f, #457b9d  #fa0';
    const out = await runOperation(colorBlindnessPalette, tag('text', text), { options: { deficiency: 'tritanopia' } });
    const oracleColours = python([
      [230, 57, 70],
      [42, 157, 143],
      [69, 123, 157],
      [255, 170, 0],
    ]);
    expect(out.value).toBe(oracleColours.tritanopia.join('\n'));
  });

  it('names the line and column of what is not a colour', async () => {
    expect(() => parsePalette('#fff\n#12345g')).toThrow('Line 2, column 1: “#12345g” is not a hex colour');
    expect(() => parsePalette('#fff, red')).toThrow('Line 1, column 7: “red” is not a hex colour');
    expect(() => parsePalette('  \n ')).toThrow('Enter one or more hex colours');
  });
});
