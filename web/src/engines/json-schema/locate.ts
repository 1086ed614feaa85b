/** Where a value starts in JSON text: 0-based offset, 1-based line and column. */
export type TextPlace = { offset: number; line: number; column: number };

type Trie = { pointer?: string; children: Map<string, Trie> };

/** RFC 6901: "/a~1b/0" → ["a/b", "0"]; "" is the root. */
export function pointerSegments(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
}

const SPACE = 0x20;
const TAB = 0x09;
const LF = 0x0a;
const CR = 0x0d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Finds where the values at the given JSON pointers (Ajv's instancePath, a schemaPath without its
 * '#') start in valid JSON text. One pass over the text that only follows the branches some pointer
 * goes down and skips the rest (strings by indexOf), counting lines as it goes: a few pointers into
 * a 20 MB document cost one scan, not one each. Pointers that name nothing are left out.
 */
export function locatePointers(text: string, pointers: readonly string[]): Map<string, TextPlace> {
  const root: Trie = { children: new Map() };
  for (const pointer of pointers) {
    let node = root;
    for (const segment of pointerSegments(pointer)) {
      let child = node.children.get(segment);
      if (!child) node.children.set(segment, (child = { children: new Map() }));
      node = child;
    }
    node.pointer = pointer;
  }
  const found = new Map<string, TextPlace>();
  let i = 0;
  let line = 1;
  let lineStart = 0;

  const skipSpace = () => {
    for (;;) {
      const c = text.charCodeAt(i);
      if (c === LF) {
        line++;
        lineStart = ++i;
      } else if (c === SPACE || c === TAB || c === CR) i++;
      else return;
    }
  };
  /** From an opening quote to just after the closing one; returns the end of the content. */
  const skipString = (): number => {
    let end = text.indexOf('"', i + 1);
    for (;;) {
      if (end === -1) throw new Error('unterminated string');
      let slashes = 0;
      while (text.charCodeAt(end - 1 - slashes) === BACKSLASH) slashes++;
      if (slashes % 2 === 0) break;
      end = text.indexOf('"', end + 1);
    }
    i = end + 1;
    return end;
  };
  const readKey = (): string => {
    const start = i;
    const end = skipString();
    const raw = text.slice(start + 1, end);
    return raw.includes('\\') ? (JSON.parse(`"${raw}"`) as string) : raw;
  };
  /** Skips any value without building anything; strings inside it cannot hold a raw newline. */
  const skipValue = () => {
    let depth = 0;
    for (;;) {
      skipSpace();
      const c = text.charCodeAt(i);
      if (c === QUOTE) skipString();
      else if (c === 0x7b || c === 0x5b) {
        depth++;
        i++;
      } else if (c === 0x7d || c === 0x5d) {
        depth--;
        i++;
      } else if (c === 0x2c || c === 0x3a) i++;
      else if (Number.isNaN(c)) return;
      else {
        // A number or literal: up to the next delimiter.
        while (i < text.length && !' \t\r\n,]}'.includes(text[i]!)) i++;
      }
      if (depth === 0) return;
    }
  };
  const walk = (node: Trie) => {
    skipSpace();
    if (node.pointer !== undefined) found.set(node.pointer, { offset: i, line, column: i - lineStart + 1 });
    if (node.children.size === 0) return skipValue();
    const c = text.charCodeAt(i);
    if (c === 0x7b) {
      i++;
      for (;;) {
        skipSpace();
        if (text.charCodeAt(i) === 0x7d) return void i++;
        const key = readKey();
        skipSpace();
        i++; // ':'
        const child = node.children.get(key);
        if (child) walk(child);
        else skipValue();
        skipSpace();
        if (text.charCodeAt(i) === 0x2c) i++;
      }
    } else if (c === 0x5b) {
      i++;
      for (let index = 0; ; index++) {
        skipSpace();
        if (text.charCodeAt(i) === 0x5d) return void i++;
        const child = node.children.get(String(index));
        if (child) walk(child);
        else skipValue();
        skipSpace();
        if (text.charCodeAt(i) === 0x2c) i++;
      }
    } else skipValue();
  };
  try {
    walk(root);
  } catch {
    // Not valid JSON after all: what was found so far stands.
  }
  return found;
}
