// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tag } from '@/operations/kinds';
import { runOperation } from '@/operations/run';
import { pythonJson } from '@/test-support/oracles';
import { csvToJson, jsonToCsv } from './operations';

// Oracle: Python's csv module. What we write, csv.reader reads back cell for cell; what csv.writer
// writes, we read back cell for cell (quotes, delimiters, line breaks inside fields, Unicode).
const pyRead = (csv: string, delimiter = ',') => pyReadAll([csv], delimiter)[0]!;
const pyWrite = (rows: string[][], delimiter = ',') => pyWriteAll([rows], delimiter)[0]!;
// One Python process for many tables: 25 processes per test outran the test timeout on a busy machine.
const pyReadAll = (csvs: string[], delimiter = ',') =>
  pythonJson<string[][][]>(
    `import sys, csv, json, io; print(json.dumps([list(csv.reader(io.StringIO(t, newline=''), delimiter=${JSON.stringify(delimiter)})) for t in json.load(sys.stdin)]))`,
    JSON.stringify(csvs),
  );
const pyWriteAll = (tables: string[][][], delimiter = ',') =>
  pythonJson<string[]>(
    `import sys, csv, json, io
out = []
for rows in json.load(sys.stdin):
    buf = io.StringIO(newline='')
    csv.writer(buf, delimiter=${JSON.stringify(delimiter)}, lineterminator='\\n').writerows(rows)
    out.append(buf.getvalue())
print(json.dumps(out))`,
    JSON.stringify(tables),
  );
const toCsv = async (value: unknown, options?: Record<string, unknown>) =>
  (await runOperation(jsonToCsv, tag('text', JSON.stringify(value)), { options })).value as string;
const toJson = async (csv: string, options?: Record<string, unknown>) =>
  JSON.parse((await runOperation(csvToJson, tag('text', csv), { options })).value as string) as unknown;

const cell = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 10 }),
  fc.constantFrom(
    'a,b',
    'say "hi"',
    'line\nbreak',
    'crlf\r\nbreak',
    ' padded ',
    '',
    'tab\there',
    'semi;colon',
    'pipe|d',
    '日本語',
    '😀',
  ),
);
const table = fc
  .integer({ min: 1, max: 5 })
  .chain((columns) => fc.array(fc.array(cell, { minLength: columns, maxLength: columns }), { minLength: 1, maxLength: 8 }));

describe('CSV written here reads back with Python csv', () => {
  it.each([
    ['comma', ','],
    ['tab', '\t'],
    ['semicolon', ';'],
    ['pipe', '|'],
  ])('random tables, %s-delimited', async (delimiter, char) => {
    const tables = fc.sample(table, { numRuns: 25, seed: 7 });
    const csvs: string[] = [];
    for (const rows of tables)
      csvs.push(
        await toCsv(
          rows.map((row) => Object.fromEntries(row.map((v, i) => [`c${i}`, v]))),
          { delimiter },
        ),
      );
    expect(pyReadAll(csvs, char)).toEqual(tables.map((rows) => [rows[0]!.map((_, i) => `c${i}`), ...rows]));
  });

  it('flattens nested objects into dotted headers, union of keys in first-seen order', async () => {
    const csv = await toCsv([
      { id: 1, user: { name: 'Ada', langs: ['en', 'fr'] } },
      { id: 2, extra: true, user: { name: 'Grace' }, empty: [] },
    ]);
    expect(pyRead(csv)).toEqual([
      ['id', 'user.name', 'user.langs.0', 'user.langs.1', 'extra', 'empty'],
      ['1', 'Ada', 'en', 'fr', '', ''],
      ['2', 'Grace', '', '', 'true', '[]'],
    ]);
  });

  it('writes nested values as JSON text when not flattening, quotes all and CRLF on request', async () => {
    const csv = await toCsv([{ a: { b: 1 }, c: 'x' }], { flatten: false, quoteAll: true, crlf: true });
    expect(csv).toBe('"a","c"\r\n"{""b"":1}","x"');
    expect(pyRead(csv)).toEqual([
      ['a', 'c'],
      ['{"b":1}', 'x'],
    ]);
  });
});

describe('CSV written by Python csv reads here', () => {
  it.each([
    ['comma', ','],
    ['tab', '\t'],
    ['semicolon', ';'],
  ])('random tables, %s-delimited (explicit and detected)', async (delimiter, char) => {
    const tables = fc.sample(table, { numRuns: 25, seed: 11 });
    const csvs = pyWriteAll(tables, char);
    for (const [i, csv] of csvs.entries()) {
      const rows = tables[i]!;
      expect(await toJson(csv, { header: false, delimiter, skipEmptyLines: false })).toEqual(
        csv.endsWith('\n') ? [...rows, ['']] : rows,
      );
    }
    // Detection needs rows that show the delimiter.
    const csv = pyWrite(
      [
        ['a', 'b', 'c'],
        ['1', '2', '3'],
        ['x y', 'z', 'w'],
      ],
      char,
    );
    expect(await toJson(csv, { header: false })).toEqual([
      ['a', 'b', 'c'],
      ['1', '2', '3'],
      ['x y', 'z', 'w'],
    ]);
  });

  it('with a header: objects as csv.DictReader gives, dotted headers nested again', async () => {
    const csv = 'id,user.name,user.langs.0,user.langs.1\n1,Ada,en,fr\n2,"Hopper, Grace",,\n';
    const dict = pythonJson<Record<string, string>[]>(
      'import sys, csv, json; print(json.dumps(list(csv.DictReader(sys.stdin))))',
      csv,
    );
    expect(await toJson(csv, { unflatten: false })).toEqual(dict);
    expect(await toJson(csv)).toEqual([
      { id: '1', user: { name: 'Ada', langs: ['en', 'fr'] } },
      { id: '2', user: { name: 'Hopper, Grace', langs: ['', ''] } },
    ]);
  });

  it('types numbers and booleans on request', async () => {
    expect(await toJson('n,b,s\n1.5,true,x\n', { dynamicTyping: true })).toEqual([{ n: 1.5, b: true, s: 'x' }]);
  });

  it('reports an unterminated quote with its line and column', async () => {
    await expect(runOperation(csvToJson, tag('text', 'a,b\n1,"open\n2,3'))).rejects.toThrow(
      'Not valid CSV: Quoted field unterminated (line 2, column 3)',
    );
  });
});
