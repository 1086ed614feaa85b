// A query result as CSV (RFC 4180) or JSON (an array of row objects), for copy and download.
import type { Cell, ResultColumn } from '@/engines/database/types';

/** A cell as text: NULL is empty, objects and arrays are JSON. */
export function cellText(value: Cell): string {
  if (value === null) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function csvField(value: Cell): string {
  const text = cellText(value);
  return /[",\r\n]/.test(text) || /^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function resultToCsv({ columns, rows }: { columns: ResultColumn[]; rows: Cell[][] }): string {
  const lines = [columns.map((c) => csvField(c.name)).join(',')];
  for (const row of rows) lines.push(row.map(csvField).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** Column names made unique for object keys (SELECT 1 AS a, 2 AS a → a, a_2). */
export function uniqueNames(columns: ResultColumn[]): string[] {
  const used = new Map<string, number>();
  return columns.map(({ name }) => {
    const count = (used.get(name) ?? 0) + 1;
    used.set(name, count);
    return count === 1 ? name : `${name}_${count}`;
  });
}

export function resultToJson({ columns, rows }: { columns: ResultColumn[]; rows: Cell[][] }): string {
  const names = uniqueNames(columns);
  return JSON.stringify(
    rows.map((row) => Object.fromEntries(names.map((name, i) => [name, row[i] ?? null]))),
    null,
    2,
  );
}
