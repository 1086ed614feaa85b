import Color from 'colorjs.io';

export const harmonies = [
  'analogous',
  'complementary',
  'split-complementary',
  'triadic',
  'tetradic',
  'monochrome',
  'shades',
] as const;
export type Harmony = (typeof harmonies)[number];

export const harmonyLabels: Record<Harmony, string> = {
  analogous: 'Analogous',
  complementary: 'Complementary',
  'split-complementary': 'Split-complementary',
  triadic: 'Triadic',
  tetradic: 'Tetradic',
  monochrome: 'Monochrome',
  shades: 'Shades',
};

/** Spec tools.md §9: the palette has 2 to 9 colours. */
export const MIN_COLORS = 2;
export const MAX_COLORS = 9;

export function clampCount(count: number): number {
  if (!Number.isFinite(count)) return 5;
  return Math.min(MAX_COLORS, Math.max(MIN_COLORS, Math.round(count)));
}

/** A colour in the notations a developer pastes: HEX, RGB, HSL and OKLCH, for CSS. */
export type Swatch = {
  hex: string;
  rgb: string;
  hsl: string;
  oklch: string;
  /** 0–255 channels, for drawing and the colour-blindness simulation. */
  channels: [number, number, number];
};

/**
 * Reads a colour as typed: #rgb, #rrggbb, rgb(), hsl(), oklch(), a CSS name… (colorjs.io parses
 * CSS Color 4). Throws "Not a colour we can read: …" otherwise.
 */
export function parseColor(text: string): Color {
  const trimmed = text.trim();
  // A bare "ff8800" is meant as hex.
  const source = /^[0-9a-f]{3}(?:[0-9a-f]{3})?$/i.test(trimmed) ? `#${trimmed}` : trimmed;
  try {
    if (source === '') throw new Error('empty');
    return new Color(source);
  } catch {
    throw new Error(
      `Not a colour we can read: "${text.trim()}". Try #3b82f6, rgb(59 130 246), hsl(217 91% 60%), oklch(62% 0.19 260) or a CSS name.`,
    );
  }
}

const round = (value: number, digits: number) => {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
};

/** The colour as sRGB notations, after mapping it into the sRGB gamut (CSS Color 4's method). */
export function toSwatch(color: Color): Swatch {
  const srgb = color.to('srgb').toGamut({ space: 'srgb' });
  const channels = srgb.coords.map((c) => Math.round(Math.min(1, Math.max(0, c ?? 0)) * 255)) as [number, number, number];
  const hex = `#${channels.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
  const exact = new Color(hex);
  const [h, s, l] = exact.to('hsl').coords.map((c) => c ?? 0);
  const [ol, oc, oh] = exact.to('oklch').coords.map((c) => c ?? 0);
  // Greys have no hue: CSS writes 0 (colorjs.io says "none", i.e. NaN).
  const hue = (value: number) => (Number.isNaN(value) ? 0 : round(value, 1));
  return {
    hex,
    rgb: `rgb(${channels.join(' ')})`,
    hsl: `hsl(${hue(h!)} ${round(s!, 1)}% ${round(l!, 1)}%)`,
    oklch: `oklch(${round(ol! * 100, 1)}% ${round(oc!, 3)} ${oc! < 0.0005 ? 0 : hue(oh!)})`,
    channels,
  };
}

/** mulberry32: a seeded PRNG, so one seed always gives the same palette (a reload shows what was there). */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const keyHues: Partial<Record<Harmony, number[]>> = {
  complementary: [0, 180],
  'split-complementary': [0, 150, 210],
  triadic: [0, 120, 240],
  tetradic: [0, 90, 180, 270],
};

type Lch = { l: number; c: number; h: number };
/** A colour of the palette; `base` marks the user's own colour, which is never varied. */
type Slot = Lch & { base?: boolean };

/** Lightness and chroma steps from light to dark, for shades and monochrome, with the base in the nearest step. */
function ramp(base: Lch, count: number, chroma: (t: number) => number): Slot[] {
  const steps: Slot[] = Array.from({ length: count }, (_, i) => {
    const t = count === 1 ? 0.5 : i / (count - 1);
    return { l: 0.97 - t * (0.97 - 0.25), c: chroma(t), h: base.h };
  });
  let nearest = 0;
  steps.forEach((step, i) => {
    if (Math.abs(step.l - base.l) < Math.abs(steps[nearest]!.l - base.l)) nearest = i;
  });
  steps[nearest] = { ...base, base: true };
  return steps;
}

/** The palette's colours in OKLCH, the base first (or, for ramps, in its place). */
function harmonyColors(base: Lch, harmony: Harmony, count: number): Slot[] {
  if (harmony === 'shades') return ramp(base, count, (t) => base.c * Math.max(0.15, Math.sin(Math.PI * (0.1 + 0.8 * t))));
  if (harmony === 'monochrome') return ramp(base, count, (t) => base.c * (0.35 + 0.65 * (1 - Math.abs(t - 0.5) * 2)));
  if (harmony === 'analogous') {
    const step = count <= 5 ? 30 : 150 / (count - 1);
    // In hue order, the base in the middle of its neighbours (left of the middle for an even count).
    const first = -Math.floor((count - 1) / 2);
    return Array.from({ length: count }, (_, i) => {
      const k = first + i;
      return { ...base, h: base.h + k * step, base: k === 0 };
    });
  }
  const keys = keyHues[harmony]!;
  return Array.from({ length: count }, (_, i) => {
    const round = Math.floor(i / keys.length);
    const h = base.h + keys[i % keys.length]!;
    // Past the key hues: lighter, then darker variants of them.
    const shift = round === 0 ? 0 : (round % 2 === 1 ? 1 : -1) * 0.16 * Math.ceil(round / 2);
    if (i === 0) return { ...base, base: true };
    return { l: Math.min(0.95, Math.max(0.2, base.l + shift)), c: base.c * (round === 0 ? 1 : 0.8), h };
  });
}

export type PaletteOptions = {
  base: string;
  harmony?: Harmony;
  count?: number;
  /** 0: the harmony as defined. Another seed varies hue, lightness and chroma a little ("Regenerate"). */
  seed?: number;
  /** Swatches kept as they are, by position (hex). */
  locked?: Record<number, string>;
};

/** A palette: the base colour and colours in the chosen harmony, worked out in OKLCH (perceptual) and shown in sRGB. */
export function generatePalette({ base, harmony = 'analogous', count = 5, seed = 0, locked = {} }: PaletteOptions): Swatch[] {
  const [l, c, h] = parseColor(base)
    .to('oklch')
    .coords.map((v) => v ?? 0);
  const baseLch: Lch = { l: l!, c: c!, h: Number.isNaN(h) ? 0 : h! };
  const n = clampCount(count);
  const rand = random(seed);
  return harmonyColors(baseLch, harmony, n).map((lch, i) => {
    if (locked[i]) return toSwatch(parseColor(locked[i]));
    const jitter =
      seed === 0 || lch.base ? { l: 0, c: 1, h: 0 } : { l: (rand() - 0.5) * 0.1, c: 0.85 + rand() * 0.3, h: (rand() - 0.5) * 16 };
    const l2 = Math.min(0.99, Math.max(0.05, lch.l + jitter.l));
    return toSwatch(new Color('oklch', [l2, Math.max(0, lch.c * jitter.c), (((lch.h + jitter.h) % 360) + 360) % 360]));
  });
}

// ---------------------------------------------------------------------------------------------
// Contrast (colorjs.io: `background.contrast(text, method)`)
// ---------------------------------------------------------------------------------------------

/** WCAG 2.1 contrast ratio (1–21), the same either way round. */
export function wcagContrast(a: string, b: string): number {
  return new Color(a).contrast(new Color(b), 'WCAG21');
}

/** APCA lightness contrast Lc of text on a background: positive for dark on light, negative for light on dark. */
export function apcaContrast({ text, background }: { text: string; background: string }): number {
  return new Color(background).contrast(new Color(text), 'APCA');
}

export type WcagMarks = { aa: boolean; aaLarge: boolean; aaa: boolean; aaaLarge: boolean };

/** WCAG 2.1 success criteria 1.4.3 and 1.4.6: 4.5 and 7 for text, 3 and 4.5 for large text. */
export function wcagMarks(ratio: number): WcagMarks {
  return { aa: ratio >= 4.5, aaLarge: ratio >= 3, aaa: ratio >= 7, aaaLarge: ratio >= 4.5 };
}

// ---------------------------------------------------------------------------------------------
// Colour-blindness simulation
// ---------------------------------------------------------------------------------------------

export const visionDeficiencies = ['protanopia', 'deuteranopia', 'tritanopia'] as const;
export type VisionDeficiency = (typeof visionDeficiencies)[number];

/**
 * Machado, Oliveira and Fernandes (2009), "A Physiologically-based Model for Simulation of Color
 * Vision Deficiency", severity 1.0 matrices, applied to linear sRGB.
 */
export const machadoMatrices: Record<VisionDeficiency, number[][]> = {
  protanopia: [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
  ],
  deuteranopia: [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.01182, 0.04294, 0.968881],
  ],
  tritanopia: [
    [1.255528, -0.076749, -0.178779],
    [-0.078411, 0.930809, 0.147602],
    [0.004733, 0.691367, 0.3039],
  ],
};

const toLinear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
const toGamma = (c: number) => (c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055);

/** How a colour (#rrggbb) looks with the given deficiency, as #rrggbb. */
export function simulateVision({ hex, deficiency }: { hex: string; deficiency: VisionDeficiency }): string {
  const rgb = [1, 3, 5].map((i) => toLinear(parseInt(hex.slice(i, i + 2), 16) / 255));
  const matrix = machadoMatrices[deficiency];
  return `#${matrix
    .map((row) => {
      const linear = row[0]! * rgb[0]! + row[1]! * rgb[1]! + row[2]! * rgb[2]!;
      return Math.round(Math.min(1, Math.max(0, toGamma(Math.min(1, Math.max(0, linear))))) * 255)
        .toString(16)
        .padStart(2, '0');
    })
    .join('')}`;
}
