// JSON printed as JSON.stringify(value, null, 2) prints it, remembering which lines each value
// (by JSON Pointer, RFC 6901) occupies, so a diff or a query can highlight them.

export type PrintedJson = { lines: string[]; spans: Map<string, [number, number]>; truncated: boolean };

export const pointerToken = (key: string | number) => String(key).replace(/~/g, '~0').replace(/\//g, '~1');

/** At most `maxLines` lines are printed (a 20 MB document has millions); the spans cover those. */
export function printWithPaths(value: unknown, { maxLines = 20_000 }: { maxLines?: number } = {}): PrintedJson {
  const lines: string[] = [];
  const spans = new Map<string, [number, number]>();
  let truncated = false;

  const visit = (v: unknown, pointer: string, indent: string, prefix: string, suffix: string): void => {
    if (lines.length >= maxLines) {
      truncated = true;
      return;
    }
    const start = lines.length;
    const isArray = Array.isArray(v);
    if (v !== null && typeof v === 'object' && (isArray ? v.length > 0 : Object.keys(v).length > 0)) {
      lines.push(`${indent}${prefix}${isArray ? '[' : '{'}`);
      const entries: [string | number, unknown][] = isArray
        ? v.map((item, i) => [i, item])
        : Object.entries(v as Record<string, unknown>);
      entries.forEach(([key, item], i) => {
        const comma = i < entries.length - 1 ? ',' : '';
        visit(item, `${pointer}/${pointerToken(key)}`, `${indent}  `, isArray ? '' : `${JSON.stringify(key)}: `, comma);
      });
      if (lines.length >= maxLines) truncated = true;
      else lines.push(`${indent}${isArray ? ']' : '}'}${suffix}`);
    } else {
      lines.push(`${indent}${prefix}${JSON.stringify(v) ?? 'null'}${suffix}`);
    }
    spans.set(pointer, [start, Math.max(start, lines.length - 1)]);
  };
  visit(value, '', '', '', '');
  return { lines, spans, truncated };
}
