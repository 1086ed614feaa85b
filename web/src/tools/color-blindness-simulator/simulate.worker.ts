/// <reference lib="webworker" />
import { deficiencies, simulatePixels } from './simulate';

// Simulates the four deficiencies on an image's pixels off the page's thread (a 12-megapixel photo
// is about 50 million pixel transforms), sending each result back as soon as it is ready.

export type SimulateRequest = { id: number; pixels: Uint8ClampedArray };
export type SimulateResult = { id: number; deficiency: (typeof deficiencies)[number]; pixels: Uint8ClampedArray };

self.onmessage = (event: MessageEvent<SimulateRequest>) => {
  const { id, pixels } = event.data;
  for (const deficiency of deficiencies) {
    const out = simulatePixels(pixels, deficiency);
    self.postMessage({ id, deficiency, pixels: out } satisfies SimulateResult, { transfer: [out.buffer] });
  }
};
