// YAML in and out, shared by the YAML tools (JSON ↔ YAML, YAML ↔ TOML, the YAML formatter). The
// `yaml` library (YAML 1.2, ~31 KB gzip) is passed in by the caller, which imports it inside `run`.

export type YamlLibrary = typeof import('yaml');

/** A YAML parser's error as one line a user can act on, with its line and column. */
export function yamlErrorMessage(err: unknown): string {
  const e = err as { message?: string; linePos?: [{ line: number; col: number }, ...unknown[]] };
  const first = (e.message ?? String(err)).split('\n')[0]!.replace(/:$/, '');
  const where = e.linePos?.[0];
  // The library's message already says "at line L, column C"; add it when it does not.
  if (where && !/at line \d+, column \d+/.test(first))
    return `Not valid YAML: ${first} (line ${where.line}, column ${where.col})`;
  return `Not valid YAML: ${first.replace(/ at line (\d+), column (\d+)$/, ' (line $1, column $2)')}`;
}

/** Every document of a YAML stream, with aliases resolved; throws the first error with its position. */
export function parseYamlStream(
  yaml: YamlLibrary,
  text: string,
  { maxAliasCount = 10_000 }: { maxAliasCount?: number } = {},
): unknown[] {
  // merge: `<<: *base` merge keys (a YAML 1.1 type that Compose files and CI configs rely on).
  const docs = yaml.parseAllDocuments(text, { prettyErrors: true, merge: true });
  // An empty stream parses to an EmptyStream, which is not an array.
  if (!Array.isArray(docs)) return [];
  const values: unknown[] = [];
  for (const doc of docs) {
    const error = doc.errors[0];
    if (error) throw new Error(yamlErrorMessage(error));
    // maxAliasCount guards against alias bombs ("billion laughs"): each alias expanded counts.
    values.push(doc.toJS({ maxAliasCount }));
  }
  return values;
}

// Plain scalars a YAML 1.1 reader (PyYAML, go-yaml v2, Kubernetes' older tooling) resolves to
// something other than a string, after PyYAML's resolver (resolver.py): the "Norway problem".
// YAML 1.2 reads `no`, `on`, `0777`, `1:30` and `2001-01-01` as strings; 1.1 does not.
const YAML11_NOT_STRING = new RegExp(
  [
    String.raw`yes|Yes|YES|no|No|NO|true|True|TRUE|false|False|FALSE|on|On|ON|off|Off|OFF|y|Y|n|N`,
    String.raw`~|null|Null|NULL|`,
    String.raw`[-+]?0b[0-1_]+|[-+]?0[0-7_]+|[-+]?(?:0|[1-9][0-9_]*)|[-+]?0x[0-9a-fA-F_]+|[-+]?[1-9][0-9_]*(?::[0-5]?[0-9])+`,
    String.raw`[-+]?(?:[0-9][0-9_]*)\.[0-9_]*(?:[eE][-+][0-9]+)?|\.[0-9_]+(?:[eE][-+][0-9]+)?|[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN)`,
    String.raw`[0-9]{4}-[0-9]{2}-[0-9]{2}|[0-9]{4}-[0-9]{1,2}-[0-9]{1,2}(?:[Tt]|[ \t]+)[0-9]{1,2}:[0-9]{2}:[0-9]{2}(?:\.[0-9]*)?(?:[ \t]*(?:Z|[-+][0-9]{1,2}(?::[0-9]{2})?))?`,
    String.raw`<<|=`,
  ]
    .map((alternatives) => `(?:${alternatives})`)
    .join('|')
    .replace(/^/, '^(?:')
    .concat(')$'),
);

/** Whether a YAML 1.1 reader would take this string, written plain, for a boolean, number, date or null. */
export function yaml11ReadsAsNonString(value: string): boolean {
  return YAML11_NOT_STRING.test(value);
}

export type YamlWriteOptions = {
  indent?: number;
  /** Quote strings that YAML 1.1 readers would misread (yes, no, on, 0777, 2001-01-01). */
  quoteForYaml11?: boolean;
  /** Collections as written (`keep`), all block style, or all flow style (`{a: 1}`, `[1, 2]`). */
  style?: 'keep' | 'block' | 'flow';
  sortKeys?: boolean;
  /** Date values written as plain (unquoted) timestamps: TOML dates stay dates. */
  plainDates?: boolean;
};

/** One value as a YAML document (aliases are not created for repeated objects: JSON has none). */
export function valueToYaml(yaml: YamlLibrary, value: unknown, options: YamlWriteOptions = {}): string {
  const dateScalars = new WeakSet<object>();
  // Dates become plain scalars with their own text (a TomlDate knows whether it is a date, a time
  // or both). Done before the Document is made: its replacer sees dates already turned to JSON text.
  const withDates = (v: unknown): unknown => {
    if (v instanceof Date) {
      const scalar = new yaml.Scalar(v.toISOString());
      if (options.plainDates) dateScalars.add(scalar);
      return scalar;
    }
    if (Array.isArray(v)) return v.map(withDates);
    if (v !== null && typeof v === 'object')
      return Object.fromEntries(Object.entries(v).map(([k, item]) => [k, withDates(item)]));
    return v;
  };
  const doc = new yaml.Document(options.plainDates ? withDates(value) : value, {
    aliasDuplicateObjects: false,
    sortMapEntries: options.sortKeys ?? false,
  });
  return documentToYaml(yaml, doc, options, dateScalars);
}

/** A parsed document written back (comments, anchors and aliases kept), restyled by the options. */
export function documentToYaml(
  yaml: YamlLibrary,
  doc: import('yaml').Document,
  { indent = 2, quoteForYaml11 = true, style = 'keep' }: YamlWriteOptions = {},
  keepPlain: WeakSet<object> = new WeakSet(),
): string {
  yaml.visit(doc, {
    Scalar(_key, node) {
      if (keepPlain.has(node)) return;
      // Tabs inside plain scalars are valid YAML 1.2, but PyYAML's scanner refuses them.
      if (
        quoteForYaml11 &&
        typeof node.value === 'string' &&
        (node.type === undefined || node.type === 'PLAIN') &&
        (yaml11ReadsAsNonString(node.value) || node.value.includes('\t'))
      )
        node.type = 'QUOTE_DOUBLE';
    },
    Collection(_key, node) {
      if (style !== 'keep') node.flow = style === 'flow';
    },
  });
  return doc.toString({ indent, lineWidth: 0 });
}
