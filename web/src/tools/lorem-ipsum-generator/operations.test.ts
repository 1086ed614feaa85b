// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { tag } from '../../operations/kinds';
import { runOperation } from '../../operations/run';
import { loremIpsum } from './operations';

// Placeholder text has no reference output; what a user counts on does: Python counts the
// paragraphs, sentences and words, and its html.parser reads the <p> elements.

const COUNT = `
import json, re, sys
from html.parser import HTMLParser
class P(HTMLParser):
    def __init__(self):
        super().__init__(); self.ps = []; self.inside = False
    def handle_starttag(self, tag, attrs):
        if tag == 'p': self.inside = True; self.ps.append('')
    def handle_endtag(self, tag):
        if tag == 'p': self.inside = False
    def handle_data(self, data):
        if self.inside: self.ps[-1] += data
out = []
for text in json.load(sys.stdin):
    p = P(); p.feed(text)
    out.append({'paragraphs': len([x for x in text.split('\\n\\n') if x.strip()]), 'sentences': len(re.findall(r'[^.]+\\.', text)), 'words': len(text.split()), 'html': len(p.ps)})
print(json.dumps(out))
`;
const counts = (texts: string[]) =>
  JSON.parse(execFileSync('/usr/bin/python3', ['-c', COUNT], { input: JSON.stringify(texts), encoding: 'utf8' })) as {
    paragraphs: number;
    sentences: number;
    words: number;
    html: number;
  }[];
const generate = async (options: Record<string, unknown>) =>
  (await runOperation(loremIpsum, tag('none', undefined), { options })).value as string;

describe('lorem ipsum, counted by Python', () => {
  it.each([1, 3, 50])('%i paragraphs, sentences and words', async (count) => {
    const [paragraphs, sentences, words] = await Promise.all([
      generate({ count }),
      generate({ mode: 'sentences', count }),
      generate({ mode: 'words', count }),
    ]);
    const [p, s, w] = counts([paragraphs, sentences, words]);
    expect(p!.paragraphs).toBe(count);
    expect(s!.sentences).toBe(count);
    expect(w!.words).toBe(count);
    expect(paragraphs.startsWith('Lorem ipsum dolor sit amet, consectetur adipiscing elit.')).toBe(true);
  });

  it('HTML wraps each paragraph in <p>', async () => {
    const text = await generate({ count: 4, html: true });
    expect(counts([text])[0]!.html).toBe(4);
    expect(text.split('\n')).toHaveLength(4);
  });

  it('a seed repeats the text; without one each run differs', async () => {
    expect(await generate({ seed: 42, count: 5 })).toBe(await generate({ seed: 42, count: 5 }));
    expect(await generate({ seed: 42 })).not.toBe(await generate({ seed: 43 }));
    expect(await generate({ count: 20, startWithLorem: false })).not.toBe(await generate({ count: 20, startWithLorem: false }));
  });

  it('the count is bounded by the spec (1 to 50)', async () => {
    await expect(generate({ count: 51 })).rejects.toThrow(/^Count: /);
    await expect(generate({ count: 0 })).rejects.toThrow(/^Count: /);
  });
});
