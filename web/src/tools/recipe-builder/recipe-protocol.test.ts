import { describe, expect, it } from 'vitest';
import { tag } from '@/operations/kinds';
import { MAX_SHOWN_CHARS } from '../operation-screen/value-display';
import { finalOf, reportOf } from './recipe-protocol';

// What the page is told of a recipe's output: its kind, its UTF-8 size (Node's Buffer.byteLength
// is the oracle) and the start shown; the whole value stays with the worker.

const users = Array.from({ length: 2000 }, (_, i) => ({ id: i, name: `Usér ${i}`, city: 'Zürich 🏔' }));

describe('recipe output as the page gets it', () => {
  it('a JSON output: its size as JSON.stringify(v, null, 2) writes it, the start shown, the text kept for Copy', () => {
    const expected = JSON.stringify(users, null, 2);
    const { final, value } = finalOf(tag('json', users));
    expect(final.kind).toBe('json');
    expect(final.size).toBe(Buffer.byteLength(expected, 'utf8'));
    expect(final.display).toMatchObject({
      text: expected.slice(0, MAX_SHOWN_CHARS),
      truncated: true,
      totalChars: expected.length,
    });
    expect(final).not.toHaveProperty('value');
    expect(value).toEqual(tag('text', expected));
  });

  it("the recipe's output is measured once: its last step's size is reused", () => {
    const text = 'ünïcödé\n'.repeat(10_000);
    const output = tag('text', text);
    const sizes = new WeakMap();
    const report = reportOf({ status: 'done', output, ms: 1 }, false, sizes);
    expect(report.size).toBe(Buffer.byteLength(text, 'utf8'));
    sizes.set(output, -1); // had finalOf measured again, it would not see this
    expect(finalOf(output, sizes).final.size).toBe(-1);
  });
});
