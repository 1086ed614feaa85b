import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/Button';
import { CopyButton } from '@/components/CopyButton';
import { DownloadButton } from '@/components/DownloadButton';
import { Card } from '@/components/Feedback';
import { Select, TextInput } from '@/components/Field';
import { SegmentedControl } from '@/components/SegmentedControl';
import { Tabs } from '@/components/Tabs';
import { oneOf, useToolState } from '@/lib/tool-state/tool-state';
import { tag } from '@/operations/kinds';
import { SendToButton } from '../send-to/SendToButton';
import type { ToolScreen } from '../types';
import {
  alignments,
  breakpoints,
  clampItems,
  columnOptions,
  defaultGrid,
  gridCss,
  gridHtml,
  MAX_ITEMS,
  resolveGrid,
  spacingOptions,
  tailwindMarkup,
  type Alignment,
  type BreakpointId,
  type BreakpointLayout,
  type GridOptions,
  type ResolvedLayout,
} from './grid';

type Output = 'tailwind' | 'css' | 'html';
const outputs: { value: Output; label: string; file: string; mime: string }[] = [
  { value: 'tailwind', label: 'Tailwind', file: 'grid.html', mime: 'text/html' },
  { value: 'css', label: 'CSS', file: 'grid.css', mime: 'text/css' },
  { value: 'html', label: 'HTML', file: 'grid.html', mime: 'text/html' },
];

/** The width the preview frame is laid out at for each breakpoint (base: a phone). */
const previewWidths: Record<BreakpointId, number> = { base: 375, sm: 640, md: 768, lg: 1024, xl: 1280 };
const breakpointLabels: Record<BreakpointId, string> = {
  base: 'Base',
  sm: 'sm · 640px',
  md: 'md · 768px',
  lg: 'lg · 1024px',
  xl: 'xl · 1280px',
};
const layoutFields = [
  { key: 'columns', label: 'Columns', options: columnOptions, unit: (n: number) => `${n}` },
  { key: 'gap', label: 'Gap', options: spacingOptions, unit: (n: number) => `${n} · ${n * 4}px` },
  { key: 'padding', label: 'Padding', options: spacingOptions, unit: (n: number) => `${n} · ${n * 4}px` },
] as const;

/**
 * The preview frame's document: the generated CSS and HTML as they are, plus looks for the items
 * (colour, border, height) that never change where they are placed. Sandboxed: no scripts, and an
 * opaque origin.
 */
function previewDocument(css: string, html: string): string {
  return `<!doctype html><html><head><style>
html { font: 14px/1.4 system-ui, sans-serif; color-scheme: light; }
body { margin: 0; background: #f8fafc; }
.grid-layout > * { min-height: 56px; display: flex; align-items: center; justify-content: center; background: #e0e7ff; border: 1px solid #a5b4fc; border-radius: 8px; color: #312e81; font-weight: 600; padding: 8px 14px; box-sizing: border-box; }
.grid-layout { background: repeating-linear-gradient(45deg, #f1f5f9 0 6px, #ffffff 6px 12px); }
</style><style>${css}</style></head><body>${html}</body></html>`;
}

const GridGenerator: ToolScreen = () => {
  const [stored, setOptions] = useToolState<GridOptions>('options', defaultGrid, { persist: true });
  // A stored value from an older version may miss fields: fill them from the default.
  const options = useMemo<GridOptions>(
    () => ({
      ...defaultGrid,
      ...stored,
      layouts: { ...stored.layouts, base: { ...defaultGrid.layouts.base, ...stored.layouts?.base } },
    }),
    [stored],
  );
  const [output, setOutput] = useToolState<Output>('output', 'tailwind', {
    persist: true,
    accept: oneOf(outputs.map((o) => o.value)),
  });
  const [previewAt, setPreviewAt] = useToolState<BreakpointId>('preview', 'lg', {
    persist: true,
    accept: oneOf(breakpoints.map((b) => b.id)),
  });
  const [itemsText, setItemsText] = useState(String(options.items));

  const resolved = useMemo(() => resolveGrid(options), [options]);
  const css = useMemo(() => gridCss(options), [options]);
  const html = useMemo(() => gridHtml(options), [options]);
  const tailwind = useMemo(() => tailwindMarkup(options), [options]);
  const text = output === 'tailwind' ? tailwind : output === 'css' ? css : html;
  const items = clampItems(options.items ?? 8);

  function setLayout(id: BreakpointId, key: keyof ResolvedLayout, value: number | undefined) {
    setOptions((current) => {
      const layouts = { ...current.layouts };
      if (id === 'base') layouts.base = { ...layouts.base, [key]: value };
      else {
        const next: BreakpointLayout = { ...layouts[id], [key]: value };
        if (value === undefined) delete next[key];
        layouts[id] = next;
      }
      return { ...current, layouts };
    });
  }

  function setSpans(spans: Record<number, number>) {
    setOptions((current) => ({ ...current, spans }));
  }

  const spans = Object.entries(options.spans ?? {}).map(([item, span]) => ({ item: Number(item), span }));
  const freeItem = Array.from({ length: items }, (_, i) => i + 1).find((n) => !(n in (options.spans ?? {})));

  return (
    <div className="flex flex-col gap-5">
      <Card className="relative overflow-x-auto">
        <table className="w-full min-w-[34rem] text-left text-sm">
          <caption className="px-4 pt-3 pb-1 text-left text-sm font-semibold text-fg">
            Layout per breakpoint <span className="font-normal text-muted">— empty values follow the breakpoint below</span>
          </caption>
          <thead className="text-xs text-muted">
            <tr>
              <th scope="col" className="px-4 py-2 font-medium">
                Breakpoint
              </th>
              {layoutFields.map((field) => (
                <th key={field.key} scope="col" className="px-2 py-2 font-medium">
                  {field.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {breakpoints.map(({ id }, index) => {
              const own = id === 'base' ? options.layouts.base : (options.layouts[id] ?? {});
              const inherited = index > 0 ? resolved[index - 1]!.layout : undefined;
              return (
                <tr key={id}>
                  <th scope="row" className="px-4 py-2 font-mono text-xs font-medium whitespace-nowrap text-fg">
                    {breakpointLabels[id]}
                  </th>
                  {layoutFields.map((field) => (
                    <td key={field.key} className="px-2 py-2">
                      <label className="sr-only" htmlFor={`grid-${id}-${field.key}`}>
                        {field.label} at {id}
                      </label>
                      <select
                        id={`grid-${id}-${field.key}`}
                        value={own[field.key] ?? ''}
                        onChange={(e) => setLayout(id, field.key, e.target.value === '' ? undefined : Number(e.target.value))}
                        className="h-9 w-full min-w-28 rounded-lg border border-border bg-surface px-2 text-sm text-fg focus:border-ring focus:ring-2 focus:ring-ring/30 focus:outline-none"
                      >
                        {inherited && <option value="">↳ {field.unit(inherited[field.key])}</option>}
                        {field.options.map((n) => (
                          <option key={n} value={n}>
                            {field.unit(n)}
                          </option>
                        ))}
                      </select>
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </Card>

      <Card className="grid gap-4 p-4 sm:grid-cols-2 lg:grid-cols-[8rem_10rem_10rem_minmax(0,1fr)]">
        <TextInput
          label="Items"
          type="number"
          min={1}
          max={MAX_ITEMS}
          value={itemsText}
          onChange={(e) => {
            setItemsText(e.target.value);
            const n = Number.parseInt(e.target.value, 10);
            if (!Number.isNaN(n)) setOptions((current) => ({ ...current, items: clampItems(n) }));
          }}
          onBlur={() => setItemsText(String(items))}
          hint={`1 to ${MAX_ITEMS}`}
        />
        <Select
          label="Align items"
          value={options.alignItems}
          onChange={(e) => setOptions((c) => ({ ...c, alignItems: e.target.value as Alignment }))}
        >
          {alignments.map((a) => (
            <option key={a} value={a}>
              {a}
            </option>
          ))}
        </Select>
        <Select
          label="Justify items"
          value={options.justifyItems}
          onChange={(e) => setOptions((c) => ({ ...c, justifyItems: e.target.value as Alignment }))}
        >
          {alignments.map((a) => (
            <option key={a} value={a}>
              {a}
            </option>
          ))}
        </Select>
        <fieldset className="flex min-w-0 flex-col gap-1.5">
          <legend className="mb-1.5 text-sm font-medium text-fg">Column spans</legend>
          <div className="flex flex-wrap items-center gap-2">
            {spans.map(({ item, span }) => (
              <span
                key={item}
                className="inline-flex items-center gap-1 rounded-lg border border-border bg-surface-2 py-1 pr-1 pl-2 text-sm"
              >
                <label htmlFor={`span-${item}`} className="text-muted">
                  Item {item} spans
                </label>
                <select
                  id={`span-${item}`}
                  value={span}
                  onChange={(e) => setSpans({ ...options.spans, [item]: Number(e.target.value) })}
                  className="h-7 rounded-md border border-border bg-surface px-1 text-sm text-fg"
                >
                  {[2, 3, 4, 5, 6].map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </select>
                <Button
                  variant="ghost"
                  size="icon"
                  className="h-7 w-7"
                  aria-label={`Remove the span of item ${item}`}
                  onClick={() => {
                    const next = { ...options.spans };
                    delete next[item];
                    setSpans(next);
                  }}
                >
                  <Trash2 className="h-3.5 w-3.5" aria-hidden />
                </Button>
              </span>
            ))}
            {freeItem !== undefined && (
              <AddSpan items={items} taken={options.spans ?? {}} onAdd={(item) => setSpans({ ...options.spans, [item]: 2 })} />
            )}
          </div>
        </fieldset>
      </Card>

      <section aria-labelledby="grid-preview-heading" className="flex min-w-0 flex-col gap-3">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="grid-preview-heading" className="text-sm font-semibold text-fg">
            Preview{' '}
            <span className="font-normal text-muted">— the generated CSS in a frame {previewWidths[previewAt]}px wide</span>
          </h2>
          <SegmentedControl
            label="Preview width"
            hideLabel
            value={previewAt}
            onChange={setPreviewAt}
            options={breakpoints.map(({ id }) => ({
              value: id,
              label: id === 'base' ? 'Base' : id,
              title: `${previewWidths[id]}px`,
            }))}
          />
        </div>
        <PreviewFrame
          width={previewWidths[previewAt]}
          documentHtml={previewDocument(css, html)}
          label={`Grid preview at ${previewWidths[previewAt]}px`}
        />
        <p className="text-xs text-muted">
          At this width: {resolved.filter((r) => r.minWidth <= previewWidths[previewAt]).at(-1)!.layout.columns} columns. Gap and
          padding are in Tailwind steps (1 = 4px).
        </p>
      </section>

      <section aria-labelledby="grid-output-heading" className="flex min-w-0 flex-col gap-3">
        <h2 id="grid-output-heading" className="text-sm font-semibold text-fg">
          Code
        </h2>
        <Tabs
          label="Output"
          value={output}
          onChange={setOutput}
          actions={
            <>
              <SendToButton value={tag('text', text)} fromToolId="grid-generator" />
              <CopyButton value={text} />
              <DownloadButton
                fileName={outputs.find((o) => o.value === output)!.file}
                content={text}
                mimeType={outputs.find((o) => o.value === output)!.mime}
              />
            </>
          }
          items={outputs.map((o) => ({
            value: o.value,
            label: o.label,
            content: (
              <pre
                tabIndex={0}
                aria-label={`${o.label} code`}
                className="max-h-96 overflow-auto rounded-lg border border-border bg-surface-2 p-4 font-mono text-[13px] leading-relaxed text-fg"
              >
                {o.value === output ? text : ''}
              </pre>
            ),
          }))}
        />
      </section>
    </div>
  );
};

function AddSpan({ items, taken, onAdd }: { items: number; taken: Record<number, number>; onAdd: (item: number) => void }) {
  const free = Array.from({ length: items }, (_, i) => i + 1).filter((n) => !(n in taken));
  const [choice, setChoice] = useState(free[0]!);
  const item = free.includes(choice) ? choice : free[0]!;
  return (
    <span className="inline-flex items-center gap-1">
      <label htmlFor="add-span-item" className="sr-only">
        Item to span
      </label>
      <select
        id="add-span-item"
        value={item}
        onChange={(e) => setChoice(Number(e.target.value))}
        className="h-8 rounded-lg border border-border bg-surface px-2 text-sm text-fg"
      >
        {free.map((n) => (
          <option key={n} value={n}>
            Item {n}
          </option>
        ))}
      </select>
      <Button variant="outline" size="sm" onClick={() => onAdd(item)}>
        <Plus className="h-4 w-4" aria-hidden />
        Add span
      </Button>
    </span>
  );
}

/** The frame is laid out at `width` and scaled down to fit its box, so media queries see that width. */
function PreviewFrame({ width, documentHtml, label }: { width: number; documentHtml: string; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const [boxWidth, setBoxWidth] = useState(0);
  const [contentHeight, setContentHeight] = useState(240);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setBoxWidth(entry!.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const scale = boxWidth > 0 ? Math.min(1, boxWidth / width) : 1;
  return (
    <div
      ref={box}
      className="min-w-0 overflow-hidden rounded-xl border border-border bg-surface-2"
      style={{ height: Math.ceil(contentHeight * scale) + 2 }}
    >
      <iframe
        key={width}
        ref={frame}
        title={label}
        sandbox="allow-same-origin"
        srcDoc={documentHtml}
        onLoad={() => {
          // Same origin only so its height can be read; with no allow-scripts nothing in it runs.
          const height = frame.current?.contentDocument?.documentElement.scrollHeight;
          if (height) setContentHeight(height);
        }}
        style={{
          width,
          height: contentHeight,
          transform: `scale(${scale})`,
          transformOrigin: 'top left',
          border: 0,
          display: 'block',
        }}
      />
    </div>
  );
}

export default GridGenerator;
