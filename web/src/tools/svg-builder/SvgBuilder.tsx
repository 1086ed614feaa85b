import {
  ArrowDown,
  ArrowUp,
  Circle,
  Copy as Duplicate,
  Image as ImageIcon,
  Minus,
  PenLine,
  Pentagon,
  Redo2,
  RectangleHorizontal,
  Sparkles,
  Trash2,
  Type,
  Undo2,
} from 'lucide-react';
import { useEffect, useMemo, useReducer, useState, type ComponentType, type KeyboardEvent, type ReactNode } from 'react';
import { Button } from '@/components/Button';
import { CodeEditor } from '@/components/CodeEditor';
import { CopyButton } from '@/components/CopyButton';
import { DownloadButton } from '@/components/DownloadButton';
import { Alert, Card } from '@/components/Feedback';
import { Select, TextInput } from '@/components/Field';
import { FilePicker } from '@/components/FileDrop';
import { Tabs } from '@/components/Tabs';
import { downloadFile } from '@/lib/download';
import { readStored, writeStored } from '@/lib/storage';
import { oneOf, useToolState } from '@/lib/tool-state/tool-state';
import { tag } from '@/operations/kinds';
import { SendToButton } from '../send-to/SendToButton';
import type { ToolScreen } from '../types';
import { historyReducer } from './history';
import { renderPng } from './png';
import { SvgCanvas } from './SvgCanvas';
import {
  createShape,
  emptyDocument,
  newId,
  parseSvg,
  serializeSvg,
  shapeKinds,
  shapeLabels,
  type FillMode,
  type Layer,
  type Shape,
  type ShapeKind,
  type SvgDocument,
} from './svg-model';

const STORAGE_KEY = 'svg-builder:document';
const CODE_DELAY_MS = 400;

const shapeIcons: Record<ShapeKind, ComponentType<{ className?: string }>> = {
  rect: RectangleHorizontal,
  circle: Circle,
  ellipse: Circle,
  line: Minus,
  polygon: Pentagon,
  path: PenLine,
  text: Type,
};

function starterDocument(): SvgDocument {
  const document = emptyDocument();
  const background = createShape('rect', document.viewBox) as Extract<Shape, { kind: 'rect' }>;
  const sun = createShape('circle', document.viewBox) as Extract<Shape, { kind: 'circle' }>;
  const title = createShape('text', document.viewBox) as Extract<Shape, { kind: 'text' }>;
  return {
    ...document,
    layers: [
      {
        ...background,
        x: 0,
        y: 0,
        width: 400,
        height: 300,
        rx: 24,
        fill: { mode: 'linear', color: '#6366f1', color2: '#ec4899', angle: 35 },
      },
      { ...sun, cx: 300, cy: 90, r: 46, fill: { mode: 'radial', color: '#fde68a', color2: '#f59e0b', angle: 0 } },
      {
        ...title,
        x: 40,
        y: 250,
        text: 'DevForge',
        fontSize: 44,
        fill: { mode: 'solid', color: '#ffffff', color2: '#ffffff', angle: 0 },
      },
    ],
  };
}

let starterText: string | null = null;
/** The starter picture as SVG text: the document's default in Share links (a link leaves it out). */
function starterSvg(): string {
  starterText ??= serializeSvg(starterDocument());
  return starterText;
}

/** The document a link or this browser's last session gave, or the starter picture. */
function documentOf(saved: string): SvgDocument {
  if (saved && saved !== starterSvg()) {
    try {
      return parseSvg(saved);
    } catch {
      /* a stored or linked document that no longer reads: start over */
    }
  }
  return starterDocument();
}

function formatBytes(bytes: number): string {
  return bytes < 1024 ? `${bytes.toLocaleString('en-US')} B` : `${(bytes / 1024).toFixed(1)} KB`;
}

const utf8 = new TextEncoder();

type Optimised = { text: string; before: number; after: number } | { error: string };

const SvgBuilder: ToolScreen = () => {
  // The drawing (as SVG text, the same format as a file), the panel and the PNG scale go in Share links.
  // It starts at this browser's last drawing; parseSvg sanitizes what a link gives, as it does a file.
  const [sharedSvg, setSharedSvg] = useToolState('svg', starterSvg(), {
    start: readStored<string | null>(STORAGE_KEY, null) ?? undefined,
  });
  const [history, dispatch] = useReducer(historyReducer, undefined, () => ({
    past: [],
    present: documentOf(sharedSvg),
    future: [],
  }));
  const document = history.present;
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = selectedId === null ? null : document.layers.findIndex((l) => l.id === selectedId);
  const layer = selected !== null && selected >= 0 ? document.layers[selected] : undefined;
  const [panel, setPanel] = useToolState<'shape' | 'layers' | 'code' | 'document'>('panel', 'shape', {
    persist: true,
    accept: oneOf(['shape', 'layers', 'code', 'document'] as const),
  });
  const [pngScale, setPngScale] = useToolState('pngScale', 2, { persist: true, accept: oneOf([1, 2, 3, 4]) });
  const serialized = useMemo(() => serializeSvg(document), [document]);
  // The link's copy of the drawing follows every change.
  useEffect(() => setSharedSvg(serialized), [serialized, setSharedSvg]);
  const bytes = useMemo(() => utf8.encode(serialized).length, [serialized]);
  // The code as the user is typing it; null while it shows the document as written.
  const [codeDraft, setCodeDraft] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [importError, setImportError] = useState<string | null>(null);
  const [optimised, setOptimised] = useState<Optimised | null>(null);
  const [optimising, setOptimising] = useState(false);

  // The document survives a reload (as SVG text: the same format as a file).
  useEffect(() => {
    const timer = window.setTimeout(() => writeStored(STORAGE_KEY, serialized), 300);
    return () => window.clearTimeout(timer);
  }, [serialized]);

  // Typing in the code view redraws the canvas once the code reads as SVG.
  useEffect(() => {
    if (codeDraft === null) return;
    const timer = window.setTimeout(() => {
      try {
        const parsed = parseSvg(codeDraft);
        setCodeError(null);
        dispatch({ type: 'set', document: parsed });
      } catch (err) {
        setCodeError((err as Error).message);
      }
    }, CODE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [codeDraft]);

  /** A change made on the canvas or in a panel: the code view shows the document again. */
  function change(next: SvgDocument) {
    setCodeDraft(null);
    setCodeError(null);
    setOptimised(null);
    dispatch({ type: 'set', document: next });
  }

  function updateLayer(index: number, next: Layer) {
    const layers = document.layers.slice();
    layers[index] = next;
    change({ ...document, layers });
  }

  function addShape(kind: ShapeKind) {
    const shape = createShape(kind, document.viewBox);
    change({ ...document, layers: [...document.layers, shape] });
    setSelectedId(shape.id);
    setPanel('shape');
  }

  function removeSelected() {
    if (selected === null || selected < 0) return;
    change({ ...document, layers: document.layers.filter((_, i) => i !== selected) });
    setSelectedId(null);
  }

  function duplicateSelected() {
    if (!layer) return;
    const copy = layer.kind === 'raw' ? { ...layer, id: newId() } : { ...layer, id: newId() };
    const layers = document.layers.slice();
    layers.splice(selected! + 1, 0, copy);
    change({ ...document, layers });
    setSelectedId(copy.id);
  }

  function reorder(index: number, by: number) {
    const target = index + by;
    if (target < 0 || target >= document.layers.length) return;
    const layers = document.layers.slice();
    [layers[index], layers[target]] = [layers[target]!, layers[index]!];
    change({ ...document, layers });
  }

  async function importFile(file: File) {
    try {
      const parsed = parseSvg(await file.text());
      change(parsed);
      setSelectedId(null);
      setImportError(null);
    } catch (err) {
      setImportError(`${file.name}: ${(err as Error).message}`);
    }
  }

  async function optimise() {
    setOptimising(true);
    try {
      // svgo is large: it loads on first use.
      const { optimize } = await import('svgo/browser');
      const { data } = optimize(serialized, { multipass: true });
      setOptimised({ text: data, before: bytes, after: utf8.encode(data).length });
    } catch (err) {
      setOptimised({ error: `Could not optimise: ${(err as Error).message}` });
    } finally {
      setOptimising(false);
    }
  }

  async function downloadPng() {
    try {
      const png = await renderPng({ svg: serialized, width: document.width, height: document.height, scale: pngScale });
      downloadFile('drawing.png', png);
    } catch (err) {
      setImportError(`PNG export failed: ${(err as Error).message}`);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    // The code editor has its own undo.
    if ((event.target as Element).closest('.cm-editor, input, textarea, select')) return;
    const mod = event.ctrlKey || event.metaKey;
    if (mod && event.key.toLowerCase() === 'z') {
      event.preventDefault();
      setCodeDraft(null);
      dispatch({ type: event.shiftKey ? 'redo' : 'undo' });
    } else if (mod && event.key.toLowerCase() === 'y') {
      event.preventDefault();
      setCodeDraft(null);
      dispatch({ type: 'redo' });
    } else if (mod && event.key.toLowerCase() === 'd') {
      event.preventDefault();
      duplicateSelected();
    }
  }

  return (
    <div className="flex flex-col gap-4" onKeyDown={onKeyDown}>
      <Card className="flex flex-wrap items-center gap-1.5 p-2">
        <span className="px-2 text-xs font-medium text-muted">Add</span>
        {shapeKinds.map((kind) => {
          const Icon = shapeIcons[kind];
          return (
            <Button
              key={kind}
              variant="ghost"
              size="sm"
              onClick={() => addShape(kind)}
              aria-label={`Add ${shapeLabels[kind].toLowerCase()}`}
            >
              <Icon className="h-4 w-4" aria-hidden />
              <span className="hidden sm:inline">{shapeLabels[kind]}</span>
            </Button>
          );
        })}
        <span className="mx-1 hidden h-6 w-px bg-border sm:block" aria-hidden />
        <Button
          variant="ghost"
          size="sm"
          onClick={() => (setCodeDraft(null), dispatch({ type: 'undo' }))}
          disabled={history.past.length === 0}
          aria-label="Undo"
          title="Undo (Ctrl+Z)"
        >
          <Undo2 className="h-4 w-4" aria-hidden />
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => (setCodeDraft(null), dispatch({ type: 'redo' }))}
          disabled={history.future.length === 0}
          aria-label="Redo"
          title="Redo (Ctrl+Shift+Z)"
        >
          <Redo2 className="h-4 w-4" aria-hidden />
        </Button>
        <FilePicker
          label="Import SVG"
          accept=".svg,image/svg+xml"
          onFile={(file) => void importFile(file)}
          variant="ghost"
          className="ml-auto"
        />
      </Card>
      {importError && <Alert tone="error">{importError}</Alert>}

      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex min-w-0 flex-col gap-3">
          <SvgCanvas
            document={document}
            selected={selected !== null && selected >= 0 ? selected : null}
            onSelect={(index) => {
              setSelectedId(index === null ? null : (document.layers[index]?.id ?? null));
              if (index !== null && panel !== 'layers') setPanel('shape');
            }}
            onPreview={(next) => dispatch({ type: 'preview', document: next })}
            onCommit={(before) => {
              setCodeDraft(null);
              setOptimised(null);
              dispatch({ type: 'commit', before });
            }}
            onChange={change}
            onDelete={removeSelected}
          />
          <ExportBar
            bytes={bytes}
            serialized={serialized}
            optimised={optimised}
            optimising={optimising}
            onOptimise={() => void optimise()}
            onUseOptimised={(text) => {
              try {
                change(parseSvg(text));
              } catch (err) {
                setImportError((err as Error).message);
              }
            }}
            pngScale={pngScale}
            onPngScale={setPngScale}
            onPng={() => void downloadPng()}
          />
        </div>

        <Card className="min-w-0 p-3">
          <Tabs
            label="Panels"
            value={panel}
            onChange={setPanel}
            items={[
              {
                value: 'shape',
                label: 'Shape',
                content: layer ? (
                  <ShapePanel
                    layer={layer}
                    onChange={(next) => updateLayer(selected!, next)}
                    onDelete={removeSelected}
                    onDuplicate={duplicateSelected}
                  />
                ) : (
                  <p className="p-2 text-sm text-muted">Select a shape on the canvas or in Layers, or add one.</p>
                ),
              },
              {
                value: 'layers',
                label: 'Layers',
                content: (
                  <LayersPanel layers={document.layers} selectedId={selectedId} onSelect={setSelectedId} onMove={reorder} />
                ),
              },
              {
                value: 'code',
                label: 'Code',
                keepMounted: true,
                content: (
                  <div className="flex flex-col gap-2">
                    <CodeEditor
                      label="SVG code"
                      language="svg"
                      value={codeDraft ?? serialized}
                      onChange={setCodeDraft}
                      height="24rem"
                      wrap
                      lineNumbers={false}
                      hint="Edit the code: the canvas follows once it reads as SVG (scripts and event handlers are removed)."
                      actions={<CopyButton value={serialized} />}
                    />
                    {codeError && <Alert tone="error">{codeError}</Alert>}
                  </div>
                ),
              },
              { value: 'document', label: 'Canvas', content: <DocumentPanel document={document} onChange={change} /> },
            ]}
          />
        </Card>
      </div>
    </div>
  );
};

function NumberField({
  label,
  value,
  onChange,
  min,
  step = 1,
}: {
  label: string;
  value: number;
  onChange: (n: number) => void;
  min?: number;
  step?: number;
}) {
  const [text, setText] = useState(String(value));
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(String(value));
  }
  return (
    <TextInput
      label={label}
      type="number"
      inputMode="decimal"
      step={step}
      min={min}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        const n = Number.parseFloat(e.target.value);
        if (Number.isFinite(n) && (min === undefined || n >= min)) {
          setShown(n);
          onChange(n);
        }
      }}
      className="h-9 py-1"
    />
  );
}

function ColorField({ label, value, onChange }: { label: string; value: string; onChange: (v: string) => void }) {
  const hex = /^#[0-9a-f]{6}$/i.test(value)
    ? value
    : /^#[0-9a-f]{3}$/i.test(value)
      ? `#${value[1]}${value[1]}${value[2]}${value[2]}${value[3]}${value[3]}`
      : '#000000';
  return (
    <div className="flex items-end gap-1.5">
      <input
        type="color"
        value={hex}
        onChange={(e) => onChange(e.target.value)}
        aria-label={`${label} (picker)`}
        className="h-9 w-10 shrink-0 cursor-pointer rounded-md border border-border bg-surface p-0.5"
      />
      <TextInput
        label={label}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        spellCheck={false}
        className="h-9 py-1 font-mono"
        wrapperClassName="min-w-0 flex-1"
      />
    </div>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-2 border-t border-border pt-3 first:border-t-0 first:pt-0">
      <legend className="text-xs font-semibold tracking-wide text-muted uppercase">{title}</legend>
      {children}
    </fieldset>
  );
}

const geometryFields: Record<ShapeKind, [string, string][]> = {
  rect: [
    ['x', 'X'],
    ['y', 'Y'],
    ['width', 'Width'],
    ['height', 'Height'],
    ['rx', 'Corner radius'],
  ],
  circle: [
    ['cx', 'Centre X'],
    ['cy', 'Centre Y'],
    ['r', 'Radius'],
  ],
  ellipse: [
    ['cx', 'Centre X'],
    ['cy', 'Centre Y'],
    ['rx', 'Radius X'],
    ['ry', 'Radius Y'],
  ],
  line: [
    ['x1', 'X1'],
    ['y1', 'Y1'],
    ['x2', 'X2'],
    ['y2', 'Y2'],
  ],
  polygon: [],
  path: [],
  text: [
    ['x', 'X'],
    ['y', 'Y'],
    ['fontSize', 'Font size'],
  ],
};

function ShapePanel({
  layer,
  onChange,
  onDelete,
  onDuplicate,
}: {
  layer: Layer;
  onChange: (layer: Layer) => void;
  onDelete: () => void;
  onDuplicate: () => void;
}) {
  const actions = (
    <div className="flex gap-2">
      <Button variant="outline" size="sm" onClick={onDuplicate} title="Ctrl+D">
        <Duplicate className="h-4 w-4" aria-hidden />
        Duplicate
      </Button>
      <Button variant="outline" size="sm" onClick={onDelete} className="hover:text-danger">
        <Trash2 className="h-4 w-4" aria-hidden />
        Delete
      </Button>
    </div>
  );
  if (layer.kind === 'raw') {
    return (
      <div className="flex flex-col gap-3 p-1">
        <p className="text-sm text-muted">
          A <code className="font-mono">&lt;{layer.tag}&gt;</code> from the imported file: kept as it is. Edit it in Code.
        </p>
        {actions}
      </div>
    );
  }
  const shape = layer;
  const set = (patch: Partial<Shape>) => onChange({ ...shape, ...patch } as Shape);
  return (
    <div className="flex flex-col gap-3 p-1">
      <p className="text-sm font-medium text-fg">{shapeLabels[shape.kind]}</p>
      <Group title="Geometry">
        <div className="grid grid-cols-2 gap-2">
          {geometryFields[shape.kind].map(([key, label]) => (
            <NumberField
              key={key}
              label={label}
              value={(shape as unknown as Record<string, number>)[key]!}
              onChange={(n) => set({ [key]: n } as Partial<Shape>)}
              min={['width', 'height', 'r', 'rx', 'ry', 'fontSize'].includes(key) ? 0 : undefined}
            />
          ))}
        </div>
        {shape.kind === 'text' && (
          <TextInput label="Text" value={shape.text} onChange={(e) => set({ text: e.target.value })} className="h-9 py-1" />
        )}
        {shape.kind === 'polygon' && (
          <TextInput
            label="Points"
            value={shape.points.map((p) => p.join(',')).join(' ')}
            onChange={(e) => {
              const values = e.target.value
                .trim()
                .split(/[\s,]+/)
                .map(Number);
              if (values.length >= 4 && values.length % 2 === 0 && values.every(Number.isFinite))
                set({ points: values.flatMap((v, i) => (i % 2 === 0 ? [[v, values[i + 1]!] as [number, number]] : [])) });
            }}
            className="h-9 py-1 font-mono"
            hint="x,y pairs"
          />
        )}
        {shape.kind === 'path' && (
          <TextInput
            label="Path data (d)"
            value={shape.d}
            onChange={(e) => set({ d: e.target.value })}
            className="h-9 py-1 font-mono"
            hint="Paths move on the canvas; edit their shape here."
          />
        )}
      </Group>
      {shape.kind !== 'line' && (
        <Group title="Fill">
          <Select
            label="Fill"
            value={shape.fill.mode}
            onChange={(e) => set({ fill: { ...shape.fill, mode: e.target.value as FillMode } })}
            className="h-9 py-1"
          >
            <option value="none">None</option>
            <option value="solid">Solid colour</option>
            <option value="linear">Linear gradient</option>
            <option value="radial">Radial gradient</option>
          </Select>
          {shape.fill.mode !== 'none' && (
            <ColorField
              label={shape.fill.mode === 'solid' ? 'Colour' : 'From'}
              value={shape.fill.color}
              onChange={(color) => set({ fill: { ...shape.fill, color } })}
            />
          )}
          {(shape.fill.mode === 'linear' || shape.fill.mode === 'radial') && (
            <ColorField label="To" value={shape.fill.color2} onChange={(color2) => set({ fill: { ...shape.fill, color2 } })} />
          )}
          {shape.fill.mode === 'linear' && (
            <NumberField
              label="Angle (°)"
              value={shape.fill.angle}
              onChange={(angle) => set({ fill: { ...shape.fill, angle } })}
            />
          )}
        </Group>
      )}
      <Group title="Stroke">
        <ColorField
          label="Stroke"
          value={shape.stroke}
          onChange={(stroke) => set({ stroke, strokeWidth: shape.strokeWidth || 1 })}
        />
        <div className="grid grid-cols-2 gap-2">
          <NumberField
            label="Stroke width"
            value={shape.strokeWidth}
            min={0}
            step={0.5}
            onChange={(strokeWidth) => set({ strokeWidth })}
          />
          <NumberField
            label="Opacity"
            value={shape.opacity}
            min={0}
            step={0.05}
            onChange={(opacity) => set({ opacity: Math.min(1, opacity) })}
          />
        </div>
      </Group>
      {actions}
    </div>
  );
}

function LayersPanel({
  layers,
  selectedId,
  onSelect,
  onMove,
}: {
  layers: Layer[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  onMove: (index: number, by: number) => void;
}) {
  if (layers.length === 0) return <p className="p-2 text-sm text-muted">No shapes yet.</p>;
  const counts: Record<string, number> = {};
  const names = layers.map((layer) => {
    const kind = layer.kind === 'raw' ? `<${layer.tag}>` : shapeLabels[layer.kind];
    counts[kind] = (counts[kind] ?? 0) + 1;
    return `${kind} ${counts[kind]}`;
  });
  // The top of the list is the front of the drawing (the last element).
  return (
    <ol className="flex flex-col gap-1" aria-label="Layers, front first">
      {layers
        .map((layer, index) => ({ layer, index }))
        .reverse()
        .map(({ layer, index }) => (
          <li
            key={layer.id}
            className={`flex items-center gap-1 rounded-lg border px-2 py-1 ${layer.id === selectedId ? 'border-primary bg-primary/10' : 'border-transparent hover:bg-surface-2'}`}
          >
            <button
              type="button"
              className="flex min-w-0 flex-1 items-center gap-2 py-1 text-left text-sm text-fg"
              onClick={() => onSelect(layer.id)}
              aria-current={layer.id === selectedId ? 'true' : undefined}
            >
              {layer.kind === 'raw' ? (
                <ImageIcon className="h-4 w-4 shrink-0 text-muted" aria-hidden />
              ) : (
                <span
                  className="h-4 w-4 shrink-0 rounded border border-border"
                  style={{
                    background:
                      layer.fill.mode === 'none'
                        ? layer.stroke
                        : layer.fill.mode === 'solid'
                          ? layer.fill.color
                          : `linear-gradient(90deg, ${layer.fill.color}, ${layer.fill.color2})`,
                  }}
                  aria-hidden
                />
              )}
              <span className="truncate">{names[index]}</span>
            </button>
            <Button
              variant="ghost"
              size="icon"
              className="h-7 w-7"
              onClick={() => onMove(index, 1)}
              disabled={index === layers.length - 1}
              aria-label={`Bring ${names[index]} forward`}
            >
              <ArrowUp className="h-3.5 w-3.5" aria-hidden />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              className="h-7 w-7"
              onClick={() => onMove(index, -1)}
              disabled={index === 0}
              aria-label={`Send ${names[index]} backward`}
            >
              <ArrowDown className="h-3.5 w-3.5" aria-hidden />
            </Button>
          </li>
        ))}
    </ol>
  );
}

function DocumentPanel({ document, onChange }: { document: SvgDocument; onChange: (document: SvgDocument) => void }) {
  const { viewBox } = document;
  return (
    <div className="flex flex-col gap-3 p-1">
      <Group title="Size">
        <div className="grid grid-cols-2 gap-2">
          <NumberField label="Width" value={document.width} min={1} onChange={(width) => onChange({ ...document, width })} />
          <NumberField label="Height" value={document.height} min={1} onChange={(height) => onChange({ ...document, height })} />
        </div>
      </Group>
      <Group title="View box">
        <div className="grid grid-cols-2 gap-2">
          <NumberField
            label="View box X"
            value={viewBox.x}
            onChange={(x) => onChange({ ...document, viewBox: { ...viewBox, x } })}
          />
          <NumberField
            label="View box Y"
            value={viewBox.y}
            onChange={(y) => onChange({ ...document, viewBox: { ...viewBox, y } })}
          />
          <NumberField
            label="View box width"
            value={viewBox.width}
            min={1}
            onChange={(width) => onChange({ ...document, viewBox: { ...viewBox, width } })}
          />
          <NumberField
            label="View box height"
            value={viewBox.height}
            min={1}
            onChange={(height) => onChange({ ...document, viewBox: { ...viewBox, height } })}
          />
        </div>
        <Button
          variant="outline"
          size="sm"
          className="self-start"
          onClick={() => onChange({ ...document, viewBox: { x: 0, y: 0, width: document.width, height: document.height } })}
        >
          Fit view box to size
        </Button>
      </Group>
    </div>
  );
}

type ExportBarProps = {
  bytes: number;
  serialized: string;
  optimised: Optimised | null;
  optimising: boolean;
  onOptimise: () => void;
  onUseOptimised: (text: string) => void;
  pngScale: number;
  onPngScale: (scale: number) => void;
  onPng: () => void;
};

function ExportBar({
  bytes,
  serialized,
  optimised,
  optimising,
  onOptimise,
  onUseOptimised,
  pngScale,
  onPngScale,
  onPng,
}: ExportBarProps) {
  return (
    <Card className="flex flex-col gap-3 p-3">
      <div className="flex flex-wrap items-end gap-2">
        <SendToButton value={tag('text', serialized)} fromToolId="svg-builder" size="md" />
        <CopyButton value={serialized} size="md" />
        <DownloadButton fileName="drawing.svg" content={serialized} mimeType="image/svg+xml" label="Download SVG" size="md" />
        <div className="flex items-end gap-1.5">
          <Select label="PNG scale" value={pngScale} onChange={(e) => onPngScale(Number(e.target.value))} wrapperClassName="w-24">
            {[1, 2, 3, 4].map((n) => (
              <option key={n} value={n}>
                {n}×
              </option>
            ))}
          </Select>
          <Button variant="outline" onClick={onPng}>
            Download PNG
          </Button>
        </div>
        <Button variant="outline" onClick={onOptimise} disabled={optimising} className="sm:ml-auto">
          <Sparkles className="h-4 w-4" aria-hidden />
          {optimising ? 'Optimising…' : 'Optimise with SVGO'}
        </Button>
      </div>
      <p className="text-xs text-muted" role="status">
        {optimised && 'after' in optimised
          ? `Optimised: ${formatBytes(optimised.before)} → ${formatBytes(optimised.after)} (${Math.round((1 - optimised.after / optimised.before) * 100)}% smaller)`
          : `${formatBytes(bytes)} of SVG`}
      </p>
      {optimised && 'error' in optimised && <Alert tone="error">{optimised.error}</Alert>}
      {optimised && 'text' in optimised && (
        <div className="flex flex-col gap-2">
          <pre
            tabIndex={0}
            aria-label="Optimised SVG"
            className="max-h-40 overflow-auto rounded-lg border border-border bg-surface-2 p-3 font-mono text-xs break-all whitespace-pre-wrap text-fg"
          >
            {optimised.text}
          </pre>
          <div className="flex flex-wrap gap-2">
            <SendToButton value={tag('text', optimised.text)} fromToolId="svg-builder" aria-label="Send the optimised SVG to…" />
            <CopyButton value={optimised.text} label="Copy optimised" />
            <DownloadButton
              fileName="drawing.min.svg"
              content={optimised.text}
              mimeType="image/svg+xml"
              label="Download optimised"
            />
            <Button variant="ghost" size="sm" onClick={() => onUseOptimised(optimised.text)}>
              Edit the optimised version
            </Button>
          </div>
        </div>
      )}
    </Card>
  );
}

export default SvgBuilder;
