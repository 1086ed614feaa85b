import { zipSync, type Zippable } from 'fflate';
import { ArrowRight, Download, FileArchive, ImagePlus, Trash2, X } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type DragEvent } from 'react';
import { Button } from '@/components/Button';
import { Alert, Card, Spinner } from '@/components/Feedback';
import { Checkbox, TextInput } from '@/components/Field';
import { SegmentedControl } from '@/components/SegmentedControl';
import { cn } from '@/lib/cn';
import { downloadFile } from '@/lib/download';
import { oneOf, useShareNote, useToolState } from '@/lib/tool-state/tool-state';
import { tag } from '@/operations/kinds';
import { SendToButton } from '../send-to/SendToButton';
import type { ToolScreen } from '../types';
import type { EncodeResult, EncodeSettings } from './encode';
import { canEncodeInWorker, createImageEncoder, type ImageEncoder } from './encoder-client';
import {
  checkImageFile,
  clampQuality,
  formatBytes,
  formatInfo,
  outputFileName,
  outputFormats,
  QUALITY_DEFAULT,
  QUALITY_MAX,
  QUALITY_MIN,
  savings,
  uniqueFileNames,
  type OutputFormat,
} from './image-math';

type Item = { id: number; file: File; originalUrl: string };
type Outcome = { key: string; result: EncodeResult; url: string } | { key: string; error: string };

const formatOptions = outputFormats.map((format) => ({ value: format, label: formatInfo[format].label }));

/** "" means no limit; anything else must be a whole positive number. */
function parseLimit(text: string, label: string): number | undefined {
  if (text.trim() === '') return undefined;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${label} must be a whole number of pixels, 1 or more`);
  return n;
}

function formatOfBlob(blob: Blob, fallback: OutputFormat): OutputFormat {
  return outputFormats.find((f) => formatInfo[f].mime === blob.type) ?? fallback;
}

let nextItemId = 0;

const ImageOptimizer: ToolScreen = () => {
  const [format, setFormat] = useToolState<OutputFormat>('format', 'webp', { persist: true, accept: oneOf(outputFormats) });
  const [quality, setQuality] = useToolState('quality', QUALITY_DEFAULT, { persist: true });
  const [maxWidthText, setMaxWidthText] = useToolState('max-width', '', { persist: true });
  const [maxHeightText, setMaxHeightText] = useToolState('max-height', '', { persist: true });
  const [keepAspectRatio, setKeepAspectRatio] = useToolState('keep-aspect-ratio', true, { persist: true });

  const [items, setItems] = useState<Item[]>([]);
  useShareNote(
    items.length > 0 ? 'The images are not in the link: it carries these settings, and whoever opens it adds the images.' : null,
  );
  const [outcomes, setOutcomes] = useState<Record<number, Outcome>>({});
  const [rejected, setRejected] = useState<string[]>([]);
  const [dragging, setDragging] = useState(false);
  const [zipping, setZipping] = useState(false);
  const inputId = useId();
  const qualityId = useId();

  // Mirrors of state for async work and clean-up (object URLs must be revoked exactly once).
  const outcomesRef = useRef<Record<number, Outcome>>({});
  const itemsRef = useRef<Item[]>([]);
  const encoderRef = useRef<ImageEncoder | null>(null);
  const where = useMemo(() => (canEncodeInWorker() ? 'worker' : 'main-thread'), []);

  const limits = useMemo(() => {
    try {
      return { maxWidth: parseLimit(maxWidthText, 'Max width'), maxHeight: parseLimit(maxHeightText, 'Max height'), error: null };
    } catch (err) {
      return { maxWidth: undefined, maxHeight: undefined, error: (err as Error).message };
    }
  }, [maxWidthText, maxHeightText]);

  const settings = useMemo<EncodeSettings>(
    () => ({ format, quality: clampQuality(quality), maxWidth: limits.maxWidth, maxHeight: limits.maxHeight, keepAspectRatio }),
    [format, quality, limits.maxWidth, limits.maxHeight, keepAspectRatio],
  );
  const settingsKey = JSON.stringify(settings);

  function setOutcome(id: number, outcome: Outcome) {
    const previous = outcomesRef.current[id];
    if (previous && 'url' in previous) URL.revokeObjectURL(previous.url);
    outcomesRef.current = { ...outcomesRef.current, [id]: outcome };
    setOutcomes(outcomesRef.current);
  }

  // Encode every image not yet encoded with the current settings, one after another.
  useEffect(() => {
    if (limits.error || items.length === 0) return;
    let cancelled = false;
    const timer = window.setTimeout(async () => {
      encoderRef.current ??= createImageEncoder();
      for (const item of items) {
        if (cancelled) return;
        if (outcomesRef.current[item.id]?.key === settingsKey) continue;
        try {
          const result = await encoderRef.current.encode({ file: item.file, name: item.file.name, settings });
          if (cancelled) return;
          setOutcome(item.id, { key: settingsKey, result, url: URL.createObjectURL(result.blob) });
        } catch (err) {
          if (cancelled) return;
          setOutcome(item.id, { key: settingsKey, error: err instanceof Error ? err.message : String(err) });
        }
      }
    }, 200);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [items, settings, settingsKey, limits.error]);

  useEffect(
    () => () => {
      encoderRef.current?.dispose();
      encoderRef.current = null;
      for (const item of itemsRef.current) URL.revokeObjectURL(item.originalUrl);
      for (const outcome of Object.values(outcomesRef.current)) if ('url' in outcome) URL.revokeObjectURL(outcome.url);
    },
    [],
  );

  function updateItems(next: Item[]) {
    itemsRef.current = next;
    setItems(next);
  }

  function addFiles(files: Iterable<File>) {
    const accepted: Item[] = [];
    const problems: string[] = [];
    for (const file of files) {
      try {
        checkImageFile(file);
        accepted.push({ id: ++nextItemId, file, originalUrl: URL.createObjectURL(file) });
      } catch (err) {
        problems.push((err as Error).message);
      }
    }
    setRejected(problems);
    if (accepted.length) updateItems([...itemsRef.current, ...accepted]);
  }

  function removeItem(id: number) {
    const item = itemsRef.current.find((i) => i.id === id);
    if (item) URL.revokeObjectURL(item.originalUrl);
    const outcome = outcomesRef.current[id];
    if (outcome && 'url' in outcome) URL.revokeObjectURL(outcome.url);
    const { [id]: _removed, ...rest } = outcomesRef.current;
    outcomesRef.current = rest;
    setOutcomes(rest);
    updateItems(itemsRef.current.filter((i) => i.id !== id));
  }

  function clearAll() {
    for (const item of itemsRef.current) removeItem(item.id);
    setRejected([]);
  }

  // Pasting an image anywhere on the page adds it.
  useEffect(() => {
    const onPaste = (event: ClipboardEvent) => {
      const files = [...(event.clipboardData?.files ?? [])];
      if (files.length === 0) return;
      event.preventDefault();
      addFiles(files);
    };
    window.addEventListener('paste', onPaste);
    return () => window.removeEventListener('paste', onPaste);
  });

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    addFiles(event.dataTransfer.files);
  }

  const rows = items.map((item) => {
    const outcome = outcomes[item.id];
    return { item, outcome, current: outcome?.key === settingsKey };
  });
  const finished = rows.filter((r) => r.current && r.outcome && 'result' in r.outcome) as {
    item: Item;
    outcome: Extract<Outcome, { result: EncodeResult }>;
  }[];
  const busy = rows.some((r) => !r.current) && !limits.error;
  const totalBefore = finished.reduce((sum, r) => sum + r.item.file.size, 0);
  const totalAfter = finished.reduce((sum, r) => sum + r.outcome.result.blob.size, 0);
  const total = savings({ before: totalBefore, after: totalAfter });
  const lossy = formatInfo[format].lossy;

  function outputName(row: { item: Item; outcome: Extract<Outcome, { result: EncodeResult }> }) {
    return outputFileName({ name: row.item.file.name, format: formatOfBlob(row.outcome.result.blob, format) });
  }

  async function downloadZip() {
    setZipping(true);
    try {
      const names = uniqueFileNames(finished.map(outputName));
      const entries: Zippable = {};
      const contents = await Promise.all(finished.map((r) => r.outcome.result.blob.arrayBuffer()));
      // Images are already compressed: storing them (level 0) is as small and far faster.
      contents.forEach((buffer, i) => (entries[names[i]] = [new Uint8Array(buffer), { level: 0 }]));
      downloadFile('optimized-images.zip', new Blob([zipSync(entries)], { type: 'application/zip' }));
    } finally {
      setZipping(false);
    }
  }

  return (
    <div className="flex flex-col gap-5">
      <Card className="flex flex-wrap items-start gap-x-8 gap-y-5 p-4 sm:p-5">
        <SegmentedControl label="Output format" value={format} options={formatOptions} onChange={setFormat} />

        <div className="flex w-full max-w-xs flex-col gap-1.5 sm:w-60">
          {lossy ? (
            <>
              <label htmlFor={qualityId} className="flex justify-between text-sm font-medium text-fg">
                Quality{' '}
                <output htmlFor={qualityId} className="tabular-nums text-muted">
                  {clampQuality(quality)}
                </output>
              </label>
              <input
                id={qualityId}
                type="range"
                min={QUALITY_MIN}
                max={QUALITY_MAX}
                value={clampQuality(quality)}
                onChange={(e) => setQuality(Number(e.target.value))}
                className="mt-2.5 h-2 w-full cursor-pointer accent-primary"
              />
              <p className="text-xs text-muted">
                {QUALITY_MIN}–{QUALITY_MAX}; lower is smaller
              </p>
            </>
          ) : (
            <>
              <span className="text-sm font-medium text-fg">Quality</span>
              <p className="pt-1.5 text-sm text-muted">PNG is lossless: there is no quality setting.</p>
            </>
          )}
        </div>

        <div className="flex flex-col gap-2">
          <div className="flex gap-3">
            <TextInput
              label="Max width"
              type="number"
              inputMode="numeric"
              min={1}
              placeholder="Original"
              value={maxWidthText}
              onChange={(e) => setMaxWidthText(e.target.value)}
              wrapperClassName="w-28"
            />
            <TextInput
              label="Max height"
              type="number"
              inputMode="numeric"
              min={1}
              placeholder="Original"
              value={maxHeightText}
              onChange={(e) => setMaxHeightText(e.target.value)}
              wrapperClassName="w-28"
            />
          </div>
          <Checkbox label="Keep aspect ratio" checked={keepAspectRatio} onChange={(e) => setKeepAspectRatio(e.target.checked)} />
        </div>
      </Card>

      {limits.error && <Alert tone="error">{limits.error}</Alert>}

      <label
        htmlFor={inputId}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-dashed px-4 py-8 text-center transition-colors',
          'focus-within:border-ring focus-within:ring-2 focus-within:ring-ring/30 hover:border-primary/60 hover:bg-surface',
          dragging ? 'border-primary bg-primary/5' : 'border-border',
        )}
      >
        <ImagePlus className="h-8 w-8 text-primary" aria-hidden />
        <span className="text-sm font-medium text-fg">
          Drop images here or <span className="text-primary underline underline-offset-2">choose files</span>
        </span>
        <span className="text-xs text-muted">JPEG, PNG, WebP, GIF, AVIF or BMP · up to 10 MB each · pasting works too</span>
        <input
          id={inputId}
          type="file"
          accept="image/*"
          multiple
          aria-label="Choose images"
          className="sr-only"
          onChange={(e) => {
            addFiles(e.target.files ?? []);
            e.target.value = '';
          }}
        />
      </label>

      {rejected.length > 0 && (
        <Alert tone="error" title={rejected.length === 1 ? 'One file was not added' : `${rejected.length} files were not added`}>
          <ul className="mt-1 list-disc pl-4">
            {rejected.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </Alert>
      )}

      {items.length > 0 && (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border bg-surface px-4 py-3">
          <p className="text-sm text-fg" aria-live="polite">
            <span className="font-medium">
              {items.length} {items.length === 1 ? 'image' : 'images'}
            </span>
            {finished.length > 0 && (
              <>
                {' · '}
                {formatBytes(totalBefore)} → {formatBytes(totalAfter)} <SavingsText percent={total.percent} />
              </>
            )}
            {busy && <Spinner className="ml-2 inline h-4 w-4 text-primary" label="Optimizing" />}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button variant="ghost" size="sm" onClick={clearAll}>
              <Trash2 className="h-4 w-4" aria-hidden />
              Clear all
            </Button>
            <Button size="sm" onClick={downloadZip} disabled={finished.length === 0 || busy || zipping}>
              <FileArchive className="h-4 w-4" aria-hidden />
              Download all (ZIP)
            </Button>
          </div>
        </div>
      )}

      <ul className="flex flex-col gap-4" aria-label="Images">
        {rows.map(({ item, outcome, current }) => (
          <li key={item.id}>
            <ImageCard
              item={item}
              outcome={outcome}
              current={current}
              outputName={outcome && 'result' in outcome ? outputName({ item, outcome }) : ''}
              onRemove={() => removeItem(item.id)}
            />
          </li>
        ))}
      </ul>

      <p className="text-xs text-muted">
        Images never leave your browser.{' '}
        {where === 'worker'
          ? 'They are encoded in a background thread.'
          : 'This browser lacks OffscreenCanvas, so they are encoded on the page.'}
      </p>
    </div>
  );
};

function SavingsText({ percent }: { percent: number }) {
  if (percent >= 0) return <span className="whitespace-nowrap font-semibold text-success">−{percent}%</span>;
  return <span className="whitespace-nowrap font-semibold text-warning">+{Math.abs(percent)}% larger</span>;
}

function ImageCard({
  item,
  outcome,
  current,
  outputName,
  onRemove,
}: {
  item: Item;
  outcome: Outcome | undefined;
  current: boolean;
  outputName: string;
  onRemove: () => void;
}) {
  const result = outcome && 'result' in outcome ? outcome : null;
  const saved = result ? savings({ before: item.file.size, after: result.result.blob.size }) : null;
  const original = result ? `${result.result.originalWidth}×${result.result.originalHeight}` : null;

  return (
    <Card className="overflow-hidden">
      <div className="flex items-center justify-between gap-3 border-b border-border px-4 py-2.5">
        <h2 className="min-w-0 truncate text-sm font-medium text-fg" title={item.file.name}>
          {item.file.name}
        </h2>
        <Button
          variant="ghost"
          size="icon"
          onClick={onRemove}
          aria-label={`Remove ${item.file.name}`}
          className="-mr-2 h-8 w-8 shrink-0"
        >
          <X className="h-4 w-4" aria-hidden />
        </Button>
      </div>
      <div className="grid grid-cols-2 gap-3 p-3 sm:gap-4 sm:p-4">
        <figure className="flex min-w-0 flex-col gap-2">
          <Preview src={item.originalUrl} alt={`Original ${item.file.name}`} />
          <figcaption className="text-xs text-muted">
            <span className="font-medium text-fg">Before</span>
            {original && <span className="whitespace-nowrap">{` · ${original}`}</span>}
            <span className="whitespace-nowrap"> · {formatBytes(item.file.size)}</span>
          </figcaption>
        </figure>
        <figure className="flex min-w-0 flex-col gap-2">
          {outcome && 'error' in outcome && current ? (
            <div className="flex h-36 items-center rounded-lg sm:h-48">
              <Alert tone="error" className="w-full">
                {outcome.error}
              </Alert>
            </div>
          ) : result ? (
            <div className="relative">
              <Preview src={result.url} alt={`Optimized ${item.file.name}`} dim={!current} />
              {!current && <Spinner className="absolute inset-0 m-auto h-6 w-6 text-primary" label="Optimizing" />}
            </div>
          ) : (
            <div className="flex h-36 items-center justify-center rounded-lg bg-surface-2 sm:h-48">
              <Spinner className="h-6 w-6 text-primary" label="Optimizing" />
            </div>
          )}
          <figcaption className="text-xs text-muted">
            <span className="font-medium text-fg">After</span>
            {result && (
              <>
                <span className="whitespace-nowrap">{` · ${result.result.width}×${result.result.height}`}</span>
                <span className="whitespace-nowrap">{` · ${formatBytes(result.result.blob.size)}`}</span>
                {!result.result.formatHonoured && ` (this browser wrote ${result.result.blob.type || 'another format'})`}
              </>
            )}
          </figcaption>
        </figure>
      </div>
      {result && saved && (
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-border bg-surface-2/50 px-4 py-2.5">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-sm text-fg">
            <span className="whitespace-nowrap">{formatBytes(item.file.size)}</span>
            <ArrowRight className="h-3.5 w-3.5 text-muted" aria-hidden />
            <span className="whitespace-nowrap">{formatBytes(result.result.blob.size)}</span>
            <SavingsText percent={saved.percent} />
            {saved.percent >= 0 ? (
              <span className="whitespace-nowrap text-muted">saved {formatBytes(saved.bytes)}</span>
            ) : (
              <span className="text-muted">try a lower quality or another format</span>
            )}
          </p>
          <SendToButton
            value={current ? () => result.result.blob.arrayBuffer().then((buffer) => tag('bytes', new Uint8Array(buffer))) : null}
            fromToolId="image-optimizer"
            aria-label={`Send ${outputName} to…`}
            className="ml-auto"
          />
          <Button
            variant="outline"
            size="sm"
            onClick={() => downloadFile(outputName, result.result.blob)}
            disabled={!current}
            aria-label={`Download ${outputName}`}
          >
            <Download className="h-4 w-4" aria-hidden />
            Download
          </Button>
        </div>
      )}
    </Card>
  );
}

function Preview({ src, alt, dim }: { src: string; alt: string; dim?: boolean }) {
  return (
    <div
      className={cn(
        'flex h-36 items-center justify-center overflow-hidden rounded-lg border border-border sm:h-48',
        // A checkerboard shows where the image is transparent.
        'bg-[conic-gradient(var(--surface-2)_25%,var(--surface)_0_50%,var(--surface-2)_0_75%,var(--surface)_0)] bg-[length:16px_16px]',
        dim && 'opacity-50',
      )}
    >
      <img src={src} alt={alt} className="max-h-full max-w-full object-contain" />
    </div>
  );
}

export default ImageOptimizer;
