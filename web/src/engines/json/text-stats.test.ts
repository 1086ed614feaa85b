import { describe, expect, it } from 'vitest';
import { utf8Length } from '../../operations/kinds';
import { countLines, textStats } from './text-stats';

describe('utf8Length', () => {
  it.each(['', 'plain ASCII', 'Zürich, São Paulo', '漢字かな', 'emoji 😀 and 👍🏽', 'lone \ud800 high and \udc00 low', 'mixed é漢😀x'.repeat(50)])(
    'matches TextEncoder for %j',
    (text) => {
      expect(utf8Length(text)).toBe(new TextEncoder().encode(text).length);
    },
  );
});

describe('textStats', () => {
  it('counts lines and bytes', () => {
    expect(countLines('')).toBe(1);
    expect(countLines('a\nb\n')).toBe(3);
    expect(textStats('{\n  "city": "Zürich"\n}')).toEqual({ lines: 3, bytes: 23 });
  });
});
