// @vitest-environment node
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pythonJson } from '@/test-support/oracles';
import { escapeString, unescapeString, type EscapeLanguage } from './escapes';

// Oracles: each language's own parser where the machine has it. JSON: Python's json; JavaScript:
// Node's parser (vm); Java: javac/java on a generated source file; SQL: SQLite through Python;
// CSV: Python's csv; XML: Python's ElementTree; regex: Python's re and JavaScript's RegExp; shell:
// /bin/sh itself. C# has no compiler here: its escapes are checked against the table of the C#
// specification (§6.4.5.5).

const specials = [
  '',
  'plain',
  'quote " and \' both',
  'back\\slash',
  'new\nline\r\ncrlf',
  'tab\there',
  '\0nul then 1\x001',
  'bell\x07 esc\x1b del\x7f',
  'é € 日本 😀 👨‍👩‍👧',
  '\u2028line sep\u2029',
  'a,b;c|d',
  '$HOME `cmd` !bang',
  '.*+?^${}()|[]/-',
  '<a href="x">&amp;</a>',
  "it's",
  '  padded  ',
];
const samples = [...specials, ...fc.sample(fc.string({ unit: 'binary', maxLength: 20 }), { numRuns: 40, seed: 3 })].filter(
  (s) => !/[\uD800-\uDFFF]/.test(s.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g, '')),
);
const esc = (language: EscapeLanguage, asciiOnly = false) => samples.map((s) => escapeString(s, language, { asciiOnly }));

describe('escapes read back by each language’s own parser', () => {
  it.each([false, true])('JSON (Python json.loads), ASCII only: %s', (asciiOnly) => {
    const read = pythonJson<string[]>(
      "import sys, json; print(json.dumps([json.loads('\"' + b + '\"') for b in json.load(sys.stdin)]))",
      JSON.stringify(esc('json', asciiOnly)),
    );
    expect(read).toEqual(samples);
  });

  it.each([false, true])('JavaScript, in single and double quotes (Node), ASCII only: %s', (asciiOnly) => {
    const script =
      "const vm = require('node:vm'); const bodies = JSON.parse(require('node:fs').readFileSync(0, 'utf8')); process.stdout.write(JSON.stringify(bodies.map((b) => [vm.runInNewContext(\"'use strict'; '\" + b + \"'\"), vm.runInNewContext('\"' + b + '\"')])));";
    const read = JSON.parse(
      execFileSync(process.execPath, ['-e', script], { input: JSON.stringify(esc('javascript', asciiOnly)) }).toString(),
    ) as [string, string][];
    expect(read.map((r) => r[0])).toEqual(samples);
    expect(read.map((r) => r[1])).toEqual(samples);
  });

  it('Java (javac), with and without \\u escapes for non-ASCII', { timeout: 120_000 }, () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'escape-java-'));
    const literals = [...esc('java'), ...esc('java', true)].map((b) => `"${b}"`).join(',\n');
    // Printing UTF-16 code units as numbers avoids any console encoding.
    fs.writeFileSync(
      path.join(dir, 'Main.java'),
      `public class Main { public static void main(String[] a) { String[] s = {\n${literals}\n}; StringBuilder o = new StringBuilder("["); for (int i = 0; i < s.length; i++) { if (i > 0) o.append(','); o.append('['); for (int j = 0; j < s[i].length(); j++) { if (j > 0) o.append(','); o.append((int) s[i].charAt(j)); } o.append(']'); } System.out.print(o.append(']')); } }`,
      'utf8',
    );
    const units = JSON.parse(
      execFileSync('java', ['-Dfile.encoding=UTF-8', path.join(dir, 'Main.java')]).toString(),
    ) as number[][];
    fs.rmSync(dir, { recursive: true });
    expect(units.map((u) => String.fromCharCode(...u))).toEqual([...samples, ...samples]);
  });

  it('SQL (SQLite)', () => {
    const read = pythonJson<string[]>(
      'import sys, json, sqlite3; c = sqlite3.connect(\':memory:\'); print(json.dumps([c.execute("select \'" + b + "\'").fetchone()[0] for b in json.load(sys.stdin)]))',
      JSON.stringify(samples.filter((s) => !s.includes('\0')).map((s) => escapeString(s, 'sql'))),
    );
    // SQLite refuses NUL inside a query's text.
    expect(read).toEqual(samples.filter((s) => !s.includes('\0')));
  });

  it('CSV (Python csv)', () => {
    const line = esc('csv').join(',');
    const read = pythonJson<string[][]>(
      'import sys, csv, io, json; print(json.dumps(list(csv.reader(io.StringIO(sys.stdin.read(), newline="")))))',
      line,
    );
    expect(read[0]).toEqual(samples.map((s) => s.replace(/\r\n|\r|\n/g, (m) => m)));
  });

  it('XML text and attributes (Python ElementTree)', () => {
    // XML 1.0 cannot hold most C0 controls at all; leave those samples out.
    // eslint-disable-next-line no-control-regex -- the characters XML 1.0 cannot hold
    const xmlSafe = samples.filter((s) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\r]/.test(s));
    const docs = xmlSafe.map((s) => `<a t="${escapeString(s, 'xml')}">${escapeString(s, 'xml')}</a>`);
    const read = pythonJson<[string, string][]>(
      "import sys, json, xml.etree.ElementTree as ET\nout = []\nfor d in json.load(sys.stdin):\n  e = ET.fromstring(d); out.append([e.get('t'), e.text or ''])\nprint(json.dumps(out))",
      JSON.stringify(docs),
    );
    expect(read.map((r) => r[1])).toEqual(xmlSafe);
    expect(read.map((r) => r[0])).toEqual(xmlSafe.map((s) => s.replace(/[\t\n]/g, ' '))); // attribute-value normalisation
  });

  it('regular expressions match the text itself (Python re and JavaScript RegExp)', () => {
    const patterns = esc('regex');
    const read = pythonJson<boolean[]>(
      'import sys, json, re; p = json.load(sys.stdin); print(json.dumps([re.fullmatch(a, b, re.S) is not None for a, b in p]))',
      JSON.stringify(patterns.map((p, i) => [p, samples[i]])),
    );
    expect(read.every(Boolean)).toBe(true);
    patterns.forEach((p, i) => expect(new RegExp(`^${p}$`, 'us').test(samples[i]!)).toBe(true));
  });

  it('shell words (/bin/sh prints them back)', () => {
    for (const s of samples.filter((x) => !x.includes('\0'))) {
      expect(execFileSync('/bin/sh', ['-c', `printf '%s' ${escapeString(s, 'shell')}`]).toString('utf8')).toBe(s);
    }
  });
});

describe('unescape reads what each language’s own escaper writes', () => {
  it('JSON (json.dumps, ASCII and not)', () => {
    for (const ensureAscii of ['True', 'False']) {
      const bodies = pythonJson<string[]>(
        `import sys, json; print(json.dumps([json.dumps(s, ensure_ascii=${ensureAscii})[1:-1] for s in json.load(sys.stdin)]))`,
        JSON.stringify(samples),
      );
      expect(bodies.map((b) => unescapeString(b, 'json'))).toEqual(samples);
    }
  });

  it('shell (shlex.quote), CSV (csv.writer), XML (saxutils.escape), regex (re.escape)', () => {
    const [shell, csv, xml, regex] = pythonJson<string[][]>(
      "import sys, json, shlex, csv, io, re\nfrom xml.sax.saxutils import escape\ns = json.load(sys.stdin)\ndef field(x):\n  b = io.StringIO(); csv.writer(b, lineterminator='').writerow([x]); return b.getvalue()\nprint(json.dumps([[shlex.quote(x) for x in s], [field(x) for x in s], [escape(x, {'\"': '&quot;'}) for x in s], [re.escape(x) for x in s]]))",
      JSON.stringify(samples),
    );
    expect(shell!.map((b) => unescapeString(b, 'shell'))).toEqual(samples);
    // csv.writer writes an empty field as "" only when it is the whole row.
    expect(csv!.map((b) => unescapeString(b, 'csv'))).toEqual(samples);
    expect(xml!.map((b) => unescapeString(b, 'xml'))).toEqual(samples);
    expect(regex!.map((b) => unescapeString(b, 'regex'))).toEqual(samples);
  });

  it('everything we escape reads back, in every language', () => {
    for (const language of ['json', 'javascript', 'java', 'csharp', 'sql', 'csv', 'xml', 'regex', 'shell'] as const)
      for (const asciiOnly of [false, true])
        for (const s of samples) expect(unescapeString(escapeString(s, language, { asciiOnly }), language)).toBe(s);
  });

  it('C# escapes as the C# specification lists them (§6.4.5.5)', () => {
    const table: [string, string][] = [
      ["\\'", "'"],
      ['\\"', '"'],
      ['\\\\', '\\'],
      ['\\0', '\0'],
      ['\\a', '\x07'],
      ['\\b', '\b'],
      ['\\f', '\f'],
      ['\\n', '\n'],
      ['\\r', '\r'],
      ['\\t', '\t'],
      ['\\v', '\v'],
      ['\\u0041', 'A'],
      ['\\U0001F600', '😀'],
      ['\\x41', 'A'],
      ['\\x0041', 'A'],
      ['\\x263A', '☺'],
    ];
    for (const [escaped, text] of table) expect(unescapeString(escaped, 'csharp')).toBe(text);
    expect(escapeString('\'"\\\0\x07\b\f\n\r\t\v', 'csharp')).toBe('\\\'\\"\\\\\\0\\a\\b\\f\\n\\r\\t\\v');
    expect(escapeString('😀é', 'csharp', { asciiOnly: true })).toBe('\\U0001F600\\u00E9');
  });

  it('names the problem and its column', () => {
    expect(() => unescapeString('bad \\q escape', 'java')).toThrow('Java: \\q is not a Java escape (column 5)');
    expect(() => unescapeString('a"b', 'json')).toThrow(/Not a valid JSON string body \(column 2/);
    expect(() => unescapeString("it's", 'sql')).toThrow("SQL: a single quote inside a string must be doubled ('')");
    expect(() => unescapeString("'open", 'shell')).toThrow('Shell: unterminated single quote');
    expect(() => unescapeString('"$HOME"', 'shell')).toThrow(/expand/);
    expect(() => unescapeString('&nbsp;', 'xml')).toThrow("XML: &nbsp; is not one of XML's five entities");
    expect(() => unescapeString('a.b', 'regex')).toThrow('Regex: "." must be escaped (column 2)');
  });
});
