// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import postcss, { type Declaration } from 'postcss';
import { compile } from 'tailwindcss';
import { describe, expect, it } from 'vitest';
import {
  breakpoints,
  defaultGrid,
  gridCss,
  gridHtml,
  resolveGrid,
  tailwindContainerClasses,
  tailwindItemClasses,
  tailwindMarkup,
  type GridOptions,
} from './grid';

// The oracle: Tailwind CSS itself compiles the classes we generate, and at every breakpoint width
// the styles it gives the container and each item must equal what our plain CSS gives them.
const tailwindRoot = path.dirname(require.resolve('tailwindcss/package.json'));

async function tailwindCss(classes: string[]): Promise<string> {
  const compiler = await compile('@import "tailwindcss/theme"; @import "tailwindcss/utilities";', {
    base: tailwindRoot,
    loadStylesheet: async (id: string) => {
      const file = path.join(tailwindRoot, `${id.replace('tailwindcss/', '')}.css`);
      return { path: file, base: tailwindRoot, content: fs.readFileSync(file, 'utf8') };
    },
  });
  return compiler.build(classes);
}

type Rule = { selector: string; minWidth: number; property: string; value: string };

/** Every declaration with its selector and the min-width it needs (nested @media included), in source order. */
function declarations(css: string): Rule[] {
  const spacing = /--spacing:\s*([\d.]+)rem/.exec(css)?.[1];
  const rules: Rule[] = [];
  postcss.parse(css).walkDecls((decl: Declaration) => {
    let selector = '';
    let minWidth = 0;
    for (let node = decl.parent; node; node = node.parent as typeof node) {
      if (node.type === 'rule' && !selector) selector = (node as postcss.Rule).selector;
      if (node.type === 'atrule' && (node as postcss.AtRule).name === 'media') {
        const params = (node as postcss.AtRule).params;
        const rem = /width >= ([\d.]+)rem/.exec(params);
        const px = /min-width: (\d+)px/.exec(params);
        minWidth = rem ? Number(rem[1]) * 16 : Number(px![1]);
      }
    }
    const value = decl.value.replace(/calc\(var\(--spacing\) \* ([\d.]+)\)/, (_, n) => `${Number(n) * Number(spacing)}rem`);
    rules.push({ selector, minWidth, property: decl.prop, value });
  });
  return rules;
}

/** The winning value of each property for elements matching `selectors`, at a viewport width. */
function computed(rules: Rule[], selectors: string[], width: number): Record<string, string> {
  const out: Record<string, string> = {};
  for (const rule of rules)
    if (selectors.includes(rule.selector) && rule.minWidth <= width && !rule.property.startsWith('--'))
      out[rule.property] = rule.value;
  return out;
}

const tailwindSelector = (cls: string) => `.${cls.replace(/:/g, '\\:')}`;

async function expectSameLayout(options: GridOptions) {
  const items = options.items ?? 8;
  const itemClasses = Array.from({ length: items }, (_, i) =>
    tailwindItemClasses(options, i + 1)
      .split(' ')
      .filter(Boolean),
  );
  const containerClasses = tailwindContainerClasses(options).split(' ');
  const tw = declarations(await tailwindCss([...containerClasses, ...itemClasses.flat()]));
  const ours = declarations(gridCss(options));
  for (const { id, minWidth } of breakpoints) {
    const width = Math.max(minWidth, 375);
    const container = computed(tw, containerClasses.map(tailwindSelector), width);
    expect(container, `container at ${id}`).toEqual(computed(ours, ['.grid-layout'], width));
    for (let item = 1; item <= items; item++) {
      const fromTailwind = computed(tw, itemClasses[item - 1]!.map(tailwindSelector), width);
      const fromCss = computed(ours, [`.grid-layout > :nth-child(${item})`], width);
      // One column, "auto" and none at all place an item alike.
      for (const styles of [fromTailwind, fromCss])
        if (['auto', 'span 1 / span 1'].includes(styles['grid-column']!)) delete styles['grid-column'];
      expect(fromTailwind, `item ${item} at ${id}`).toEqual(fromCss);
    }
  }
}

describe('grid generator: Tailwind classes and plain CSS agree (Tailwind CSS as the oracle)', () => {
  it('the default layout', async () => {
    await expectSameLayout(defaultGrid);
  });

  it('every breakpoint set, spans cut to the columns there are, alignment', async () => {
    await expectSameLayout({
      layouts: {
        base: { columns: 2, gap: 2, padding: 8 },
        sm: { columns: 3, gap: 4 },
        md: { columns: 4, padding: 6 },
        lg: { columns: 6, gap: 8 },
        xl: { columns: 1, padding: 2 },
      },
      items: 7,
      spans: { 1: 6, 3: 3, 7: 2 },
      alignItems: 'center',
      justifyItems: 'end',
      className: 'grid-layout',
    });
  });

  it('writes each value only where it changes', () => {
    expect(tailwindContainerClasses(defaultGrid)).toBe('grid grid-cols-1 sm:grid-cols-2 lg:grid-cols-4 gap-4 lg:gap-6 p-4');
    // Item 1 spans 2, but at base there is one column: it spans 2 from sm on.
    expect(tailwindItemClasses(defaultGrid, 1)).toBe('sm:col-span-2');
    expect(tailwindItemClasses(defaultGrid, 2)).toBe('');
    expect(resolveGrid(defaultGrid).map((b) => b.layout.columns)).toEqual([1, 2, 2, 4, 4]);
  });

  it('writes valid CSS and matching HTML', () => {
    const css = gridCss(defaultGrid);
    expect(() => postcss.parse(css)).not.toThrow();
    expect(css).toContain('@media (min-width: 640px) {');
    expect(gridHtml(defaultGrid).match(/<div>/g)).toHaveLength(8);
    expect(tailwindMarkup(defaultGrid)).toContain('<div class="sm:col-span-2">1</div>');
  });
});
