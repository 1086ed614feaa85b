// String escaping for the languages developers paste between, each after its own specification.
// `escape` gives the body of a literal (without the surrounding quotes, except where quoting IS the
// escape: CSV fields and shell words); `unescape` reads such a body back.

export const escapeLanguages = ['json', 'javascript', 'java', 'csharp', 'sql', 'csv', 'xml', 'regex', 'shell'] as const;
export type EscapeLanguage = (typeof escapeLanguages)[number];

export const escapeLanguageLabels: Record<EscapeLanguage, string> = {
  json: 'JSON string',
  javascript: 'JavaScript string',
  java: 'Java string',
  csharp: 'C# string',
  sql: 'SQL string (single quotes)',
  csv: 'CSV field',
  xml: 'XML / HTML text',
  regex: 'Regular expression',
  shell: 'Shell word (POSIX sh)',
};

const hex = (code: number, width: number) => code.toString(16).toUpperCase().padStart(width, '0');

/** UTF-16 code units as \uXXXX (JSON, Java, C#, JavaScript write astral characters as surrogate pairs). */
function unicodeEscapes(ch: string): string {
  let out = '';
  for (let i = 0; i < ch.length; i++) out += `\\u${hex(ch.charCodeAt(i), 4)}`;
  return out;
}

// ─── JSON: RFC 8259 §7 ─────────────────────────────────────────────────────────────────────
// Must escape " \ and U+0000–U+001F; the short forms \b \f \n \r \t exist for five of them.
const SHORT: Record<string, string> = {
  '\b': '\\b',
  '\f': '\\f',
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
  '"': '\\"',
  '\\': '\\\\',
};

function escapeJson(text: string, asciiOnly: boolean): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (SHORT[ch]) out += SHORT[ch];
    else if (code < 0x20) out += `\\u${hex(code, 4)}`;
    else if (asciiOnly && code > 0x7e) out += unicodeEscapes(ch);
    else out += ch;
  }
  return out;
}

function unescapeJson(text: string): string {
  try {
    return JSON.parse(`"${text}"`) as string;
  } catch {
    // eslint-disable-next-line no-control-regex -- finding the raw control character JSON forbids
    const bad = /\\(?!["\\/bfnrt]|u[0-9a-fA-F]{4})|(?<!\\)(?:\\\\)*"|[\u0000-\u001f]/.exec(text);
    throw new Error(`Not a valid JSON string body${bad ? ` (column ${bad.index + 1}: ${JSON.stringify(bad[0])})` : ''}`);
  }
}

// ─── JavaScript: ECMA-262 §12.9.4 (String Literals) ────────────────────────────────────────
// Both quote kinds are escaped so the body fits '…' and "…"; U+2028/2029 are escaped for older
// engines and for JSON-in-script safety; \0 only when no digit follows (else it reads as octal).
function escapeJavaScript(text: string, asciiOnly: boolean): string {
  let out = '';
  const chars = Array.from(text);
  chars.forEach((ch, i) => {
    const code = ch.codePointAt(0)!;
    if (SHORT[ch]) out += SHORT[ch];
    else if (ch === "'") out += "\\'";
    else if (ch === '\v') out += '\\v';
    else if (code === 0) out += /\d/.test(chars[i + 1] ?? '') ? '\\x00' : '\\0';
    else if (code < 0x20 || code === 0x7f) out += `\\x${hex(code, 2)}`;
    else if (code === 0x2028 || code === 0x2029) out += `\\u${hex(code, 4)}`;
    else if (asciiOnly && code > 0x7e) out += code > 0xffff ? `\\u{${hex(code, 1)}}` : `\\u${hex(code, 4)}`;
    else out += ch;
  });
  return out;
}

/** Backslash escapes shared by the C family: reads one escape at `i` (after the backslash). */
type EscapeReader = (text: string, i: number) => { value: string; next: number };

function unescapeWith(text: string, language: string, read: EscapeReader, forbidden?: RegExp): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const backslash = text.indexOf('\\', i);
    const chunk = backslash === -1 ? text.slice(i) : text.slice(i, backslash);
    if (forbidden) {
      const bad = forbidden.exec(chunk);
      if (bad) throw new Error(`${language}: ${JSON.stringify(bad[0])} must be escaped (column ${i + bad.index + 1})`);
    }
    out += chunk;
    if (backslash === -1) break;
    if (backslash === text.length - 1) throw new Error(`${language}: a lone backslash at the end`);
    try {
      const { value, next } = read(text, backslash + 1);
      out += value;
      i = next;
    } catch (err) {
      throw new Error(`${language}: ${(err as Error).message} (column ${backslash + 1})`, { cause: err });
    }
  }
  return out;
}

function hexDigits(text: string, at: number, min: number, max: number, what: string): { code: number; next: number } {
  const m = new RegExp(`^[0-9a-fA-F]{${min},${max}}`).exec(text.slice(at, at + max));
  if (!m) throw new Error(`bad ${what} escape`);
  return { code: parseInt(m[0], 16), next: at + m[0].length };
}

function codePoint(code: number): string {
  if (code > 0x10ffff) throw new Error('code point beyond U+10FFFF');
  return String.fromCodePoint(code);
}

const readJavaScript: EscapeReader = (text, i) => {
  const c = text[i]!;
  const simple: Record<string, string> = { n: '\n', t: '\t', r: '\r', b: '\b', f: '\f', v: '\v', '0': '\0' };
  if (c === '0' && /\d/.test(text[i + 1] ?? '')) throw new Error('octal escapes are not allowed in strict mode');
  if (simple[c] !== undefined) return { value: simple[c], next: i + 1 };
  if (c === 'x') {
    const { code, next } = hexDigits(text, i + 1, 2, 2, '\\x');
    return { value: String.fromCharCode(code), next };
  }
  if (c === 'u') {
    if (text[i + 1] === '{') {
      const close = text.indexOf('}', i + 2);
      if (close === -1 || !/^[0-9a-fA-F]+$/.test(text.slice(i + 2, close))) throw new Error('bad \\u{…} escape');
      return { value: codePoint(parseInt(text.slice(i + 2, close), 16)), next: close + 1 };
    }
    const { code, next } = hexDigits(text, i + 1, 4, 4, '\\u');
    return { value: String.fromCharCode(code), next };
  }
  if (c === '\r' && text[i + 1] === '\n') return { value: '', next: i + 2 }; // line continuation
  if ('\n\r\u2028\u2029'.includes(c)) return { value: '', next: i + 1 };
  if (/[1-9]/.test(c)) throw new Error('octal escapes are not allowed in strict mode');
  return { value: c, next: i + 1 }; // \' \" \\ and any other character stand for themselves
};

// ─── Java: JLS §3.10.7 (Escape Sequences), §3.3 (Unicode escapes) ───────────────────────────
function escapeJava(text: string, asciiOnly: boolean): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (SHORT[ch]) out += SHORT[ch];
    else if (ch === "'") out += "\\'";
    else if (code < 0x20 || code === 0x7f) out += unicodeEscapes(ch);
    else if (asciiOnly && code > 0x7e) out += unicodeEscapes(ch);
    else out += ch;
  }
  return out;
}

const readJava: EscapeReader = (text, i) => {
  const c = text[i]!;
  const simple: Record<string, string> = { b: '\b', t: '\t', n: '\n', f: '\f', r: '\r', s: ' ', '"': '"', "'": "'", '\\': '\\' };
  if (simple[c] !== undefined) return { value: simple[c], next: i + 1 };
  if (c === 'u') {
    let at = i + 1;
    while (text[at] === 'u') at++; // \uuuu0041 is legal
    const { code, next } = hexDigits(text, at, 4, 4, '\\u');
    return { value: String.fromCharCode(code), next };
  }
  const octal = /^(?:[0-3][0-7]{0,2}|[4-7][0-7]?)/.exec(text.slice(i, i + 3));
  if (octal) return { value: String.fromCharCode(parseInt(octal[0], 8)), next: i + octal[0].length };
  throw new Error(`\\${c} is not a Java escape`);
};

// ─── C#: C# language specification §6.4.5.5 (Character literals, regular string literals) ──
function escapeCSharp(text: string, asciiOnly: boolean): string {
  let out = '';
  const named: Record<string, string> = { "'": "\\'", '\0': '\\0', '\x07': '\\a', '\v': '\\v' };
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (SHORT[ch]) out += SHORT[ch];
    else if (named[ch]) out += named[ch];
    else if (code < 0x20 || code === 0x7f) out += unicodeEscapes(ch);
    else if (asciiOnly && code > 0x7e) out += code > 0xffff ? `\\U${hex(code, 8)}` : unicodeEscapes(ch);
    else out += ch;
  }
  return out;
}

const readCSharp: EscapeReader = (text, i) => {
  const c = text[i]!;
  const simple: Record<string, string> = {
    "'": "'",
    '"': '"',
    '\\': '\\',
    '0': '\0',
    a: '\x07',
    b: '\b',
    f: '\f',
    n: '\n',
    r: '\r',
    t: '\t',
    v: '\v',
    e: '\x1b',
  };
  if (simple[c] !== undefined) return { value: simple[c], next: i + 1 };
  if (c === 'u') {
    const { code, next } = hexDigits(text, i + 1, 4, 4, '\\u');
    return { value: String.fromCharCode(code), next };
  }
  if (c === 'U') {
    const { code, next } = hexDigits(text, i + 1, 8, 8, '\\U');
    return { value: codePoint(code), next };
  }
  if (c === 'x') {
    const { code, next } = hexDigits(text, i + 1, 1, 4, '\\x');
    return { value: String.fromCharCode(code), next };
  }
  throw new Error(`\\${c} is not a C# escape`);
};

// ─── SQL: ISO/IEC 9075 <character string literal>: a quote inside is written twice ────────
const escapeSql = (text: string) => text.replace(/'/g, "''");
function unescapeSql(text: string): string {
  const lone = /(?<!')'(?!')|^'(?!')|(?<!')'$/.exec(text.replace(/''/g, ''));
  if (lone) throw new Error("SQL: a single quote inside a string must be doubled ('')");
  return text.replace(/''/g, "'");
}

// ─── CSV: RFC 4180 §2 (a field with , " CR or LF is quoted; quotes inside are doubled) ─────
const escapeCsv = (text: string, delimiter = ',') =>
  /[",\r\n]/.test(text) || text.includes(delimiter) || /^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
function unescapeCsv(text: string): string {
  if (!text.startsWith('"')) {
    if (text.includes('"')) throw new Error('CSV: a field with a quote must be quoted ("…") with the quote doubled');
    return text;
  }
  if (!text.endsWith('"') || text.length < 2) throw new Error('CSV: the quoted field is not closed');
  const body = text.slice(1, -1);
  if (/(?<!")"(?!")/.test(body.replace(/""/g, ''))) throw new Error('CSV: a quote inside a quoted field must be doubled ("")');
  return body.replace(/""/g, '"');
}

// ─── XML: XML 1.0 §2.4 (& and < must be escaped; > " ' for attributes and "]]>") ───────────
const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (ch) => XML_ESCAPES[ch]!);
function unescapeXml(text: string): string {
  return text.replace(
    /&(?:(amp|lt|gt|quot|apos)|#(\d+)|#x([0-9a-fA-F]+));|&[^;\s]*;?/g,
    (all, name?: string, dec?: string, hx?: string) => {
      if (name) return { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }[name]!;
      if (dec || hx) return codePoint(parseInt(dec ?? hx!, dec ? 10 : 16));
      throw new Error(`XML: ${all} is not one of XML's five entities or a character reference`);
    },
  );
}

// ─── Regular expressions: ECMA-262 §22.2 SyntaxCharacter, plus "/" (the literal's delimiter). "-" is
// left alone: it is special only inside [ ], and "\-" is an error in Unicode-mode patterns.
const escapeRegex = (text: string) => text.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');
function unescapeRegex(text: string): string {
  return unescapeWith(
    text,
    'Regex',
    (t, i) => {
      const c = t[i]!;
      const simple: Record<string, string> = { n: '\n', r: '\r', t: '\t', f: '\f', v: '\v', '0': '\0' };
      if (simple[c] !== undefined) return { value: simple[c], next: i + 1 };
      if (c === 'x') {
        const { code, next } = hexDigits(t, i + 1, 2, 2, '\\x');
        return { value: String.fromCharCode(code), next };
      }
      if (c === 'u') return readJavaScript(t, i);
      if (/[A-Za-z0-9]/.test(c)) throw new Error(`\\${c} is a character class or back-reference, not an escaped character`);
      return { value: c, next: i + 1 };
    },
    /[\^$.*+?()[\]{}|]/,
  );
}

// ─── Shell: POSIX sh §2.2 (Quoting): single quotes keep everything but ' itself ────────────
function escapeShell(text: string): string {
  if (text !== '' && /^[A-Za-z0-9_@%+=:,./-]+$/.test(text)) return text;
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/** One shell word (quotes, backslashes) back to its text; expansions ($, `) are refused, not run. */
function unescapeShell(text: string): string {
  let out = '';
  let i = 0;
  const word = text.trim();
  while (i < word.length) {
    const c = word[i]!;
    if (c === "'") {
      const close = word.indexOf("'", i + 1);
      if (close === -1) throw new Error('Shell: unterminated single quote');
      out += word.slice(i + 1, close);
      i = close + 1;
    } else if (c === '"') {
      i++;
      for (;;) {
        if (i >= word.length) throw new Error('Shell: unterminated double quote');
        const d = word[i]!;
        if (d === '"') {
          i++;
          break;
        }
        if (d === '$' || d === '`')
          throw new Error('Shell: $ and ` inside double quotes expand; this tool does not run expansions');
        if (d === '\\' && '$`"\\\n'.includes(word[i + 1] ?? '')) {
          if (word[i + 1] !== '\n') out += word[i + 1];
          i += 2;
        } else {
          out += d;
          i++;
        }
      }
    } else if (c === '\\') {
      if (i + 1 >= word.length) throw new Error('Shell: a lone backslash at the end');
      if (word[i + 1] !== '\n') out += word[i + 1];
      i += 2;
    } else if (/[\s;&|<>()$`]/.test(c)) {
      throw new Error(`Shell: unquoted ${JSON.stringify(c)} is not part of a single word`);
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

export function escapeString(
  text: string,
  language: EscapeLanguage,
  { asciiOnly = false }: { asciiOnly?: boolean } = {},
): string {
  switch (language) {
    case 'json':
      return escapeJson(text, asciiOnly);
    case 'javascript':
      return escapeJavaScript(text, asciiOnly);
    case 'java':
      return escapeJava(text, asciiOnly);
    case 'csharp':
      return escapeCSharp(text, asciiOnly);
    case 'sql':
      return escapeSql(text);
    case 'csv':
      return escapeCsv(text);
    case 'xml':
      return escapeXml(text);
    case 'regex':
      return escapeRegex(text);
    case 'shell':
      return escapeShell(text);
  }
}

export function unescapeString(text: string, language: EscapeLanguage): string {
  switch (language) {
    case 'json':
      return unescapeJson(text);
    case 'javascript':
      return unescapeWith(text, 'JavaScript', readJavaScript);
    case 'java':
      return unescapeWith(text, 'Java', readJava, /[\n\r]/);
    case 'csharp':
      return unescapeWith(text, 'C#', readCSharp, /[\n\r]/);
    case 'sql':
      return unescapeSql(text);
    case 'csv':
      return unescapeCsv(text);
    case 'xml':
      return unescapeXml(text);
    case 'regex':
      return unescapeRegex(text);
    case 'shell':
      return unescapeShell(text);
  }
}
