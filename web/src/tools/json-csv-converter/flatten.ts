// Nested JSON ↔ flat rows with dotted headers: {"a": {"b": 1}, "tags": ["x"]} ↔ a.b = 1, tags.0 = x.
// Numeric segments stand for array indexes on the way back.

type Row = Record<string, unknown>;

/** One object as a flat row; nested objects and arrays become dotted keys. Empty containers stay as JSON text. */
export function flattenRow(value: unknown, prefix = '', into: Row = {}): Row {
  if (value !== null && typeof value === 'object' && Object.keys(value).length > 0) {
    for (const [key, item] of Object.entries(value)) flattenRow(item, prefix === '' ? key : `${prefix}.${key}`, into);
  } else if (prefix === '') {
    into.value = value;
  } else {
    into[prefix] = value !== null && typeof value === 'object' ? JSON.stringify(value) : value;
  }
  return into;
}

const INDEX = /^(?:0|[1-9]\d*)$/;

/** A flat row back to nested objects and arrays. */
export function unflattenRow(row: Row): Row {
  const root: Row = {};
  for (const [path, value] of Object.entries(row)) {
    const parts = path.split('.');
    let node: Record<string, unknown> | unknown[] = root;
    for (let i = 0; i < parts.length - 1; i++) {
      const part = parts[i]!;
      const nextIsIndex = INDEX.test(parts[i + 1]!);
      const existing = (node as Record<string, unknown>)[part];
      if (existing === null || typeof existing !== 'object') (node as Record<string, unknown>)[part] = nextIsIndex ? [] : {};
      node = (node as Record<string, unknown>)[part] as Record<string, unknown> | unknown[];
    }
    (node as Record<string, unknown>)[parts[parts.length - 1]!] = value;
  }
  return root;
}

/** Headers: every key of every row, in the order first seen. */
export function unionOfKeys(rows: readonly Row[]): string[] {
  const seen = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row)) seen.add(key);
  return [...seen];
}
