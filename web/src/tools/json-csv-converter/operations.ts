import { z } from 'zod';
import { lineAndColumn, parseJsonText, stringifyJson } from '../../operations/kinds';
import { defineOperation } from '../../operations/operation';
import { throwIfAborted } from '../../operations/run';
import { flattenRow, unflattenRow, unionOfKeys } from './flatten';

// JSON ↔ CSV/TSV with papaparse (loaded on first use). Nested objects flatten to dotted headers and
// come back nested; large inputs run in the generic screen's worker.

const delimiters = { comma: ',', tab: '\t', semicolon: ';', pipe: '|' } as const;
const delimiterChoices = { comma: 'Comma', tab: 'Tab', semicolon: 'Semicolon', pipe: 'Pipe' };

export const jsonToCsv = defineOperation({
  id: 'json-to-csv',
  name: 'JSON to CSV',
  description: 'Convert a JSON array of objects to CSV or TSV, flattening nested objects into dotted headers.',
  keywords: ['json', 'csv', 'tsv', 'excel', 'spreadsheet', 'convert'],
  input: 'text',
  output: 'text',
  options: z.object({
    delimiter: z
      .enum(['comma', 'tab', 'semicolon', 'pipe'])
      .default('comma')
      .meta({ label: 'Delimiter', choices: delimiterChoices }),
    quoteAll: z.boolean().default(false).meta({ label: 'Quote every field' }),
    header: z.boolean().default(true).meta({ label: 'Header row' }),
    flatten: z
      .boolean()
      .default(true)
      .meta({ label: 'Flatten nested objects (a.b)', description: 'Off: nested values are written as JSON text.' }),
    crlf: z.boolean().default(false).meta({ label: 'Windows line endings (CRLF)' }),
  }),
  inputLabel: 'JSON',
  outputLabel: 'CSV',
  inputPlaceholder: '[{"id": 1, "name": "Ada", "address": {"city": "London"}}]',
  outputFile: { extension: 'csv', mimeType: 'text/csv' },
  async run(text, o, { signal }) {
    const value = parseJsonText(text);
    const items = Array.isArray(value) ? value : [value];
    const rows = items.map((item, i) => {
      if (i % 10_000 === 0) throwIfAborted(signal);
      if (o.flatten) return flattenRow(item);
      if (item !== null && typeof item === 'object' && !Array.isArray(item))
        return Object.fromEntries(
          Object.entries(item).map(([k, v]) => [k, v !== null && typeof v === 'object' ? JSON.stringify(v) : v]),
        );
      return { value: item };
    });
    const Papa = (await import('papaparse')).default;
    const fields = unionOfKeys(rows);
    // With one column, an empty field would be an empty line, which readers skip: quote it, as Python's csv does.
    const quotes =
      o.quoteAll || (fields.length === 1 ? (value: unknown) => value === '' || value === null || value === undefined : false);
    return Papa.unparse(
      { fields, data: rows },
      { delimiter: delimiters[o.delimiter], quotes, header: o.header, newline: o.crlf ? '\r\n' : '\n', escapeFormulae: false },
    );
  },
  examples: [
    {
      input:
        '[{"id":1,"name":"Ada","address":{"city":"London"},"tags":["math"]},{"id":2,"name":"Grace, R.","address":{"city":"New York"}}]',
      output: 'id,name,address.city,tags.0\n1,Ada,London,math\n2,"Grace, R.",New York,',
    },
  ],
});

export const csvToJson = defineOperation({
  id: 'csv-to-json',
  name: 'CSV to JSON',
  description: 'Convert CSV or TSV to a JSON array, one object per row, with dotted headers nested again.',
  keywords: ['csv', 'tsv', 'json', 'convert', 'parse'],
  input: 'text',
  output: 'text',
  options: z.object({
    delimiter: z
      .enum(['auto', 'comma', 'tab', 'semicolon', 'pipe'])
      .default('auto')
      .meta({ label: 'Delimiter', choices: { auto: 'Detect', ...delimiterChoices } }),
    header: z.boolean().default(true).meta({ label: 'First row is the header', description: 'Off: each row becomes an array.' }),
    unflatten: z.boolean().default(true).meta({ label: 'Nest dotted headers (a.b)' }),
    dynamicTyping: z.boolean().default(false).meta({ label: 'Numbers and booleans as JSON values' }),
    skipEmptyLines: z.boolean().default(true).meta({ label: 'Skip empty lines' }),
  }),
  inputLabel: 'CSV',
  outputLabel: 'JSON',
  inputPlaceholder: 'id,name\n1,Ada',
  outputFile: { extension: 'json', mimeType: 'application/json' },
  outputLanguage: 'json',
  async run(text, o, { signal }) {
    const Papa = (await import('papaparse')).default;
    throwIfAborted(signal);
    const result = Papa.parse<Record<string, unknown> | unknown[]>(text, {
      header: o.header,
      delimiter: o.delimiter === 'auto' ? '' : delimiters[o.delimiter],
      dynamicTyping: o.dynamicTyping,
      skipEmptyLines: o.skipEmptyLines ? 'greedy' : false,
    });
    // Papa reports ragged rows as errors but still parses them; a bad quote is what stops a CSV.
    const fatal = result.errors.find((e) => e.type === 'Quotes');
    if (fatal) {
      // Papa's index is just past the quote that opens the field: point at the quote.
      const where =
        fatal.index !== undefined
          ? lineAndColumn(text, text[fatal.index - 1] === '"' ? fatal.index - 1 : fatal.index)
          : undefined;
      throw new Error(`Not valid CSV: ${fatal.message}${where ? ` (line ${where.line}, column ${where.column})` : ''}`);
    }
    throwIfAborted(signal);
    const rows = o.header && o.unflatten ? (result.data as Record<string, unknown>[]).map(unflattenRow) : result.data;
    return stringifyJson(rows);
  },
  examples: [
    {
      input: 'id,name,address.city\n1,Ada,London\n2,"Hopper, Grace",New York\n',
      output:
        '[\n  {\n    "id": "1",\n    "name": "Ada",\n    "address": {\n      "city": "London"\n    }\n  },\n  {\n    "id": "2",\n    "name": "Hopper, Grace",\n    "address": {\n      "city": "New York"\n    }\n  }\n]',
    },
  ],
});

export const operations = [jsonToCsv, csvToJson];
