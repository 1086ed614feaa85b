import { z } from 'zod';
import { defineOperation } from '../../operations/operation';
import { placeholderSvg, svgDataUrl } from './placeholder';
import { svgToPng } from './rasterize';

const options = {
  width: z.number().int().min(1).max(10000).default(300).meta({ label: 'Width (px)' }),
  height: z.number().int().min(1).max(10000).default(150).meta({ label: 'Height (px)' }),
  background: z.string().default('#cccccc').meta({ label: 'Background', placeholder: '#cccccc' }),
  color: z.string().default('#333333').meta({ label: 'Text colour', placeholder: '#333333' }),
  text: z.string().default('').meta({ label: 'Text', description: 'Empty: the size, such as 300×150.', placeholder: '300×150' }),
  fontSize: z.number().int().min(0).max(2000).default(0).meta({ label: 'Font size (px)', description: '0: as large as fits.' }),
  fontFamily: z.string().default('sans-serif').meta({ label: 'Font family' }),
};

export const svgPlaceholder = defineOperation({
  id: 'svg-placeholder',
  name: 'SVG file',
  description: 'Make a placeholder image as SVG: a box of the given size and colours with centred text.',
  keywords: ['placeholder', 'svg', 'image', 'dummy image', 'mockup', 'placehold'],
  input: 'none',
  output: 'text',
  options: z.object(options),
  outputLabel: 'SVG',
  outputFile: { extension: 'svg', mimeType: 'image/svg+xml' },
  run: (_none, o) => placeholderSvg(o),
  examples: [
    {
      output:
        '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="150" viewBox="0 0 300 150"><rect width="100%" height="100%" fill="#cccccc"/><text x="50%" y="50%" fill="#333333" font-family="sans-serif" font-size="45" dominant-baseline="middle" text-anchor="middle">300×150</text></svg>',
    },
    {
      options: { width: 640, height: 360, background: 'navy', color: '#fff', text: 'Hero <image>', fontSize: 48 },
      output:
        '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360"><rect width="100%" height="100%" fill="navy"/><text x="50%" y="50%" fill="#fff" font-family="sans-serif" font-size="48" dominant-baseline="middle" text-anchor="middle">Hero &lt;image&gt;</text></svg>',
    },
  ],
});

export const svgPlaceholderDataUrl = defineOperation({
  id: 'svg-placeholder-data-url',
  name: 'Inline data URL',
  description: 'Make a placeholder image as an SVG data URL, for an img src or a CSS background.',
  keywords: ['placeholder', 'data url', 'data uri', 'svg', 'base64', 'inline image'],
  input: 'none',
  output: 'text',
  options: z.object({
    ...options,
    encoding: z
      .enum(['url', 'base64'])
      .default('url')
      .meta({ label: 'Encoding', choices: { url: 'Percent-encoded (shorter)', base64: 'Base64' } }),
  }),
  outputLabel: 'Data URL',
  run: (_none, { encoding, ...o }) => svgDataUrl(placeholderSvg(o), encoding),
  examples: [
    {
      options: { width: 16, height: 16, text: ' ', encoding: 'base64' },
      output:
        'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHdpZHRoPSIxNiIgaGVpZ2h0PSIxNiIgdmlld0JveD0iMCAwIDE2IDE2Ij48cmVjdCB3aWR0aD0iMTAwJSIgaGVpZ2h0PSIxMDAlIiBmaWxsPSIjY2NjY2NjIi8+PHRleHQgeD0iNTAlIiB5PSI1MCUiIGZpbGw9IiMzMzMzMzMiIGZvbnQtZmFtaWx5PSJzYW5zLXNlcmlmIiBmb250LXNpemU9IjYiIGRvbWluYW50LWJhc2VsaW5lPSJtaWRkbGUiIHRleHQtYW5jaG9yPSJtaWRkbGUiPiA8L3RleHQ+PC9zdmc+',
    },
  ],
});

export const svgPlaceholderPng = defineOperation({
  id: 'svg-placeholder-png',
  name: 'PNG image',
  description: 'Make a placeholder image as PNG, drawn by the browser from the same SVG, at the exact pixel size.',
  keywords: ['placeholder', 'png', 'image', 'dummy image', 'mockup', 'raster'],
  input: 'none',
  output: 'bytes',
  options: z.object(options),
  needs: 'dom',
  outputLabel: 'PNG',
  outputFile: { extension: 'png', mimeType: 'image/png' },
  run: (_none, o) => svgToPng(placeholderSvg(o), o.width, o.height),
  examples: [
    {
      // Shown as a hex dump: the PNG signature, then the IHDR chunk with width 64 (0x40) and height 48 (0x30).
      options: { width: 64, height: 48, background: 'tomato', color: 'white' },
      pattern:
        '^00000000  89 50 4e 47 0d 0a 1a 0a 00 00 00 0d 49 48 44 52  \\.PNG\\.{8}IHDR\\n00000010  00 00 00 40 00 00 00 30 ',
    },
  ],
});

export const operations = [svgPlaceholder, svgPlaceholderDataUrl, svgPlaceholderPng];
