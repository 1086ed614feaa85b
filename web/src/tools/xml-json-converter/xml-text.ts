import { lineAndColumn } from '../../operations/kinds';

// XML checks shared by the XML tools. fast-xml-parser (~30 KB gzip) is passed in by the caller,
// which imports it inside `run`.

export type FastXmlParser = typeof import('fast-xml-parser');

/** Throws "Not well-formed XML: … (line L, column C)" unless the text is well-formed XML. */
export function assertWellFormed(fxp: FastXmlParser, text: string): void {
  if (text.trim() === '') throw new Error('Not well-formed XML: the document is empty');
  const result = fxp.XMLValidator.validate(text, { allowBooleanAttributes: false });
  if (result !== true) {
    const { msg, line, col } = result.err;
    throw new Error(`Not well-formed XML: ${msg} (line ${line}, column ${col})`);
  }
  const problem = documentLevelProblem(text);
  if (problem) {
    const { line, column } = lineAndColumn(text, problem.offset);
    throw new Error(`Not well-formed XML: ${problem.reason} (line ${line}, column ${column})`);
  }
}

const PREDEFINED_ENTITIES = new Set(['lt', 'gt', 'amp', 'quot', 'apos']);

/**
 * What fast-xml-parser's validator lets through and XML 1.0 forbids (checked by xmllint): a second
 * root element, and references to entities that are neither predefined nor declared in a DOCTYPE.
 * Runs after the validator, so tags are balanced; a linear scan over tokens.
 */
function documentLevelProblem(text: string): { offset: number; reason: string } | null {
  const token =
    /<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<\?[\s\S]*?\?>|<!DOCTYPE(?:[^>[]|\[[\s\S]*?\])*>|<\/[^>]*>|<[^>]*?\/>|<[^>]*>|&[^;\s<&]*;/g;
  const declared = new Set<string>();
  let depth = 0;
  let roots = 0;
  for (let m = token.exec(text); m; m = token.exec(text)) {
    const t = m[0];
    if (t.startsWith('<!DOCTYPE')) for (const e of t.matchAll(/<!ENTITY\s+([\w.:-]+)/g)) declared.add(e[1]!);
    else if (t.startsWith('<!--') || t.startsWith('<![CDATA[') || t.startsWith('<?')) continue;
    else if (t.startsWith('</')) depth--;
    else if (t.startsWith('<')) {
      if (depth === 0 && ++roots > 1)
        return { offset: m.index, reason: 'Extra content after the root element (a document has one root)' };
      if (!t.endsWith('/>')) depth++;
    } else if (t.startsWith('&')) {
      const name = t.slice(1, -1);
      if (!name.startsWith('#') && !PREDEFINED_ENTITIES.has(name) && !declared.has(name))
        return { offset: m.index, reason: `Entity '${name}' is not defined` };
    }
  }
  return null;
}
