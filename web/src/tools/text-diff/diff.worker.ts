// Diffs large texts off the main thread so typing and scrolling never freeze.
import { diffTexts, type DiffOptions, type DiffResult } from './diff-model';

export type DiffRequest = { id: number; options: DiffOptions };
export type DiffResponse = { id: number; result: DiffResult } | { id: number; error: string };

self.onmessage = (event: MessageEvent<DiffRequest>) => {
  const { id, options } = event.data;
  let response: DiffResponse;
  try {
    response = { id, result: diffTexts(options) };
  } catch (err) {
    response = { id, error: err instanceof Error ? err.message : String(err) };
  }
  self.postMessage(response);
};
