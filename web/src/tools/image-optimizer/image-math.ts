// The image optimizer's arithmetic and checks: no DOM, so it is tested without a browser.

/** Per-file limit. The spec states "up to 10MB" but never enforced it; we do. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

export const QUALITY_MIN = 10;
export const QUALITY_MAX = 100;
export const QUALITY_DEFAULT = 80;

export const outputFormats = ['jpeg', 'png', 'webp'] as const;
export type OutputFormat = (typeof outputFormats)[number];

export const formatInfo: Record<OutputFormat, { mime: string; extension: string; label: string; lossy: boolean }> = {
  jpeg: { mime: 'image/jpeg', extension: 'jpg', label: 'JPEG', lossy: true },
  png: { mime: 'image/png', extension: 'png', label: 'PNG', lossy: false },
  webp: { mime: 'image/webp', extension: 'webp', label: 'WebP', lossy: true },
};

const imageExtensions = /\.(png|jpe?g|webp|gif|avif|bmp|ico|svg)$/i;

/** Throws the message shown for a file we refuse (not an image, or over the 10 MB limit). */
export function checkImageFile({ name, type, size }: { name: string; type: string; size: number }): void {
  // Some systems leave `type` empty; the extension then decides.
  const isImage = type ? type.startsWith('image/') : imageExtensions.test(name);
  if (!isImage) throw new Error(`"${name}" is not an image. Choose JPEG, PNG, WebP, GIF, AVIF or BMP files.`);
  if (size > MAX_FILE_BYTES) throw new Error(`"${name}" is ${formatBytes(size)}, over the 10 MB limit per image.`);
}

/** Quality as typed: clamped to 10..100, non-numbers fall back to the default 80. */
export function clampQuality(value: number | string): number {
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n) || String(value).trim() === '') return QUALITY_DEFAULT;
  return Math.min(QUALITY_MAX, Math.max(QUALITY_MIN, Math.round(n)));
}

/** The encoder's 0..1 quality; PNG is lossless and takes none. */
export function encoderQuality({ format, quality }: { format: OutputFormat; quality: number }): number | undefined {
  return formatInfo[format].lossy ? clampQuality(quality) / 100 : undefined;
}

export type FitOptions = {
  width: number;
  height: number;
  /** Empty / 0 / undefined means "no limit". */
  maxWidth?: number;
  maxHeight?: number;
  keepAspectRatio?: boolean;
};

/**
 * The output size. Images are only ever made smaller. With the aspect ratio kept, one factor
 * scales both sides to fit inside the box; without, each side is capped on its own.
 */
export function fitDimensions({ width, height, maxWidth, maxHeight, keepAspectRatio = true }: FitOptions): {
  width: number;
  height: number;
} {
  if (!(width > 0 && height > 0)) throw new Error('The image has no size');
  for (const [label, value] of [
    ['Max width', maxWidth],
    ['Max height', maxHeight],
  ] as const) {
    if (value !== undefined && (!Number.isFinite(value) || value < 0))
      throw new Error(`${label} must be a positive number of pixels`);
  }
  const limitW = maxWidth ? maxWidth : Infinity;
  const limitH = maxHeight ? maxHeight : Infinity;
  if (!keepAspectRatio) {
    return { width: Math.max(1, Math.round(Math.min(width, limitW))), height: Math.max(1, Math.round(Math.min(height, limitH))) };
  }
  const scale = Math.min(1, limitW / width, limitH / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * The sizes a large downscale passes through: halving each time keeps detail that a single
 * bilinear step from e.g. 4000 px to 400 px would alias away.
 */
export function downscaleSteps({ from, to }: { from: { width: number; height: number }; to: { width: number; height: number } }) {
  const steps: { width: number; height: number }[] = [];
  let { width, height } = from;
  while (width / 2 > to.width && height / 2 > to.height) {
    width = Math.round(width / 2);
    height = Math.round(height / 2);
    steps.push({ width, height });
  }
  steps.push(to);
  return steps;
}

/** Bytes saved and the percentage (negative when the output is larger). */
export function savings({ before, after }: { before: number; after: number }): { bytes: number; percent: number } {
  if (before <= 0) return { bytes: 0, percent: 0 };
  const bytes = before - after;
  return { bytes, percent: Math.round((bytes / before) * 1000) / 10 };
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** "holiday photo.png" as WebP → "holiday photo.webp". */
export function outputFileName({ name, format }: { name: string; format: OutputFormat }): string {
  const base = name.replace(/\.[^./\\]+$/, '') || 'image';
  return `${base}.${formatInfo[format].extension}`;
}

/** Names made unique for a ZIP, ignoring case (as Windows and macOS do): "a.jpg", "a (2).jpg", … */
export function uniqueFileNames(names: string[]): string[] {
  const taken = new Set<string>();
  return names.map((name) => {
    let candidate = name;
    for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = name.replace(/(\.[^.]+)?$/, (ext) => ` (${n})${ext}`);
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}
