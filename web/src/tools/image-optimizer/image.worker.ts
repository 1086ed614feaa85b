// Encodes images off the main thread: decoding and re-encoding a 10 MB photo takes long
// enough to freeze the page otherwise.
import { encodeImage, offscreenKit, type EncodeRequest, type EncodeResult } from './encode';

export type WorkerRequest = { id: number } & EncodeRequest;
export type WorkerResponse = { id: number; result: EncodeResult } | { id: number; error: string };

self.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  const { id, ...request } = event.data;
  let response: WorkerResponse;
  try {
    response = { id, result: await encodeImage(request, offscreenKit) };
  } catch (err) {
    response = { id, error: err instanceof Error ? err.message : String(err) };
  }
  self.postMessage(response);
};
