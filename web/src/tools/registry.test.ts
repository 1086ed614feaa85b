import { describe, expect, it } from 'vitest';
import { tools } from './registry';
import { compareToolNames, toolCategories } from './types';

describe('the tool registry', () => {
  it('has ASCII tool names, which compareToolNames relies on', () => {
    for (const tool of tools) expect(tool.name).toMatch(/^[\x20-\x7e]+$/);
  });

  it('orders tools by category, then by name as the ICU collator would', () => {
    const collator = new Intl.Collator('en', { sensitivity: 'base' });
    const expected = [...tools].sort((a, b) => toolCategories.indexOf(a.category) - toolCategories.indexOf(b.category) || collator.compare(a.name, b.name));
    expect(tools.map((t) => t.id)).toEqual(expected.map((t) => t.id));
  });

  it('compares names ignoring case', () => {
    expect(compareToolNames('cURL Converter', 'CSS Minifier')).toBe(collatorSign('cURL Converter', 'CSS Minifier'));
    expect(compareToolNames('JSON Formatter', 'json formatter')).toBe(0);
  });
});

function collatorSign(a: string, b: string) {
  return Math.sign(new Intl.Collator('en', { sensitivity: 'base' }).compare(a, b));
}
