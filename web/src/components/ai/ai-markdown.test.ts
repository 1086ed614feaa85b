import { describe, expect, it } from 'vitest';
import { parseInline, parseMarkdown } from './ai-markdown';

describe('parseMarkdown', () => {
  it('reads headings, paragraphs, lists and fenced code', () => {
    const blocks = parseMarkdown('## Changes\nFirst line\nwrapped.\n\n- one\n  continued\n- two\n\n1. a\n2. b\n\n```sql\nSELECT 1;\n```');
    expect(blocks).toEqual([
      { kind: 'heading', level: 2, inlines: [{ kind: 'text', text: 'Changes' }] },
      { kind: 'paragraph', inlines: [{ kind: 'text', text: 'First line wrapped.' }] },
      { kind: 'list', ordered: false, items: [[{ kind: 'text', text: 'one continued' }], [{ kind: 'text', text: 'two' }]] },
      { kind: 'list', ordered: true, items: [[{ kind: 'text', text: 'a' }], [{ kind: 'text', text: 'b' }]] },
      { kind: 'code', language: 'sql', code: 'SELECT 1;', closed: true },
    ]);
  });

  it('runs an unclosed fence (a cut-off answer) to the end', () => {
    expect(parseMarkdown('Text\n~~~\ncode\nmore')).toEqual([
      { kind: 'paragraph', inlines: [{ kind: 'text', text: 'Text' }] },
      { kind: 'code', language: '', code: 'code\nmore', closed: false },
    ]);
  });

  it('reads inline code, bold, italic and links, and leaves HTML as text', () => {
    expect(parseInline('Use `idx_a` **now**, *maybe* see [docs](https://x.test) <b>hi</b> snake_case_name')).toEqual([
      { kind: 'text', text: 'Use ' },
      { kind: 'code', text: 'idx_a' },
      { kind: 'text', text: ' ' },
      { kind: 'strong', text: 'now' },
      { kind: 'text', text: ', ' },
      { kind: 'em', text: 'maybe' },
      { kind: 'text', text: ' see ' },
      { kind: 'link', text: 'docs', href: 'https://x.test' },
      { kind: 'text', text: ' <b>hi</b> snake_case_name' },
    ]);
  });
});
