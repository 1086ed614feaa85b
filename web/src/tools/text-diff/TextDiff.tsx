import { ArrowLeftRight, Eraser, FileText } from 'lucide-react';
import { useDeferredValue, useId, useMemo, useState, type ClipboardEvent } from 'react';
import { Button } from '@/components/Button';
import { CopyButton } from '@/components/CopyButton';
import { DownloadButton } from '@/components/DownloadButton';
import { Alert, Spinner } from '@/components/Feedback';
import { Checkbox, TextArea } from '@/components/Field';
import { SegmentedControl } from '@/components/SegmentedControl';
import { cn } from '@/lib/cn';
import { oneOf, useToolState } from '@/lib/tool-state/tool-state';
import { tag } from '@/operations/kinds';
import { SendToButton } from '../send-to/SendToButton';
import type { ToolScreen } from '../types';
import { createUnifiedDiff, parseUnifiedDiff, splitLines } from './diff-model';
import { DiffView, type DiffGranularity, type DiffViewMode } from './DiffView';
import { useDiff } from './use-diff';

const viewOptions = [
  { value: 'split', label: 'Side by side' },
  { value: 'inline', label: 'Inline' },
] as const;

const granularityOptions = [
  { value: 'line', label: 'Lines' },
  { value: 'word', label: 'Words' },
] as const;

const example = {
  left: `function greet(name) {
  const message = "Hello, " + name;
  console.log(message);
  return message;
}

greet("world");
`,
  right: `function greet(name, punctuation = "!") {
  const message = \`Hello, \${name}\${punctuation}\`;
  return message;
}

// Say hello
greet("World");
`,
};

/**
 * Above this many characters a side is shown as a summary instead of a textarea. A browser lays out
 * a textarea's whole text at once: pasting 1 MB into one froze the page for about a second.
 */
const LARGE_TEXT = 100_000;

type SideInputProps = { label: string; text: string; onChange: (text: string) => void; placeholder: string };

/** One side's text: a textarea, or for a large text a summary that takes a new paste. */
function SideInput({ label, text, onChange, placeholder }: SideInputProps) {
  const lines = useMemo(() => splitLines(text).length.toLocaleString(), [text]);
  const labelId = useId();

  // A paste that makes the text large is done here: the browser's own paste lays the text out first.
  function paste(event: ClipboardEvent<HTMLElement>) {
    const pasted = event.clipboardData.getData('text/plain');
    const field = event.currentTarget instanceof HTMLTextAreaElement ? event.currentTarget : null;
    const [start, end] = field ? [field.selectionStart, field.selectionEnd] : [0, text.length];
    const next = text.slice(0, start) + pasted + text.slice(end);
    if (next.length <= LARGE_TEXT) return;
    event.preventDefault();
    onChange(next);
  }

  if (text.length <= LARGE_TEXT) {
    return (
      <TextArea
        label={label}
        value={text}
        onChange={(e) => onChange(e.target.value)}
        onPaste={paste}
        placeholder={placeholder}
        className="min-h-48"
        hint={`${lines} lines`}
      />
    );
  }
  return (
    <div className="flex flex-col gap-1.5">
      <span id={labelId} className="text-sm font-medium text-fg">
        {label}
      </span>
      <div
        role="group"
        aria-labelledby={labelId}
        tabIndex={0}
        onPaste={paste}
        className="flex min-h-48 flex-col gap-2 rounded-lg border border-dashed border-border bg-surface-2 p-3 focus-visible:outline-2 focus-visible:outline-ring"
      >
        <p className="text-sm font-medium text-fg">
          {text.length.toLocaleString()} characters · {lines} lines
        </p>
        <p className="text-xs text-muted">Too large to edit here, compared in the background. Paste here to replace it.</p>
        <pre className="max-h-24 overflow-hidden font-mono text-xs text-muted">{text.slice(0, 400)}</pre>
        <Button variant="ghost" size="sm" className="mt-auto self-start" onClick={() => onChange('')}>
          <Eraser className="h-4 w-4" aria-hidden />
          Clear {label.toLowerCase()}
        </Button>
      </div>
    </div>
  );
}

type Sides = { left: string; right: string };
const isSides = (value: unknown): value is Sides =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Sides).left === 'string' &&
  typeof (value as Sides).right === 'string';

function initialSides(input: string | undefined): Sides {
  if (!input) return { left: '', right: '' };
  // Smart paste hands over a unified diff: show its two sides; any other text goes left.
  return parseUnifiedDiff(input) ?? { left: input, right: '' };
}

const TextDiff: ToolScreen = ({ initialInput }) => {
  // Both texts and the options go in Share links (texts too large for a link go in a state file); the options also survive a reload.
  const [handedOver] = useState(() => (initialInput ? initialSides(initialInput) : undefined));
  const [sides, setSides] = useToolState<Sides>('sides', { left: '', right: '' }, { start: handedOver, accept: isSides });
  const [view, setView] = useToolState<DiffViewMode>('view', 'split', {
    persist: true,
    accept: oneOf(viewOptions.map((o) => o.value)),
  });
  const [granularity, setGranularity] = useToolState<DiffGranularity>('granularity', 'word', {
    persist: true,
    accept: oneOf(granularityOptions.map((o) => o.value)),
  });
  const [ignoreWhitespace, setIgnoreWhitespace] = useToolState('ignore-whitespace', false, { persist: true });
  const [ignoreCase, setIgnoreCase] = useToolState('ignore-case', false, { persist: true });
  const [hideUnchanged, setHideUnchanged] = useToolState('hide-unchanged', false, { persist: true });

  const left = useDeferredValue(sides.left);
  const right = useDeferredValue(sides.right);
  const { result, error, pending } = useDiff({ left, right, ignoreWhitespace, ignoreCase });
  const empty = sides.left === '' && sides.right === '';
  const unified = () => createUnifiedDiff({ left: sides.left, right: sides.right });
  const stats = result?.stats;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-x-6 gap-y-4 rounded-xl border border-border bg-surface px-4 py-3">
        <SegmentedControl label="View" value={view} options={viewOptions} onChange={setView} />
        <SegmentedControl label="Highlight" value={granularity} options={granularityOptions} onChange={setGranularity} />
        <div className="flex flex-wrap gap-x-5 gap-y-2 pb-1.5">
          <Checkbox
            label="Ignore whitespace"
            checked={ignoreWhitespace}
            onChange={(e) => setIgnoreWhitespace(e.target.checked)}
          />
          <Checkbox label="Ignore case" checked={ignoreCase} onChange={(e) => setIgnoreCase(e.target.checked)} />
          <Checkbox label="Hide unchanged lines" checked={hideUnchanged} onChange={(e) => setHideUnchanged(e.target.checked)} />
        </div>
      </div>

      <div className="grid gap-4 lg:grid-cols-2">
        <SideInput
          label="Original text"
          text={sides.left}
          onChange={(left) => setSides((s) => ({ ...s, left }))}
          placeholder="Paste the original text…"
        />
        <SideInput
          label="Changed text"
          text={sides.right}
          onChange={(right) => setSides((s) => ({ ...s, right }))}
          placeholder="Paste the changed text…"
        />
      </div>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-h-8 flex-wrap items-center gap-2 text-sm" aria-live="polite" data-testid="diff-stats">
          {!empty && stats && (
            <>
              {result?.identical ? (
                <span className="font-medium text-success">
                  No differences{ignoreWhitespace || ignoreCase ? ' (with the ignore options)' : ''}
                </span>
              ) : (
                <>
                  <StatChip dot="bg-success" label={`${stats.added} added`} />
                  <StatChip dot="bg-danger" label={`${stats.removed} removed`} />
                  <StatChip dot="bg-warning" label={`${stats.modified} modified`} />
                  <span className="text-muted">{stats.unchanged.toLocaleString()} unchanged</span>
                </>
              )}
            </>
          )}
          {pending && !empty && <Spinner className="h-4 w-4 text-primary" label="Comparing" />}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button variant="ghost" size="sm" onClick={() => setSides((s) => ({ left: s.right, right: s.left }))} disabled={empty}>
            <ArrowLeftRight className="h-4 w-4" aria-hidden />
            Swap sides
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setSides({ left: '', right: '' })} disabled={empty}>
            <Eraser className="h-4 w-4" aria-hidden />
            Clear
          </Button>
          <DownloadButton
            fileName="changes.diff"
            content={unified}
            mimeType="text/x-diff"
            label="Download .diff"
            disabled={empty}
          />
          <SendToButton
            value={empty ? null : () => tag('text', unified())}
            fromToolId="text-diff"
            aria-label="Send the unified diff to…"
          />
          <CopyButton value={unified} label="Copy unified diff" disabled={empty} />
        </div>
      </div>

      {error && <Alert tone="error">{error}</Alert>}

      {empty ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border px-4 py-10 text-center">
          <FileText className="h-8 w-8 text-muted" aria-hidden />
          <p className="text-sm text-muted">Paste two texts above to see what changed, line by line and word by word.</p>
          <Button variant="outline" size="sm" onClick={() => setSides(example)}>
            Try an example
          </Button>
        </div>
      ) : (
        result &&
        result.lines.length > 0 && (
          <div className={cn('transition-opacity', pending && 'opacity-60')}>
            <DiffView lines={result.lines} mode={view} granularity={granularity} hideUnchanged={hideUnchanged} />
          </div>
        )
      )}
    </div>
  );
};

function StatChip({ label, dot }: { label: string; dot: string }) {
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full border border-border bg-surface px-2.5 py-0.5 text-xs font-semibold tabular-nums text-fg">
      <span className={cn('h-2 w-2 rounded-full', dot)} aria-hidden />
      {label}
    </span>
  );
}

export default TextDiff;
