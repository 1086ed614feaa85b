import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { colouredHtml, JsonView } from './JsonView';

describe('JsonView', () => {
  it('shows the JSON text exactly, whatever it holds', () => {
    const hostile = { '<img src=x onerror=alert(1)>': '</code><script>alert(2)</script>', quote: '"\'&amp;', n: -1.5e3, ok: true, none: null };
    const { container } = render(<JsonView label="Data" value={hostile} />);
    expect(container.querySelector('pre')!.textContent).toBe(JSON.stringify(hostile, null, 2));
    expect(container.querySelector('script, img')).toBeNull();
  });

  it('colours keys, strings, literals and numbers', () => {
    expect(colouredHtml('{"a": "b", "n": 1, "t": true}')).toBe(
      '{<span class="text-primary">&quot;a&quot;</span>: <span class="text-success">&quot;b&quot;</span>, <span class="text-primary">&quot;n&quot;</span>: <span class="text-warning">1</span>, <span class="text-primary">&quot;t&quot;</span>: <span class="text-accent">true</span>}',
    );
  });
});
