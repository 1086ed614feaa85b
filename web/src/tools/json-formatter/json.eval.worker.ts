// Formats large documents and runs JSON Schema validation off the main thread. The `.eval.worker`
// name matters: the server sends only such worker scripts with a CSP that lets Ajv compile schemas.
import { processJson, type WorkerRequest } from './process';
import { toFormatFailure, type FormatReply } from './failure';
import { previewOf } from './output-preview';
import { textStats } from '../../engines/json/text-stats';

/** The latest run's full output, handed over on request (see FormatReply). */
let kept: { id: number; output: string } | undefined;

function reply(message: FormatReply) {
  self.postMessage(message);
}

self.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  const message = event.data;
  if (message.type === 'output') {
    reply({ type: 'output', id: message.id, output: kept?.id === message.id ? kept.output : null });
    return;
  }
  const { id, file } = message;
  kept = undefined;
  try {
    // A file is read here, so the page never decodes or copies its megabytes.
    const request = file ? { ...message.request, raw: await file.text() } : message.request;
    const output = processJson(request);
    kept = { id, output };
    // Counted here: on the main thread this takes a long task for tens of MB.
    reply({ type: 'result', id, ok: true, preview: previewOf(output), length: output.length, ...textStats(output) });
  } catch (err) {
    reply({ type: 'result', id, ok: false, failure: toFormatFailure(err) });
  }
};
