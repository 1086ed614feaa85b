// Formats large documents and runs JSON Schema validation off the main thread. The `.eval.worker`
// name matters: the server sends only such worker scripts with a CSP that lets Ajv compile schemas.
import { processJson, type WorkerRequest } from './process';
import { toFormatFailure, type FormatReply } from './failure';
import { textStats } from './text-stats';

self.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  const { id, file } = event.data;
  let reply: FormatReply;
  try {
    // A file is read here, so the page never decodes or copies its megabytes.
    const request = file ? { ...event.data.request, raw: await file.text() } : event.data.request;
    const output = processJson(request);
    // Counted here: on the main thread this takes a long task for tens of MB.
    reply = { id, ok: true, output, ...textStats(output) };
  } catch (err) {
    reply = { id, ok: false, failure: toFormatFailure(err) };
  }
  self.postMessage(reply);
};
