import { deficiencies, type Deficiency } from './simulate';
import type { SimulateRequest, SimulateResult } from './simulate.worker';

// Reading a user's image into pixels, simulating it in a worker, and turning pixels back into PNGs.

/** Larger images are scaled down to this many pixels: four copies of a 50 MP photo would not fit in a phone's memory. */
export const MAX_PIXELS = 16_000_000;

export type LoadedImage = { name: string; width: number; height: number; scaled: boolean; pixels: ImageData };

export async function readImage(file: File): Promise<LoadedImage> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new Error(`“${file.name}” is not an image this browser can open (try PNG, JPEG, WebP or GIF).`);
  }
  const scale = Math.min(1, Math.sqrt(MAX_PIXELS / (bitmap.width * bitmap.height)));
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d', { willReadFrequently: true })!;
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  return { name: file.name, width, height, scaled: scale < 1, pixels: context.getImageData(0, 0, width, height) };
}

export async function pixelsToPng(pixels: Uint8ClampedArray, width: number, height: number): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  canvas.getContext('2d')!.putImageData(new ImageData(new Uint8ClampedArray(pixels), width, height), 0, 0);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('The browser could not encode this image as PNG.');
  return blob;
}

let nextId = 0;

/** Runs the four simulations in a fresh worker; `onResult` gets each as it is ready. Returns a stop function. */
export function simulateImage(
  image: LoadedImage,
  onResult: (deficiency: Deficiency, png: Blob) => void,
  onError: (message: string) => void,
) {
  const worker = new Worker(new URL('./simulate.worker.ts', import.meta.url), { type: 'module', name: 'color-blindness' });
  const id = ++nextId;
  let left = deficiencies.length;
  worker.onmessage = (event: MessageEvent<SimulateResult>) => {
    if (event.data.id !== id) return;
    pixelsToPng(event.data.pixels, image.width, image.height).then(
      (png) => onResult(event.data.deficiency, png),
      (err: unknown) => onError((err as Error).message),
    );
    if (--left === 0) worker.terminate();
  };
  worker.onerror = () => {
    onError('The simulation stopped unexpectedly; try a smaller image.');
    worker.terminate();
  };
  worker.postMessage({ id, pixels: image.pixels.data } satisfies SimulateRequest);
  return () => worker.terminate();
}
