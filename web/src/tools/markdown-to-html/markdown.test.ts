// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pythonJson } from '@/test-support/oracles';
import { markdownToHtml } from './markdown';

// Oracle: the CommonMark reference implementation for Python (Debian python3-commonmark) on
// examples in the style of the CommonMark spec; both HTML outputs are compared as token streams
// (Python's html.parser: tags, sorted attributes, text with entities decoded, whitespace between
// tags dropped), so <br> and <br />, or &copy; and ©, count as the same. GitHub's extensions are
// checked against the examples of the GFM spec (tables §4.10, task lists §5.3, strikethrough §6.5).

const NORMALISE = `
import sys, json, commonmark
from html.parser import HTMLParser
class T(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True); self.out = []
    def handle_starttag(self, tag, attrs): self.out.append(['<', tag, sorted([k, v or ''] for k, v in attrs)])
    def handle_startendtag(self, tag, attrs): self.handle_starttag(tag, attrs)
    def handle_endtag(self, tag): self.out.append(['>', tag])
    def handle_data(self, data):
        if data.strip(): self.out.append(['t', ' '.join(data.split())])
def tokens(html):
    t = T(); t.feed(html); t.close(); return t.out
cases = json.load(sys.stdin)
print(json.dumps([[tokens(ours), tokens(commonmark.commonmark(md))] for md, ours in cases]))
`;

const commonMark = [
  '# ATX heading\n## Second *level*\n###### Six\n',
  'Setext\n======\n\nOther\n-----\n',
  'Para with *em*, _em_, **strong**, __strong__ and `code`.\n',
  '- a\n- b\n  - nested\n\n1. one\n2. two\n',
  '3. starts at three\n4. four\n',
  '* loose\n\n* list\n',
  '> quote\n> > nested\n',
  '```js\nconst a = 1 < 2;\n```\n',
  '~~~\ntilde fence\n~~~\n',
  '    indented code\n    block\n',
  '[link](http://example.com "title") and ![img](a.png "t")\n',
  '[ref] and [other][ref]\n\n[ref]: /url "Title"\n',
  'line one  \nline two\\\nline three\n',
  '&copy; &amp; &#35; &#x22; <http://auto.link> <mail@example.com>\n',
  '***\n---\n___\n',
  'a <span>raw</span> html\n\n<div>\nblock\n</div>\n',
  '\\*not em\\* and \\# not heading\n',
  '**bold *nested em* bold**\n',
  '`` code with ` backtick ``\n',
  'Hard<br>tag and <!-- comment -->\n',
];

const gfm: [string, string][] = [
  // GFM spec example 198 (tables)
  [
    '| foo | bar |\n| --- | --- |\n| baz | bim |\n',
    '<table>\n<thead>\n<tr>\n<th>foo</th>\n<th>bar</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>baz</td>\n<td>bim</td>\n</tr>\n</tbody>\n</table>',
  ],
  // example 199: alignment
  [
    '| abc | defghi |\n:-: | -----------:\nbar | baz\n',
    '<table>\n<thead>\n<tr>\n<th align="center">abc</th>\n<th align="right">defghi</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td align="center">bar</td>\n<td align="right">baz</td>\n</tr>\n</tbody>\n</table>',
  ],
  // example 279 (task list items)
  [
    '- [ ] foo\n- [x] bar\n',
    '<ul>\n<li><input disabled="" type="checkbox"> foo</li>\n<li><input checked="" disabled="" type="checkbox"> bar</li>\n</ul>',
  ],
  // example 491 (strikethrough)
  ['~~Hi~~ Hello, world!\n', '<p><del>Hi</del> Hello, world!</p>'],
];

describe('Markdown → HTML', () => {
  it('agrees with the CommonMark reference implementation', async () => {
    const cases = await Promise.all(commonMark.map(async (md) => [md, await markdownToHtml(md, { gfm: false })] as const));
    const compared = pythonJson<[unknown, unknown][]>(NORMALISE, JSON.stringify(cases));
    compared.forEach(([ours, reference], i) =>
      expect({ md: commonMark[i], html: ours }).toEqual({ md: commonMark[i], html: reference }),
    );
  });

  it.each(gfm)('GitHub extension %j renders as the GFM spec shows', async (md, html) => {
    const squash = (s: string) => s.replace(/>\s+</g, '><').trim();
    expect(squash(await markdownToHtml(md))).toBe(squash(html));
  });

  it('turns single line breaks into <br> on request', async () => {
    expect(await markdownToHtml('a\nb', { breaks: true })).toBe('<p>a<br>b</p>\n');
    expect(await markdownToHtml('a\nb')).toBe('<p>a\nb</p>\n');
  });
});
