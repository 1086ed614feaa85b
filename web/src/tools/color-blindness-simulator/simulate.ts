// Colour vision deficiency simulation. Dichromacies use the matrices of Machado, Oliveira and
// Fernandes, "A Physiologically-based Model for Simulation of Color Vision Deficiency" (IEEE TVCG
// 15(6), 2009), at severity 1.0, applied to LINEAR RGB; achromatopsia (no cone vision) keeps only the
// luminance Y of ITU-R BT.709 / sRGB. sRGB is linearised and encoded per IEC 61966-2-1.

export const deficiencies = ['protanopia', 'deuteranopia', 'tritanopia', 'achromatopsia'] as const;
export type Deficiency = (typeof deficiencies)[number];

export const deficiencyLabels: Record<Deficiency, string> = {
  protanopia: 'Protanopia',
  deuteranopia: 'Deuteranopia',
  tritanopia: 'Tritanopia',
  achromatopsia: 'Achromatopsia',
};

export const deficiencyDescriptions: Record<Deficiency, string> = {
  protanopia: 'No red cones (about 1% of men)',
  deuteranopia: 'No green cones (about 1% of men)',
  tritanopia: 'No blue cones (rare)',
  achromatopsia: 'No colour vision (rare)',
};

type Matrix = readonly [number, number, number, number, number, number, number, number, number];

/** Row-major 3×3 matrices on linear RGB. */
export const simulationMatrices: Record<Deficiency, Matrix> = {
  protanopia: [0.152286, 1.052583, -0.204868, 0.114503, 0.786281, 0.099216, -0.003882, -0.048116, 1.051998],
  deuteranopia: [0.367322, 0.860646, -0.227968, 0.280085, 0.672501, 0.047413, -0.01182, 0.04294, 0.968881],
  tritanopia: [1.255528, -0.076749, -0.178779, -0.078411, 0.930809, 0.147602, 0.004733, 0.691367, 0.3039],
  achromatopsia: [0.2126, 0.7152, 0.0722, 0.2126, 0.7152, 0.0722, 0.2126, 0.7152, 0.0722],
};

export function srgbToLinear(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function linearToSrgb(linear: number): number {
  const c = Math.min(1, Math.max(0, linear));
  const encoded = c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055;
  return Math.round(encoded * 255);
}

export type Rgb = [number, number, number];

export function simulateRgb([r, g, b]: Rgb, deficiency: Deficiency): Rgb {
  const m = simulationMatrices[deficiency];
  const [lr, lg, lb] = [srgbToLinear(r), srgbToLinear(g), srgbToLinear(b)];
  return [
    linearToSrgb(m[0] * lr + m[1] * lg + m[2] * lb),
    linearToSrgb(m[3] * lr + m[4] * lg + m[5] * lb),
    linearToSrgb(m[6] * lr + m[7] * lg + m[8] * lb),
  ];
}

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

export function parseHex(text: string): Rgb | null {
  const match = HEX.exec(text.trim());
  if (!match) return null;
  const hex = match[1].length === 3 ? [...match[1]].map((c) => c + c).join('') : match[1];
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;
}

export function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** A palette: hex colours separated by new lines, commas or spaces. Errors name the line and column. */
export function parsePalette(text: string): { hex: string; rgb: Rgb }[] {
  const colours: { hex: string; rgb: Rgb }[] = [];
  const lines = text.split('\n');
  for (let line = 0; line < lines.length; line++) {
    for (const match of lines[line].matchAll(/[^\s,;]+/g)) {
      const rgb = parseHex(match[0]);
      if (!rgb)
        throw new Error(`Line ${line + 1}, column ${match.index + 1}: “${match[0]}” is not a hex colour (use #rgb or #rrggbb).`);
      colours.push({ hex: toHex(rgb), rgb });
    }
  }
  if (colours.length === 0) throw new Error('Enter one or more hex colours, such as #e63946.');
  if (colours.length > 1000) throw new Error(`${colours.length} colours: at most 1,000 at once.`);
  return colours;
}

// For images: every 8-bit channel's linear value, and linear → 8-bit through a fine table (4096
// steps is within one 8-bit step of the exact encoding everywhere: the test checks this).
const LINEAR = Float32Array.from({ length: 256 }, (_, i) => srgbToLinear(i));
const ENCODE_STEPS = 4096;
const ENCODE = Uint8ClampedArray.from({ length: ENCODE_STEPS + 1 }, (_, i) => linearToSrgb(i / ENCODE_STEPS));

/** Simulates a deficiency on RGBA pixels (ImageData's layout) into `out`; alpha is kept. */
export function simulatePixels(pixels: Uint8ClampedArray, deficiency: Deficiency, out = new Uint8ClampedArray(pixels.length)) {
  const [m0, m1, m2, m3, m4, m5, m6, m7, m8] = simulationMatrices[deficiency];
  const encode = (linear: number) => ENCODE[Math.round(Math.min(1, Math.max(0, linear)) * ENCODE_STEPS)];
  for (let i = 0; i < pixels.length; i += 4) {
    const r = LINEAR[pixels[i]];
    const g = LINEAR[pixels[i + 1]];
    const b = LINEAR[pixels[i + 2]];
    out[i] = encode(m0 * r + m1 * g + m2 * b);
    out[i + 1] = encode(m3 * r + m4 * g + m5 * b);
    out[i + 2] = encode(m6 * r + m7 * g + m8 * b);
    out[i + 3] = pixels[i + 3];
  }
  return out;
}
