import { describe, expect, it } from 'vitest';
import { highlightCode } from './highlight';

// The browser's own HTML parser is the oracle: the highlighted HTML must read back as exactly the
// code that went in (nothing lost, nothing interpreted as markup).
const textOf = (html: string) => {
  const pre = document.createElement('pre');
  pre.innerHTML = html;
  return pre;
};

const samples = [
  { language: 'javascript', code: 'const a = `<b>${1 + 2}</b>`; // "quotes" & \'apostrophes\'' },
  { language: 'typescript', code: 'type T<K extends string> = Record<K, number>;\nexport const f = (x: T<"a">) => x.a > 0 && x.a < 2;' },
  { language: 'python', code: 'def f(x):\n    return "<script>alert(1)</script>" if x else None' },
  { language: 'sql', code: "SELECT * FROM t WHERE name = '<img src=x onerror=alert(1)>' AND id > 3;" },
  { language: 'other', code: '<script>alert("x")</script> & more' },
] as const;

describe('snippet highlighting', () => {
  it.each(samples)('keeps the $language code exactly, as text', ({ language, code }) => {
    const pre = textOf(highlightCode({ code, language }));
    expect(pre.textContent).toBe(code);
    expect(pre.querySelector('script, img, b')).toBeNull();
  });

  it('marks keywords and strings with highlight.js classes', () => {
    const pre = textOf(highlightCode({ code: 'const s = "hi";', language: 'javascript' }));
    expect(pre.querySelector('.hljs-keyword')?.textContent).toBe('const');
    expect(pre.querySelector('.hljs-string')?.textContent).toBe('"hi"');
    const sql = textOf(highlightCode({ code: 'SELECT 1', language: 'sql' }));
    expect(sql.querySelector('.hljs-keyword')?.textContent).toBe('SELECT');
  });

  it('leaves "other" as plain escaped text', () => {
    expect(highlightCode({ code: 'a < b && "c"', language: 'other' })).toBe('a &lt; b &amp;&amp; &quot;c&quot;');
  });
});
