// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { resultToCsv, resultToJson } from './result-export';

// What RFC 4180 parsers read back: checked by parsing our CSV with a strict reader written from the RFC's grammar.
function parseRfc4180(text: string): string[][] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let i = 0;
  let quoted = false;
  while (i < text.length) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 2;
      } else if (c === '"') {
        quoted = false;
        i++;
      } else {
        field += c;
        i++;
      }
    } else if (c === '"') {
      quoted = true;
      i++;
    } else if (c === ',') {
      record.push(field);
      field = '';
      i++;
    } else if (c === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i += 2;
    } else {
      field += c;
      i++;
    }
  }
  return records;
}

describe('resultToCsv', () => {
  it('quotes what needs quoting and writes NULL as empty, objects as JSON', () => {
    const columns = [{ name: 'id' }, { name: 'note' }, { name: 'doc' }];
    const rows = [
      [1, 'plain', null],
      [2, 'comma, "quote"\nnewline', { a: [1, 2] }],
    ];
    const csv = resultToCsv({ columns, rows });
    expect(parseRfc4180(csv)).toEqual([
      ['id', 'note', 'doc'],
      ['1', 'plain', ''],
      ['2', 'comma, "quote"\nnewline', '{"a":[1,2]}'],
    ]);
  });
});

describe('resultToJson', () => {
  it('gives an array of objects with unique keys', () => {
    const json = resultToJson({ columns: [{ name: 'a' }, { name: 'a' }], rows: [[1, 'x']] });
    expect(JSON.parse(json)).toEqual([{ a: 1, a_2: 'x' }]);
  });
});
