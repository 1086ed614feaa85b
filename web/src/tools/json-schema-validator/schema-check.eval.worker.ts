// Validates in the background: a 20 MB document parses and validates here, never on the page. The
// `.eval.worker` name matters: the server sends only such worker scripts with a CSP that lets Ajv
// compile schemas (new Function), and with no network access.
import { checkAgainstSchema, compileMetaSchema, type SyntaxProblem } from '@/engines/json-schema/check';
import { generateSchema } from '@/engines/json-schema/generate';
import { JsonSyntaxError, parseJsonText } from '@/engines/json/syntax';
import type { CheckReply, CheckRequest } from './protocol';

function reply(message: CheckReply) {
  self.postMessage(message);
}

function problemOf(err: unknown): SyntaxProblem {
  if (err instanceof JsonSyntaxError) return { message: err.message, line: err.line, column: err.column, position: err.position };
  return { message: err instanceof Error ? err.message : String(err) };
}

self.onmessage = async (event: MessageEvent<CheckRequest>) => {
  const message = event.data;
  if (message.type === 'warm') {
    compileMetaSchema('2020-12');
    return;
  }
  const started = performance.now();
  // A file is read here, so the page never decodes or copies its megabytes.
  const document = message.documentFile ? await message.documentFile.text() : message.document;
  if (message.type === 'check') {
    const result = checkAgainstSchema({ schema: message.schema, document, draft: message.draft });
    reply({ type: 'check', id: message.id, result, totalMs: performance.now() - started });
    return;
  }
  try {
    if (document.trim() === '') throw new Error('Paste or upload a sample document first.');
    const schema = generateSchema({ sample: parseJsonText(document), draft: message.draft });
    reply({ type: 'generate', id: message.id, ok: true, schema: JSON.stringify(schema, null, 2) });
  } catch (err) {
    reply({ type: 'generate', id: message.id, ok: false, problem: problemOf(err) });
  }
};
