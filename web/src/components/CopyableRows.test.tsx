import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CopyableRows } from './CopyableRows';

describe('CopyableRows', () => {
  it('shows each value whole, breakable only after its punctuation', () => {
    const rows = [
      { label: 'HTML entity', value: '&#x1F468;&#x200D;&#x1F469;' },
      { label: 'Shortcode', value: ':family_man_woman:' },
      { label: 'Sentence case', value: 'The quick brown fox' },
      { label: 'Short', value: 'a;b' },
    ];
    const { getAllByRole } = render(<CopyableRows label="Formats" rows={rows} />);
    const values = getAllByRole('listitem').map((item) => item.querySelector('.font-mono')!);
    expect(values.map((v) => v.textContent)).toEqual(rows.map((r) => r.value));
    // The browser may break at a <wbr>: after each entity, after each underscore, never inside a word.
    const pieces = (v: Element) => v.innerHTML.split('<wbr>');
    expect(pieces(values[0]!)).toEqual(['&amp;#x1F468;', '&amp;#x200D;', '&amp;#x1F469;']);
    expect(pieces(values[1]!)).toEqual([':family_', 'man_', 'woman:']);
    expect(pieces(values[2]!)).toEqual(['The quick brown fox']);
    expect(pieces(values[3]!)).toEqual(['a;b']);
  });
});
