import type { Harmony, Swatch } from './palette';

export const exportFormats = ['css', 'tailwind4', 'tailwind3', 'scss', 'json'] as const;
export type ExportFormat = (typeof exportFormats)[number];

export const exportLabels: Record<ExportFormat, string> = {
  css: 'CSS variables',
  tailwind4: 'Tailwind v4',
  tailwind3: 'Tailwind v3',
  scss: 'SCSS',
  json: 'JSON',
};

export const exportFiles: Record<ExportFormat, { name: string; mime: string }> = {
  css: { name: 'palette.css', mime: 'text/css' },
  tailwind4: { name: 'theme.css', mime: 'text/css' },
  tailwind3: { name: 'tailwind.config.js', mime: 'text/javascript' },
  scss: { name: '_palette.scss', mime: 'text/x-scss' },
  json: { name: 'palette.json', mime: 'application/json' },
};

const TAILWIND_STEPS = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950];

/** A CSS-safe name: lower-case letters, digits and hyphens ("Brand Blue" → "brand-blue"); "palette" if nothing is left. */
export function paletteName(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return /^[a-z]/.test(slug) ? slug : slug ? `c-${slug}` : 'palette';
}

/**
 * The key of each colour: Tailwind's 50–950 steps, light to dark, for shades and monochrome (spread
 * over the scale); 1, 2, 3… for the other harmonies, whose colours are not a scale.
 */
export function swatchKeys(harmony: Harmony, count: number): string[] {
  if (harmony !== 'shades' && harmony !== 'monochrome') return Array.from({ length: count }, (_, i) => String(i + 1));
  if (count === 1) return ['500'];
  const last = TAILWIND_STEPS.length - 1;
  return Array.from({ length: count }, (_, i) => String(TAILWIND_STEPS[Math.round((i * last) / (count - 1))]));
}

export type ExportOptions = { swatches: readonly Swatch[]; harmony: Harmony; name?: string; format: ExportFormat };

/** The palette as a file for the chosen format (CSS custom properties, Tailwind v4 @theme or v3 config, SCSS, JSON). */
export function exportPalette({ swatches, harmony, name = 'brand', format }: ExportOptions): string {
  const slug = paletteName(name);
  const keys = swatchKeys(harmony, swatches.length);
  const entries = swatches.map((swatch, i) => ({ key: keys[i]!, swatch }));
  switch (format) {
    case 'css':
      return `:root {\n${entries.map(({ key, swatch }) => `  --${slug}-${key}: ${swatch.hex};`).join('\n')}\n}\n`;
    case 'tailwind4':
      // v4 themes are CSS; its own palette is written in OKLCH.
      return `@import "tailwindcss";\n\n@theme {\n${entries.map(({ key, swatch }) => `  --color-${slug}-${key}: ${swatch.oklch};`).join('\n')}\n}\n`;
    case 'tailwind3':
      return (
        `/** @type {import('tailwindcss').Config} */\nmodule.exports = {\n  theme: {\n    extend: {\n      colors: {\n        '${slug}': {\n` +
        entries.map(({ key, swatch }) => `          ${/^\d+$/.test(key) ? key : `'${key}'`}: '${swatch.hex}',`).join('\n') +
        `\n        },\n      },\n    },\n  },\n};\n`
      );
    case 'scss':
      return `${entries.map(({ key, swatch }) => `$${slug}-${key}: ${swatch.hex};`).join('\n')}\n\n$${slug}: (\n${entries.map(({ key, swatch }) => `  '${key}': ${swatch.hex},`).join('\n')}\n);\n`;
    case 'json':
      return `${JSON.stringify({ [slug]: Object.fromEntries(entries.map(({ key, swatch }) => [key, swatch.hex])) }, null, 2)}\n`;
  }
}
