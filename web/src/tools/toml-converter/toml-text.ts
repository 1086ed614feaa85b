// TOML 1.0 in and out with smol-toml (passed in by the caller, which loads it inside `run`).
// Dates stay dates: TOML's date-times read as TomlDate (JSON writes them as ISO 8601 text, YAML as
// plain timestamps), and ISO 8601 text in JSON or YAML becomes a TOML date on the way in.

export type TomlLibrary = typeof import('smol-toml');

/** smol-toml's error as one line with its line and column. */
export function tomlErrorMessage(err: unknown): string {
  const e = err as { message?: string; line?: number; column?: number };
  const reason = (e.message ?? String(err))
    .replace(/^Invalid TOML document: /, '')
    .split('\n')[0]!
    .trim();
  return e.line ? `Not valid TOML: ${reason} (line ${e.line}, column ${e.column})` : `Not valid TOML: ${reason}`;
}

export function parseToml(toml: TomlLibrary, text: string): Record<string, unknown> {
  try {
    return toml.parse(text);
  } catch (err) {
    throw new Error(tomlErrorMessage(err), { cause: err });
  }
}

// RFC 3339 as TOML takes it: offset date-time, local date-time, local date, local time.
const DATE_LIKE =
  /^(?:\d{4}-\d{2}-\d{2}(?:[Tt ]\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:[Zz]|[+-]\d{2}:\d{2})?)?|\d{2}:\d{2}:\d{2}(?:\.\d+)?)$/;

const pathText = (path: readonly (string | number)[]) =>
  path.length === 0
    ? 'the top level'
    : path
        .map((p) => (typeof p === 'number' ? `[${p}]` : p))
        .join('.')
        .replace(/\.\[/g, '[');

/**
 * A JSON/YAML value made ready for TOML: date-like strings become TomlDates (when asked), nulls are
 * dropped or refused with their path (TOML has no null), and the top level must be a table.
 */
export function prepareForToml(
  toml: TomlLibrary,
  value: unknown,
  { dates = true, dropNulls = false }: { dates?: boolean; dropNulls?: boolean } = {},
): Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    throw new Error('TOML needs a table (an object) at the top level');
  const walk = (v: unknown, path: (string | number)[]): unknown => {
    if (v === null || v === undefined) {
      if (dropNulls) return undefined;
      throw new Error(`TOML has no null: ${pathText(path)} is null. Tick "Leave out nulls" to drop them.`);
    }
    if (typeof v === 'string') {
      if (dates && DATE_LIKE.test(v)) {
        const date = new toml.TomlDate(v);
        if (!Number.isNaN(date.getTime())) return date;
      }
      return v;
    }
    if (v instanceof Date) return v;
    if (Array.isArray(v)) return v.map((item, i) => walk(item, [...path, i])).filter((item) => item !== undefined);
    if (typeof v === 'object') {
      const out: Record<string, unknown> = {};
      for (const [key, item] of Object.entries(v)) {
        const converted = walk(item, [...path, key]);
        if (converted !== undefined) out[key] = converted;
      }
      return out;
    }
    if (typeof v === 'number' && !Number.isFinite(v) && !Number.isNaN(v)) return v;
    return v;
  };
  return walk(value, []) as Record<string, unknown>;
}

export function writeToml(toml: TomlLibrary, table: Record<string, unknown>): string {
  try {
    return toml.stringify(table);
  } catch (err) {
    throw new Error(`Cannot write TOML: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
  }
}
