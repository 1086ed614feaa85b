// The baseline of the recipe-builder bench: operations run back to back on a file's text, in Node,
// without any UI (no worker, no page, no display), as `devforge` or the server would run them.
//   node --import tsx bench/lib/run-operations.ts <file> <runs> <operation-id>...
// Prints one JSON line: { times: [ms per run], outputChars }.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { convert, tag, type Value } from '../../web/src/operations/kinds';
import type { AnyOperation } from '../../web/src/operations/operation';
import { runOperation } from '../../web/src/operations/run';

const [file, runsArg, ...ids] = process.argv.slice(2);
if (!file || !runsArg || ids.length === 0) throw new Error('usage: run-operations.ts <file> <runs> <operation-id>...');
const toolsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/src/tools');

const byId = new Map<string, AnyOperation>();
for (const tool of fs.readdirSync(toolsDir)) {
  const modulePath = path.join(toolsDir, tool, 'operations.ts');
  if (!fs.existsSync(modulePath)) continue;
  const { operations } = (await import(modulePath)) as { operations: readonly AnyOperation[] };
  for (const operation of operations) if (ids.includes(operation.id)) byId.set(operation.id, operation);
}
const chain = ids.map((id) => {
  const operation = byId.get(id);
  if (!operation) throw new Error(`no operation ${id}`);
  return operation;
});

const text = fs.readFileSync(file, 'utf8');
const times: number[] = [];
let last: Value | null = null;
for (let run = 0; run < Number(runsArg); run++) {
  const started = performance.now();
  let value: Value = tag('text', text);
  for (const operation of chain) value = await runOperation(operation, tag(operation.input, convert(value, operation.input)));
  times.push(performance.now() - started);
  last = value;
}
console.log(JSON.stringify({ times, outputChars: last ? convert(last, 'text').length : 0 }));
