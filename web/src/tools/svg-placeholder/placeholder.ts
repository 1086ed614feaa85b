// An SVG placeholder image: a filled rectangle of the asked size with centred text (by default
// its size, "300×150"). Colours are checked (hex or a CSS colour name) and all text is escaped,
// so whatever is typed cannot break out of the SVG.

export type PlaceholderOptions = {
  width: number;
  height: number;
  background: string;
  color: string;
  text: string;
  fontSize: number;
  fontFamily: string;
};

const hexColour = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const namedColour = /^[a-z]{3,20}$/i;

function checkColour(value: string, label: string): string {
  const colour = value.trim();
  if (hexColour.test(colour) || namedColour.test(colour)) return colour;
  throw new Error(`${label} “${value}” is not a colour: use #rgb, #rrggbb or a name such as lightgray.`);
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}

/** The text's size when none is given: as large as fits, by an average glyph of 0.6 em. */
export function autoFontSize(text: string, width: number, height: number): number {
  const length = Math.max(1, [...text].length);
  return Math.max(6, Math.floor(Math.min(height * 0.3, (width * 0.85) / (0.6 * length))));
}

export function placeholderSvg(options: PlaceholderOptions): string {
  const { width, height } = options;
  for (const [label, value] of [
    ['Width', width],
    ['Height', height],
  ] as const)
    if (!Number.isInteger(value) || value < 1 || value > 10000)
      throw new Error(`${label} must be a whole number from 1 to 10000.`);
  const background = checkColour(options.background, 'Background');
  const color = checkColour(options.color, 'Text colour');
  const text = options.text === '' ? `${width}×${height}` : options.text;
  const fontSize = options.fontSize > 0 ? options.fontSize : autoFontSize(text, width, height);
  const family = escapeXml(options.fontFamily.trim() || 'sans-serif');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="100%" height="100%" fill="${escapeXml(background)}"/>`,
    `<text x="50%" y="50%" fill="${escapeXml(color)}" font-family="${family}" font-size="${fontSize}" dominant-baseline="middle" text-anchor="middle">${escapeXml(text)}</text>`,
    '</svg>',
  ].join('');
}

/** The SVG as a data URL: base64, or percent-encoded (shorter for SVG, and readable). */
export function svgDataUrl(svg: string, encoding: 'base64' | 'url'): string {
  if (encoding === 'base64') {
    const bytes = new TextEncoder().encode(svg);
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return `data:image/svg+xml;base64,${btoa(binary)}`;
  }
  // encodeURIComponent leaves quotes escaped (%22), so the URL also fits in CSS url("…"); = : / need not be.
  return `data:image/svg+xml,${encodeURIComponent(svg).replace(/%3D/g, '=').replace(/%3A/g, ':').replace(/%2F/g, '/')}`;
}
