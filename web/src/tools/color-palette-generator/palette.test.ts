// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { exportPalette, paletteName, swatchKeys } from './exports';
import {
  apcaContrast,
  clampCount,
  generatePalette,
  machadoMatrices,
  parseColor,
  simulateVision,
  toSwatch,
  wcagContrast,
  wcagMarks,
} from './palette';

describe('contrast: the published test values of colorjs.io (and apca-w3 for APCA)', () => {
  // colorjs.io test/contrast.js, "WCAG 2.1 contrast, sRGB".
  it.each([
    ['white', 'black', 21],
    ['white', 'white', 1],
    ['#ffe', 'white', 1.01007],
    ['#afbaae', 'white', 2.008125],
    ['#8b9986', 'white', 3.000644],
    ['#765', 'white', 5.502984],
  ])('WCAG 2.1: %s against %s is %f', (a, b, expected) => {
    // The suite's own tolerance: proximity with epsilon 0.0001.
    expect(Math.abs(wcagContrast(a, b) - expected)).toBeLessThan(1e-4);
    expect(Math.abs(wcagContrast(b, a) - expected)).toBeLessThan(1e-4);
  });

  // apca-w3's test page values, as colorjs.io's tests use them: text first, then background.
  it.each([
    ['#888', '#fff', 63.056469930209424],
    ['#fff', '#888', -68.54146436644962],
    ['#000', '#aaa', 58.146262578561334],
    ['#aaa', '#000', -56.24113336839742],
    ['#123', '#def', 91.66830811481631],
    ['#def', '#123', -93.06770049484275],
    ['#123', '#444', 8.32326136957393],
    ['#444', '#123', -7.526878460278154],
  ])('APCA: text %s on %s is Lc %f', (text, background, expected) => {
    expect(Math.abs(apcaContrast({ text, background }) - expected)).toBeLessThan(1e-4);
  });

  it('marks WCAG levels at 3, 4.5 and 7', () => {
    expect(wcagMarks(4.49)).toEqual({ aa: false, aaLarge: true, aaa: false, aaaLarge: false });
    expect(wcagMarks(4.5)).toEqual({ aa: true, aaLarge: true, aaa: false, aaaLarge: true });
    expect(wcagMarks(7)).toEqual({ aa: true, aaLarge: true, aaa: true, aaaLarge: true });
    expect(wcagMarks(2.9)).toEqual({ aa: false, aaLarge: false, aaa: false, aaaLarge: false });
  });
});

describe('conversions: CSS Color 4 values', () => {
  it('reads every notation of the same colour alike', () => {
    for (const text of [
      '#663399',
      '663399',
      'rebeccapurple',
      'rgb(102 51 153)',
      'rgb(102, 51, 153)',
      'hsl(270 50% 40%)',
      'hsl(270, 50%, 40%)',
    ]) {
      expect(toSwatch(parseColor(text)).hex, text).toBe('#663399');
    }
  });

  it('writes HEX, RGB, HSL and OKLCH', () => {
    // CSS Color 4 §9.2 gives sRGB red as oklch(62.8% 0.2577 29.23); rebeccapurple as hsl(270 50% 40%).
    expect(toSwatch(parseColor('red'))).toMatchObject({
      hex: '#ff0000',
      rgb: 'rgb(255 0 0)',
      hsl: 'hsl(0 100% 50%)',
      oklch: 'oklch(62.8% 0.258 29.2)',
    });
    expect(toSwatch(parseColor('rebeccapurple')).hsl).toBe('hsl(270 50% 40%)');
    expect(toSwatch(parseColor('#808080'))).toMatchObject({ hsl: 'hsl(0 0% 50.2%)', oklch: 'oklch(60% 0 0)' });
    expect(toSwatch(parseColor('oklch(62.8% 0.2577 29.23)')).hex).toBe('#ff0000');
  });

  it('maps colours outside sRGB into it instead of clipping channels', () => {
    const swatch = toSwatch(parseColor('color(display-p3 0 1 0)'));
    expect(swatch.channels.every((c) => c >= 0 && c <= 255)).toBe(true);
    expect(swatch.channels[1]).toBeGreaterThan(200);
  });

  it('explains what it cannot read', () => {
    expect(() => parseColor('blurple')).toThrow('Not a colour we can read: "blurple"');
    expect(() => parseColor('  ')).toThrow(/^Not a colour we can read/);
  });
});

describe('generatePalette', () => {
  const hueOf = (hex: string) => parseColor(hex).to('oklch').coords[2]!;
  const hueDistance = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180);

  it('clamps the count to 2..9 (spec §9)', () => {
    expect(clampCount(1)).toBe(2);
    expect(clampCount(12)).toBe(9);
    expect(clampCount(Number.NaN)).toBe(5);
    expect(generatePalette({ base: '#3b82f6', count: 20 })).toHaveLength(9);
  });

  it.each([
    ['complementary', [0, 180]],
    ['split-complementary', [0, 150, 210]],
    ['triadic', [0, 120, 240]],
    ['tetradic', [0, 90, 180, 270]],
  ] as const)('%s: hues at the harmony’s angles in OKLCH, the base first and unchanged', (harmony, angles) => {
    const base = '#3b82f6';
    const palette = generatePalette({ base, harmony, count: angles.length });
    expect(palette[0]!.hex).toBe(base);
    angles.forEach((angle, i) => {
      // Gamut mapping keeps the hue within a few degrees.
      expect(hueDistance(hueOf(palette[i]!.hex), hueOf(base) + angle)).toBeLessThan(6);
    });
  });

  it('analogous: neighbouring hues 30° apart in hue order, the base in the middle', () => {
    const palette = generatePalette({ base: '#3b82f6', harmony: 'analogous', count: 5 });
    expect(palette[2]!.hex).toBe('#3b82f6');
    [-60, -30, 0, 30, 60].forEach((angle, i) =>
      expect(hueDistance(hueOf(palette[i]!.hex), hueOf('#3b82f6') + angle)).toBeLessThan(6),
    );
  });

  it('shades run light to dark with the base among them', () => {
    const palette = generatePalette({ base: '#3b82f6', harmony: 'shades', count: 9 });
    const lightness = palette.map((s) => parseColor(s.hex).to('oklch').coords[0]!);
    expect([...lightness].sort((a, b) => b - a)).toEqual(lightness);
    expect(palette.map((s) => s.hex)).toContain('#3b82f6');
  });

  it('a seed varies the palette, the same seed gives the same one, locked swatches stay', () => {
    const first = generatePalette({ base: '#e11d48', harmony: 'triadic', count: 5, seed: 7 });
    expect(generatePalette({ base: '#e11d48', harmony: 'triadic', count: 5, seed: 7 })).toEqual(first);
    const second = generatePalette({ base: '#e11d48', harmony: 'triadic', count: 5, seed: 8, locked: { 2: first[2]!.hex } });
    expect(second[0]!.hex).toBe('#e11d48');
    expect(second[2]!.hex).toBe(first[2]!.hex);
    expect(second.map((s) => s.hex)).not.toEqual(first.map((s) => s.hex));
  });
});

describe('colour-blindness simulation (Machado et al. 2009)', () => {
  it('keeps neutrals neutral: each matrix row sums to 1', () => {
    for (const matrix of Object.values(machadoMatrices))
      for (const row of matrix) expect(row.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 5);
    for (const deficiency of ['protanopia', 'deuteranopia', 'tritanopia'] as const) {
      expect(simulateVision({ hex: '#ffffff', deficiency })).toBe('#ffffff');
      expect(simulateVision({ hex: '#000000', deficiency })).toBe('#000000');
      expect(simulateVision({ hex: '#777777', deficiency })).toBe('#777777');
    }
  });

  it('makes red and green hard to tell apart for protanopes and deuteranopes, not for tritanopes', () => {
    const distance = (a: string, b: string) => parseColor(a).deltaE(parseColor(b), '2000');
    for (const deficiency of ['protanopia', 'deuteranopia'] as const) {
      const red = simulateVision({ hex: '#d62728', deficiency });
      const green = simulateVision({ hex: '#2ca02c', deficiency });
      expect(distance(red, green), deficiency).toBeLessThan(distance('#d62728', '#2ca02c') / 2);
    }
    const tritan = (hex: string) => simulateVision({ hex, deficiency: 'tritanopia' });
    expect(distance(tritan('#d62728'), tritan('#2ca02c'))).toBeGreaterThan(30);
  });
});

describe('exports', () => {
  const swatches = generatePalette({ base: '#3b82f6', harmony: 'shades', count: 3 });

  it('names colours by Tailwind steps for scales and by number otherwise', () => {
    expect(swatchKeys('shades', 3)).toEqual(['50', '500', '950']);
    expect(swatchKeys('shades', 11)).toEqual(['50', '100', '200', '300', '400', '500', '600', '700', '800', '900', '950']);
    expect(swatchKeys('triadic', 3)).toEqual(['1', '2', '3']);
    expect(paletteName('  Brand Blue! ')).toBe('brand-blue');
    expect(paletteName('42')).toBe('c-42');
  });

  it('writes a Tailwind v3 config that Node can load', () => {
    const source = exportPalette({ swatches, harmony: 'shades', name: 'Ocean', format: 'tailwind3' });
    const module = { exports: {} as Record<string, unknown> };
    new Function('module', source)(module);
    expect(module.exports).toEqual({
      theme: { extend: { colors: { ocean: { 50: swatches[0]!.hex, 500: swatches[1]!.hex, 950: swatches[2]!.hex } } } },
    });
  });

  it('writes JSON, CSS variables, Tailwind v4 @theme and SCSS', () => {
    expect(JSON.parse(exportPalette({ swatches, harmony: 'shades', format: 'json' }))).toEqual({
      brand: { 50: swatches[0]!.hex, 500: swatches[1]!.hex, 950: swatches[2]!.hex },
    });
    const css = exportPalette({ swatches, harmony: 'shades', format: 'css' });
    expect(css).toMatch(
      /^:root \{\n {2}--brand-50: #[0-9a-f]{6};\n {2}--brand-500: #3b82f6;\n {2}--brand-950: #[0-9a-f]{6};\n\}\n$/,
    );
    const v4 = exportPalette({ swatches, harmony: 'shades', format: 'tailwind4' });
    expect(v4).toContain(`@theme {\n  --color-brand-50: ${swatches[0]!.oklch};`);
    // The OKLCH written reads back as the same sRGB colour.
    const written = /--color-brand-500: (oklch\([^)]+\))/.exec(v4)![1]!;
    expect(toSwatch(parseColor(written)).hex).toBe('#3b82f6');
    expect(exportPalette({ swatches, harmony: 'shades', format: 'scss' })).toContain('$brand-500: #3b82f6;\n');
  });
});
