// Formats large documents and runs JSON Schema validation off the main thread. The `.eval.worker`
// name matters: the server sends only such worker scripts with a CSP that lets Ajv compile schemas.
import { processJson, type FormatRequest } from './process';
import { toFormatFailure, type FormatReply } from './failure';

self.onmessage = (event: MessageEvent<{ id: number; request: FormatRequest }>) => {
  const { id, request } = event.data;
  let reply: FormatReply;
  try {
    reply = { id, ok: true, output: processJson(request) };
  } catch (err) {
    reply = { id, ok: false, failure: toFormatFailure(err) };
  }
  self.postMessage(reply);
};
