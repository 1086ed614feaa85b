// Decoding, resizing and encoding one image. The same code runs in the worker (OffscreenCanvas)
// and, where OffscreenCanvas is missing, on the main thread (a <canvas> element).
import { downscaleSteps, encoderQuality, fitDimensions, formatInfo, type OutputFormat } from './image-math';

export type EncodeSettings = {
  format: OutputFormat;
  quality: number;
  maxWidth?: number;
  maxHeight?: number;
  keepAspectRatio: boolean;
};

export type EncodeRequest = { file: Blob; name: string; settings: EncodeSettings };

export type EncodeResult = {
  blob: Blob;
  width: number;
  height: number;
  originalWidth: number;
  originalHeight: number;
  /** False when the browser could not write the format asked for (e.g. WebP in old Safari). */
  formatHonoured: boolean;
};

type AnyCanvas = OffscreenCanvas | HTMLCanvasElement;
export type CanvasKit = {
  create: (width: number, height: number) => AnyCanvas;
  toBlob: (canvas: AnyCanvas, type: string, quality: number | undefined) => Promise<Blob>;
};

export const offscreenKit: CanvasKit = {
  create: (width, height) => new OffscreenCanvas(width, height),
  toBlob: (canvas, type, quality) => (canvas as OffscreenCanvas).convertToBlob({ type, quality }),
};

export const elementKit: CanvasKit = {
  create: (width, height) => Object.assign(document.createElement('canvas'), { width, height }),
  toBlob: (canvas, type, quality) =>
    new Promise((resolve, reject) =>
      (canvas as HTMLCanvasElement).toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('The browser could not encode the image'))),
        type,
        quality,
      ),
    ),
};

export async function encodeImage({ file, name, settings }: EncodeRequest, kit: CanvasKit): Promise<EncodeResult> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new Error(`Could not read "${name}": this browser cannot decode it.`);
  }
  try {
    const original = { width: bitmap.width, height: bitmap.height };
    const target = fitDimensions({ ...original, ...settings });
    const { mime } = formatInfo[settings.format];
    let source: CanvasImageSource = bitmap;
    let canvas: AnyCanvas | null = null;
    for (const step of downscaleSteps({ from: original, to: target })) {
      canvas = kit.create(step.width, step.height);
      const context = canvas.getContext('2d') as CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
      if (!context) throw new Error('This browser cannot draw images off screen');
      context.imageSmoothingEnabled = true;
      context.imageSmoothingQuality = 'high';
      // JPEG has no transparency: transparent pixels would turn black without a white backdrop.
      if (settings.format === 'jpeg') {
        context.fillStyle = '#ffffff';
        context.fillRect(0, 0, step.width, step.height);
      }
      context.drawImage(source, 0, 0, step.width, step.height);
      source = canvas;
    }
    const blob = await kit.toBlob(canvas!, mime, encoderQuality(settings));
    return {
      blob,
      ...target,
      originalWidth: original.width,
      originalHeight: original.height,
      formatHonoured: blob.type === mime,
    };
  } finally {
    bitmap.close();
  }
}
