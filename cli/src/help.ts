import type { Kind } from '../../web/src/operations/kinds';
import type { AnyOperation, OperationExample } from '../../web/src/operations/operation';
import { optionFlagName } from '../../web/src/operations/option-text';
import { optionFields, type OptionField } from '../../web/src/operations/options';
import type { OperationCatalogue } from '../../web/src/operations/catalogue';
import { runsHere } from './catalogue';

// What `devforge`, `devforge list` and `devforge help <operation>` print, generated from the
// operations themselves (their descriptions, option schemas and worked examples).

export const usage = `devforge: DevForge's operations on the command line, offline.

Usage:
  devforge <operation> [--option value …] [--input FILE]   run one operation (input: standard input or FILE)
  devforge list [--json]                                  the operations, with their input and output kinds
  devforge help <operation>                               an operation's options, defaults and examples
  devforge recipe <file.json | share link> [--input FILE] run a saved recipe or a share link's steps
  devforge --version

Output goes to standard output as it is (bytes stay bytes); errors to standard error.
Exit codes: 0 done, 1 the input was refused, 2 the command line was wrong.
`;

const kindNames: Record<Kind, string> = { text: 'text', bytes: 'bytes', json: 'JSON', none: '-' };

/** One line per operation: id, kinds, description. */
export function listText(catalogue: OperationCatalogue): string {
  const entries = catalogue.list.filter(({ operation }) => runsHere(operation));
  const width = Math.max(...entries.map(({ operation }) => operation.id.length));
  const kindsOf = (op: AnyOperation) => `${kindNames[op.input as Kind]} → ${kindNames[op.output as Kind]}`;
  const kindsWidth = Math.max(...entries.map(({ operation }) => kindsOf(operation).length));
  return entries
    .map(({ operation }) => `${operation.id.padEnd(width)}  ${kindsOf(operation).padEnd(kindsWidth)}  ${operation.description}\n`)
    .join('');
}

export function listJson(catalogue: OperationCatalogue): string {
  const entries = catalogue.list.filter(({ operation }) => runsHere(operation));
  const list = entries.map(({ operation, toolId }) => ({
    id: operation.id,
    name: operation.name,
    tool: toolId,
    input: operation.input,
    output: operation.output,
    description: operation.description,
  }));
  return `${JSON.stringify(list, null, 2)}\n`;
}

function typeOf(field: OptionField): string {
  switch (field.type) {
    case 'boolean':
      return 'true/false';
    case 'number': {
      const range =
        field.min !== undefined && field.max !== undefined
          ? ` ${field.min}–${field.max}`
          : field.min !== undefined
            ? ` ≥ ${field.min}`
            : field.max !== undefined
              ? ` ≤ ${field.max}`
              : '';
      return `${field.integer ? 'integer' : 'number'}${range}`;
    }
    case 'enum':
      return field.values.join(' | ');
    case 'string':
      return field.sensitive ? 'text, secret' : 'text';
  }
}

function defaultOf(field: OptionField): string {
  if (field.type === 'string') return field.default === '' ? 'empty' : JSON.stringify(field.default);
  return String(field.default);
}

/** A word safe in a POSIX shell. */
function shellQuote(text: string): string {
  return /^[A-Za-z0-9_./:=@,+-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`;
}

function flagsOf(operation: AnyOperation, options: Record<string, unknown> | undefined): string {
  const fields = new Map(optionFields(operation).map((f) => [f.key, f]));
  return Object.entries(options ?? {})
    .map(([key, value]) => {
      const flag = `--${optionFlagName(key)}`;
      if (fields.get(key)?.type === 'boolean') return value ? flag : `--no-${optionFlagName(key)}`;
      return `${flag} ${shellQuote(String(value))}`;
    })
    .join(' ');
}

function exampleText(operation: AnyOperation, example: OperationExample): string {
  const command = ['devforge', operation.id, flagsOf(operation, example.options)].filter(Boolean).join(' ');
  const result = example.output ?? `(matches /${example.pattern}/)`;
  const oneLine = (text: string) => !text.includes('\n') && text.length <= 72;
  const lines: string[] = [];
  if (example.title) lines.push(`  # ${example.title}`);
  if (operation.input === 'none') lines.push(`  $ ${command}`);
  else if (oneLine(example.input ?? '')) lines.push(`  $ printf '%s' ${shellQuote(example.input ?? '')} | ${command}`);
  else lines.push(`  $ ${command} < input`, ...(example.input ?? '').split('\n').map((line) => `    ${line}`));
  lines.push(...result.split('\n').map((line) => `  ${line}`));
  return lines.join('\n');
}

/** `devforge help <operation>`: what it does, its kinds, options (type, default) and examples. */
export function operationHelp(operation: AnyOperation, toolId: string): string {
  const fields = optionFields(operation);
  const lines = [
    `${operation.id}: ${operation.name}`,
    operation.description,
    '',
    `Usage: devforge ${operation.id}${fields.length > 0 ? ' [options]' : ''}${operation.input === 'none' ? '' : ' [--input FILE]'}`,
    `Input: ${operation.input === 'none' ? 'none' : `${kindNames[operation.input as Kind]} (standard input or --input FILE)`}    Output: ${kindNames[operation.output as Kind]}`,
    `Tool: ${toolId} (/tools/${toolId} in DevForge)`,
  ];
  if (fields.length > 0) {
    lines.push('', 'Options:');
    const flags = fields.map(
      (f) =>
        `--${optionFlagName(f.key)}${f.type === 'boolean' ? '' : ` <${f.type === 'enum' ? 'choice' : f.type === 'number' ? 'n' : 'text'}>`}`,
    );
    const optionsFlag = '--options <JSON>';
    const width = Math.max(optionsFlag.length, ...flags.map((f) => f.length));
    fields.forEach((field, i) => {
      const label = field.label ?? field.key;
      lines.push(`  ${flags[i]!.padEnd(width)}  ${label} (${typeOf(field)}; default ${defaultOf(field)})`);
      if (field.description) lines.push(`  ${''.padEnd(width)}  ${field.description}`);
      if (field.type === 'enum' && field.choices)
        lines.push(...field.values.map((v) => `  ${''.padEnd(width)}    ${v}: ${field.choices![v] ?? v}`));
    });
    lines.push(`  ${optionsFlag.padEnd(width)}  all of them as one JSON object (flags given beside it win)`);
  }
  const examples = operation.examples ?? [];
  if (examples.length > 0) lines.push('', 'Examples:', ...examples.map((e) => exampleText(operation, e)));
  return `${lines.join('\n')}\n`;
}

/** Operation ids close to a mistyped one (same words, or a few letters apart). */
export function closeIds(wanted: string, catalogue: OperationCatalogue): string[] {
  const ids = catalogue.list.filter(({ operation }) => runsHere(operation)).map(({ operation }) => operation.id);
  const words = wanted.split('-');
  const scored = ids
    .map((id) => ({ id, distance: editDistance(wanted, id), shared: words.filter((w) => w.length > 2 && id.includes(w)).length }))
    .filter(({ distance, shared }) => distance <= 3 || shared > 0)
    .sort((a, b) => b.shared - a.shared || a.distance - b.distance);
  return scored.slice(0, 5).map(({ id }) => id);
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++)
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[b.length]!;
}
