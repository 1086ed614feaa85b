/** Spec tools.md §9: columns 1, 2, 3, 4 or 6; gap and padding 2, 4, 6 or 8 (Tailwind spacing steps of 0.25rem). */
export const columnOptions = [1, 2, 3, 4, 6] as const;
export const spacingOptions = [2, 4, 6, 8] as const;
export type Columns = (typeof columnOptions)[number];
export type Spacing = (typeof spacingOptions)[number];

/** Tailwind's default breakpoints (min-width); base applies below the first. */
export const breakpoints = [
  { id: 'base', minWidth: 0 },
  { id: 'sm', minWidth: 640 },
  { id: 'md', minWidth: 768 },
  { id: 'lg', minWidth: 1024 },
  { id: 'xl', minWidth: 1280 },
] as const;
export type BreakpointId = (typeof breakpoints)[number]['id'];

export const alignments = ['stretch', 'start', 'center', 'end'] as const;
export type Alignment = (typeof alignments)[number];

export const MAX_ITEMS = 24;

/** What one breakpoint sets; a missing value is inherited from the breakpoint below (as in CSS and Tailwind). */
export type BreakpointLayout = { columns?: Columns; gap?: Spacing; padding?: Spacing };
export type ResolvedLayout = { columns: Columns; gap: Spacing; padding: Spacing };

export type GridOptions = {
  /** base must set all three; sm–xl may leave values to inherit. */
  layouts: { base: ResolvedLayout } & Partial<Record<Exclude<BreakpointId, 'base'>, BreakpointLayout>>;
  items?: number;
  /** Column spans of chosen items, by 1-based item number; each is cut to the columns there are. */
  spans?: Record<number, number>;
  alignItems?: Alignment;
  justifyItems?: Alignment;
  /** The class of the container in the plain CSS and HTML. */
  className?: string;
};

export const defaultGrid: GridOptions = {
  layouts: { base: { columns: 1, gap: 4, padding: 4 }, sm: { columns: 2 }, lg: { columns: 4, gap: 6 } },
  items: 8,
  spans: { 1: 2 },
  alignItems: 'stretch',
  justifyItems: 'stretch',
  className: 'grid-layout',
};

const rem = (step: number) => `${step * 0.25}rem`;

export function clampItems(items: number): number {
  return Number.isFinite(items) ? Math.min(MAX_ITEMS, Math.max(1, Math.round(items))) : 1;
}

/** Each breakpoint's effective layout, and each item's effective span there. */
export function resolveGrid({
  layouts,
  items = 8,
  spans = {},
}: GridOptions): { id: BreakpointId; minWidth: number; layout: ResolvedLayout; spans: Record<number, number> }[] {
  let current: ResolvedLayout = layouts.base;
  const count = clampItems(items);
  return breakpoints.map(({ id, minWidth }) => {
    current = { ...current, ...(id === 'base' ? layouts.base : stripUndefined(layouts[id] ?? {})) };
    const itemSpans: Record<number, number> = {};
    for (const [item, span] of Object.entries(spans)) {
      const n = Number(item);
      if (n >= 1 && n <= count && span > 1) itemSpans[n] = Math.min(span, current.columns);
    }
    return { id, minWidth, layout: current, spans: itemSpans };
  });
}

function stripUndefined(layout: BreakpointLayout): BreakpointLayout {
  return Object.fromEntries(Object.entries(layout).filter(([, v]) => v !== undefined));
}

function changes<T>(values: { id: BreakpointId; value: T }[]): { id: BreakpointId; value: T }[] {
  return values.filter((entry, i) => i === 0 || entry.value !== values[i - 1]!.value);
}

const prefix = (id: BreakpointId) => (id === 'base' ? '' : `${id}:`);

/** The container's Tailwind classes: each value where it changes, mobile first. */
export function tailwindContainerClasses(options: GridOptions): string {
  const resolved = resolveGrid(options);
  const classes = ['grid'];
  for (const [key, utility] of [
    ['columns', 'grid-cols'],
    ['gap', 'gap'],
    ['padding', 'p'],
  ] as const) {
    for (const { id, value } of changes(resolved.map((r) => ({ id: r.id, value: r.layout[key] }))))
      classes.push(`${prefix(id)}${utility}-${value}`);
  }
  const { alignItems = 'stretch', justifyItems = 'stretch' } = options;
  if (alignItems !== 'stretch') classes.push(`items-${alignItems}`);
  if (justifyItems !== 'stretch') classes.push(`justify-items-${justifyItems}`);
  return classes.join(' ');
}

/** An item's Tailwind classes (col-span where its span changes), or '' when it spans one column everywhere. */
export function tailwindItemClasses(options: GridOptions, item: number): string {
  const resolved = resolveGrid(options);
  const spans = changes(resolved.map((r) => ({ id: r.id, value: r.spans[item] ?? 1 })));
  // One column is what an item takes anyway: no class for it at base.
  return spans
    .filter(({ id, value }) => !(id === 'base' && value === 1))
    .map(({ id, value }) => `${prefix(id)}col-span-${value}`)
    .join(' ');
}

function itemsMarkup(options: GridOptions, classOf: (item: number) => string, indent = '  '): string {
  return Array.from({ length: clampItems(options.items ?? 8) }, (_, i) => {
    const classes = classOf(i + 1);
    return `${indent}<div${classes ? ` class="${classes}"` : ''}>${i + 1}</div>`;
  }).join('\n');
}

/** HTML with Tailwind classes. */
export function tailwindMarkup(options: GridOptions): string {
  return `<div class="${tailwindContainerClasses(options)}">\n${itemsMarkup(options, (item) => tailwindItemClasses(options, item))}\n</div>\n`;
}

/** Plain CSS, mobile first, with a media query for each breakpoint that changes something. */
export function gridCss(options: GridOptions): string {
  const name = options.className ?? 'grid-layout';
  const { alignItems = 'stretch', justifyItems = 'stretch' } = options;
  const resolved = resolveGrid(options);
  const blocks: string[] = [];
  resolved.forEach((entry, i) => {
    const previous = resolved[i - 1];
    const rules: string[] = [];
    const declarations: string[] = [];
    if (!previous) declarations.push('display: grid;');
    if (!previous || previous.layout.columns !== entry.layout.columns)
      declarations.push(`grid-template-columns: repeat(${entry.layout.columns}, minmax(0, 1fr));`);
    if (!previous || previous.layout.gap !== entry.layout.gap) declarations.push(`gap: ${rem(entry.layout.gap)};`);
    if (!previous || previous.layout.padding !== entry.layout.padding)
      declarations.push(`padding: ${rem(entry.layout.padding)};`);
    if (!previous && alignItems !== 'stretch') declarations.push(`align-items: ${alignItems};`);
    if (!previous && justifyItems !== 'stretch') declarations.push(`justify-items: ${justifyItems};`);
    if (declarations.length > 0) rules.push(`.${name} {\n${declarations.map((d) => `  ${d}`).join('\n')}\n}`);
    const items = new Set([...Object.keys(entry.spans), ...Object.keys(previous?.spans ?? {})].map(Number));
    for (const item of [...items].sort((a, b) => a - b)) {
      const span = entry.spans[item] ?? 1;
      if ((previous?.spans[item] ?? 1) === span) continue;
      rules.push(`.${name} > :nth-child(${item}) {\n  grid-column: ${span === 1 ? 'auto' : `span ${span} / span ${span}`};\n}`);
    }
    if (rules.length === 0) return;
    if (!previous) blocks.push(rules.join('\n\n'));
    else
      blocks.push(`@media (min-width: ${entry.minWidth}px) {\n${rules.map((rule) => rule.replace(/^/gm, '  ')).join('\n\n')}\n}`);
  });
  return `${blocks.join('\n\n')}\n`;
}

/** The HTML that goes with gridCss. */
export function gridHtml(options: GridOptions): string {
  return `<div class="${options.className ?? 'grid-layout'}">\n${itemsMarkup(options, () => '')}\n</div>\n`;
}
