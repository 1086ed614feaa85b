// QR codes rendered locally with the `qrcode` package (the spec's external image service would
// leak every encoded text to a third party).
import QRCode, { type QRCodeRenderersOptions } from 'qrcode';
import { getCharCountIndicator, BYTE, MIXED } from 'qrcode/lib/core/mode.js';
import { getCapacity } from 'qrcode/lib/core/version.js';

export const QR_SIZE_MIN = 100;
export const QR_SIZE_MAX = 500;
export const QR_SIZE_DEFAULT = 200;
/** The quiet zone ISO 18004 asks for, in modules. */
export const QR_MARGIN = 4;

export const qrLevels = ['L', 'M', 'Q', 'H'] as const;
export type QrLevel = (typeof qrLevels)[number];
export const QR_LEVEL_DEFAULT: QrLevel = 'M';
/** How much of the symbol can be damaged and still be read (spec tools.md §9). */
export const qrLevelRecovery: Record<QrLevel, number> = { L: 7, M: 15, Q: 25, H: 30 };

export const QR_FOREGROUND_DEFAULT = '#000000';
export const QR_BACKGROUND_DEFAULT = '#ffffff';

export type QrInfo = {
  version: number;
  /** Modules per side (21 for version 1, 177 for version 40). */
  modules: number;
  /** The encoding modes used, e.g. ['Byte'] or ['Numeric', 'Byte']. */
  modes: string[];
  usedBits: number;
  capacityBits: number;
  /** 0–100. */
  usedPercent: number;
};

export function checkQrSize(size: number): number {
  if (!Number.isFinite(size) || size < QR_SIZE_MIN || size > QR_SIZE_MAX) {
    throw new Error(`QR size must be between ${QR_SIZE_MIN} and ${QR_SIZE_MAX} pixels`);
  }
  return Math.round(size);
}

const utf8Length = (text: string) => new TextEncoder().encode(text).length;

/** The most bytes any QR code holds at a level (version 40). */
export function maxQrBytes(level: QrLevel): number {
  return getCapacity(40, QRCode.create('0', { errorCorrectionLevel: level }).errorCorrectionLevel, BYTE);
}

function createSymbol(text: string, level: QrLevel) {
  if (text === '') throw new Error('Enter some text or a URL to encode');
  if (!qrLevels.includes(level)) throw new Error(`Error correction must be one of ${qrLevels.join(', ')}`);
  try {
    return QRCode.create(text, { errorCorrectionLevel: level });
  } catch (err) {
    if (err instanceof Error && /too big/i.test(err.message)) {
      throw new Error(
        `Too much data for a QR code: ${utf8Length(text).toLocaleString('en-US')} bytes, and at error correction ${level} ` +
          `a QR code holds at most ${maxQrBytes(level).toLocaleString('en-US')} bytes of text. Shorten the text or choose a lower level.`,
        { cause: err },
      );
    }
    throw err;
  }
}

/** The version qrcode picks for this text and how full that version is. */
export function inspectQr({ text, errorCorrection = QR_LEVEL_DEFAULT }: { text: string; errorCorrection?: QrLevel }): QrInfo {
  const symbol = createSymbol(text, errorCorrection);
  const { version } = symbol;
  // Each segment costs a 4-bit mode indicator, a character count field and its data.
  const usedBits = symbol.segments.reduce((sum, s) => sum + 4 + getCharCountIndicator(s.mode, version) + s.getBitsLength(), 0);
  const capacityBits = getCapacity(version, symbol.errorCorrectionLevel, MIXED);
  return {
    version,
    modules: symbol.modules.size,
    modes: [...new Set(symbol.segments.map((s) => s.mode.id))],
    usedBits,
    capacityBits,
    usedPercent: Math.min(100, Math.round((usedBits / capacityBits) * 100)),
  };
}

export type QrRenderOptions = {
  text: string;
  size?: number;
  errorCorrection?: QrLevel;
  foreground?: string;
  background?: string;
};

/** qrcode's render options; a symbol too dense for the size is drawn at 1 px per module instead. */
export function qrRenderOptions({
  text,
  size = QR_SIZE_DEFAULT,
  errorCorrection = QR_LEVEL_DEFAULT,
  foreground = QR_FOREGROUND_DEFAULT,
  background = QR_BACKGROUND_DEFAULT,
}: QrRenderOptions): QRCodeRenderersOptions {
  const width = checkQrSize(size);
  const { modules } = inspectQr({ text, errorCorrection });
  const fits = width >= modules + 2 * QR_MARGIN;
  return {
    errorCorrectionLevel: errorCorrection,
    margin: QR_MARGIN,
    color: { dark: foreground, light: background },
    ...(fits ? { width } : { scale: 1 }),
  };
}

/** Pixels per module at a size (under ~2 px phones struggle to read the code). */
export function pixelsPerModule({ size, modules }: { size: number; modules: number }): number {
  return size / (modules + 2 * QR_MARGIN);
}

// async: a bad option rejects the promise rather than throwing at the caller.
export async function qrToPngDataUrl(options: QrRenderOptions): Promise<string> {
  return QRCode.toDataURL(options.text, { ...qrRenderOptions(options), type: 'image/png' });
}

export async function qrToSvg(options: QrRenderOptions): Promise<string> {
  return QRCode.toString(options.text, { ...qrRenderOptions(options), type: 'svg' });
}

// WCAG relative luminance and contrast ratio, to warn about codes scanners cannot read.
function luminance(hex: string): number {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) throw new Error(`Colour must be #rrggbb, got "${hex}"`);
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(match[1].slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** A warning when the colours would make the code hard or impossible to scan, else null. */
export function colourWarning({ foreground, background }: { foreground: string; background: string }): string | null {
  if (contrastRatio(foreground, background) < 3)
    return 'Low contrast between the colours: many scanners will fail to read this code.';
  if (luminance(foreground) > luminance(background))
    return 'Light modules on a dark background: some scanners cannot read inverted codes.';
  return null;
}

export function dataUrlToBlob(dataUrl: string): Blob {
  const [header, data] = dataUrl.split(',');
  const mime = /data:([^;]+)/.exec(header)?.[1] ?? 'application/octet-stream';
  const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
  return new Blob([bytes], { type: mime });
}
