// Smart-paste detectors for data formats (issue 31): YAML, TOML, XML, CSV/TSV, Markdown, and
// numbers written with a 0x/0b/0o prefix. Like the others in detectors.ts they are strict and
// cheap: line-based, on a bounded sample, without loading a parser.

const SAMPLE_CHARS = 64 * 1024;
const SAMPLE_LINES = 200;

function sampleLines(text: string): string[] {
  return text.slice(0, SAMPLE_CHARS).split(/\r?\n/).slice(0, SAMPLE_LINES);
}

// ─── YAML ────────────────────────────────────────────────────────────────────────────────

const yamlMapping = /^\s*(?:- +)?(?:[A-Za-z_][\w.\-/]*|"[^"]*"|'[^']*')\s*:(?:\s|$)/;
const yamlListItem = /^\s*- +\S|^\s*-\s*$/;
const yamlMarker = /^(?:---|\.\.\.)(?:\s.*)?$|^%YAML /;

/** Block-style YAML: mostly `key: value` lines (a JSON paste is the JSON detector's). */
export function detectYaml(text: string): number {
  const t = text.trim();
  if (t.startsWith('{') || t.startsWith('[') || t.startsWith('<')) return 0;
  const lines = sampleLines(t).filter((l) => l.trim() !== '' && !/^\s*#/.test(l));
  if (lines.length < 2) return 0;
  // A TOML or INI file (`key = value`, `[section]`) or code (`;`, braces) is not YAML.
  if (lines.some((l) => /^\s*\[[^\]]*\]\s*$/.test(l) || /^\s*[\w.-]+\s*=/.test(l) || /[;{]\s*$/.test(l))) return 0;
  let mappings = 0;
  let items = 0;
  let nested = false;
  let markers = 0;
  let other = 0;
  let previousIndent = 0;
  let inBlockScalar = false;
  let blockIndent = 0;
  for (const line of lines) {
    const indent = /^ */.exec(line)![0].length;
    if (inBlockScalar && indent > blockIndent) continue;
    inBlockScalar = false;
    if (/\t/.test(line.slice(0, indent + 1))) return 0;
    if (yamlMarker.test(line)) markers++;
    else if (yamlMapping.test(line)) {
      mappings++;
      if (/:\s*[|>][+-]?\d*\s*$/.test(line)) {
        inBlockScalar = true;
        blockIndent = indent;
      }
    } else if (yamlListItem.test(line)) items++;
    else if (indent > previousIndent)
      continue; // a continued plain scalar
    else other++;
    if (indent > previousIndent) nested = true;
    previousIndent = indent;
  }
  const content = mappings + items + other;
  if (content === 0 || mappings === 0) return 0;
  if (other / content > 0.1) return 0;
  // "Subject: hi\nFrom: me" is valid YAML but more likely headers: nesting, lists or --- make it YAML.
  if (nested || items > 0 || markers > 0) return mappings + items >= 3 ? 0.85 : 0.7;
  return mappings >= 3 ? 0.55 : 0;
}

// ─── TOML ────────────────────────────────────────────────────────────────────────────────

const tomlKey = String.raw`(?:[A-Za-z0-9_-]+|"[^"\n]*"|'[^'\n]*')(?:\s*\.\s*(?:[A-Za-z0-9_-]+|"[^"\n]*"|'[^'\n]*'))*`;
const tomlTable = new RegExp(String.raw`^\s*\[\[?\s*${tomlKey}\s*\]\]?\s*(?:#.*)?$`);
const tomlValue = String.raw`(?:"(?:[^"\\]|\\.)*"|'[^']*'|"""|'''|[+-]?(?:\d[\d_]*(?:\.\d[\d_]*)?(?:[eE][+-]?\d+)?|0x[\da-fA-F_]+|0o[0-7_]+|0b[01_]+|inf|nan)|true|false|\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})?)?|\d{2}:\d{2}:\d{2}(?:\.\d+)?|\[|\{)`;
const tomlPair = new RegExp(String.raw`^\s*${tomlKey}\s*=\s*${tomlValue}`);

/** TOML: `key = value` with TOML values (quoted strings, numbers, booleans, dates, arrays) and [tables]. */
export function detectToml(text: string): number {
  const lines = sampleLines(text.trim()).filter((l) => l.trim() !== '' && !/^\s*#/.test(l));
  if (lines.length < 2) return 0;
  let tables = 0;
  let pairs = 0;
  let other = 0;
  let open = 0; // inside a multi-line array or string
  for (const line of lines) {
    if (open > 0) {
      if (/^\s*[\]}]/.test(line) || /"""|'''/.test(line)) open = Math.max(0, open - 1);
      continue;
    }
    if (tomlTable.test(line)) tables++;
    else if (tomlPair.test(line)) {
      pairs++;
      if (/=\s*\[[^\]]*$/.test(line) || /=\s*(?:"""|''')(?!.*(?:"""|'''))/.test(line)) open++;
    } else other++;
  }
  if (pairs === 0 || other / lines.length > 0.1) return 0;
  if (tables > 0) return pairs >= 2 ? 0.9 : 0.75;
  return pairs >= 3 ? 0.7 : 0;
}

// ─── XML ─────────────────────────────────────────────────────────────────────────────────

/** An XML document: an <?xml declaration, or one root element closed at the end. */
export function detectXml(text: string): number {
  const t = text.trim();
  if (!t.startsWith('<') || !t.endsWith('>')) return 0;
  if (/^<\?xml\s[^>]*\?>/.test(t)) return 0.95;
  const body = t.replace(/^(?:<!--[\s\S]*?-->\s*|<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>\s*)*/i, '');
  const root = /^<([A-Za-z_][\w:.-]*)[\s>/]/.exec(body)?.[1];
  if (!root) return 0;
  const closed =
    new RegExp(`</${root.replace(/\./g, '\\.')}\\s*>$`).test(body) || (/^<[^<>]*\/>$/.test(body) && body.length < SAMPLE_CHARS);
  if (!closed) return 0;
  // An HTML page is XML-like but belongs to the HTML tools.
  if (/^html$/i.test(root)) return 0.5;
  return /\sxmlns(?::\w+)?=/.test(body.slice(0, 4096)) ? 0.95 : 0.85;
}

// ─── CSV / TSV ───────────────────────────────────────────────────────────────────────────

/** Fields of one line, honouring double quotes (a quoted field may hold the delimiter). */
function countFields(line: string, delimiter: string): number | null {
  let fields = 1;
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c === '"') {
        if (line[i + 1] === '"') i++;
        else quoted = false;
      }
    } else if (c === '"') {
      quoted = true;
    } else if (c === delimiter) fields++;
  }
  return quoted ? null : fields;
}

/** Comma-, tab- or semicolon-separated rows with the same number of fields on every line. */
export function detectCsv(text: string): number {
  const t = text.trim();
  if (/^[{[<]/.test(t)) return 0;
  const lines = sampleLines(t).slice(0, 50);
  if (lines[lines.length - 1] !== undefined && t.length > SAMPLE_CHARS) lines.pop(); // cut mid-line
  if (lines.length < 2) return 0;
  let best = 0;
  for (const delimiter of [',', '\t', ';']) {
    const counts = lines.map((line) => countFields(line, delimiter));
    const first = counts[0];
    if (first === null || first === undefined || first < 2) continue;
    if (!counts.every((c) => c === first)) continue;
    // Code ends statements with ';' and prose has ", " in sentences of different shapes; rows also
    // rarely have long runs of spaces-separated words in every field.
    if (delimiter === ';' && lines.some((l) => /;\s*$/.test(l))) continue;
    const cells = lines.flatMap((l) => l.split(delimiter));
    const wordy = cells.filter((c) => c.trim().split(/\s+/).length > 6).length / cells.length;
    if (wordy > 0.3) continue;
    const score = lines.length >= 3 ? (delimiter === ';' ? 0.7 : 0.8) : 0.6;
    best = Math.max(best, score);
  }
  return best;
}

// ─── Markdown ────────────────────────────────────────────────────────────────────────────

const markdownFeatures: RegExp[] = [
  /^#{1,6} \S/m, // ATX heading
  /^\s{0,3}[-*+] \S/m, // bullet list
  /^\s{0,3}\d{1,9}[.)] \S/m, // ordered list
  /^\s{0,3}(?:```|~~~)/m, // fenced code
  /\[[^\]\n]+\]\([^)\s]+(?:\s+"[^"]*")?\)/, // link or image
  /(?:\*\*|__)\S[^\n]*?\S(?:\*\*|__)/, // strong emphasis
  /^\s{0,3}> \S/m, // block quote
  /^\s*\|?[\s:]*-{3,}[\s:]*\|[\s:|-]*$/m, // table delimiter row
  /^\s{0,3}[-*+] \[[ xX]\] /m, // task list item
  /`[^`\n]+`/, // inline code
  /^[^\n]+\n(?:=+|-+)\s*$/m, // setext heading
];

/** Markdown prose: several distinct Markdown constructs (headings, lists, links, code fences…). */
export function detectMarkdown(text: string): number {
  const sample = text.slice(0, SAMPLE_CHARS);
  if (/^\s*[{[<]/.test(sample)) return 0;
  const found = markdownFeatures.filter((re) => re.test(sample)).length;
  const heading = /^#{1,6} \S/m.test(sample);
  if (found >= 3) return 0.85;
  if (found === 2) return heading ? 0.75 : 0.6;
  return 0;
}

// ─── 0x / 0b / 0o numbers ────────────────────────────────────────────────────────────────

/** One integer written with a base prefix: 0xFF, 0b1010, 0o755 (underscores and a sign allowed). */
export function detectPrefixedNumber(text: string): number {
  const t = text.trim();
  if (t.length > 300) return 0;
  if (/^[+-]?0x[0-9a-f]+(?:_[0-9a-f]+)*$/i.test(t)) return 0.9;
  if (/^[+-]?0b[01]+(?:_[01]+)*$/i.test(t)) return 0.9;
  if (/^[+-]?0o[0-7]+(?:_[0-7]+)*$/i.test(t)) return 0.9;
  return 0;
}
