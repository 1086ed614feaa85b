import type { OperationStep } from '@common/recipes';
import { ArrowLeftRight, Eraser, FileText, Loader2, RefreshCw, Square, X } from 'lucide-react';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/Button';
import { CopyButton } from '@/components/CopyButton';
import { DownloadButton } from '@/components/DownloadButton';
import { Alert } from '@/components/Feedback';
import { FieldShell, inputClasses, Select } from '@/components/Field';
import { FileDrop, FilePicker } from '@/components/FileDrop';
import { characterCount, isLargeText, LargeTextInput, pasteLargeText } from '@/components/LargeTextInput';
import { SegmentedControl } from '@/components/SegmentedControl';
import { cn } from '@/lib/cn';
import { useToolState } from '@/lib/tool-state/tool-state';
import { convert, sizeOf, tag, type Value } from '@/operations/kinds';
import type { AnyOperation } from '@/operations/operation';
import { defaultOptions, optionFields, upgradeOptions } from '@/operations/options';
import { compactOptions } from '@/operations/recipe';
import { OperationCancelled } from '@/operations/run';
import { SendToButton } from '../send-to/SendToButton';
import type { ToolScreenProps } from '../types';
import { DEFAULT_MODE_LABEL, inputLabelOf, outputLabelOf } from './labels';
import { OptionsForm } from './OptionsForm';
import { startRun, type RunHandle } from './operation-client';
import { display, formatBytes, fullText, HEX_SHOWN_LABEL, SHOWN_LIMIT_LABEL, utf8BytesOf, type Display } from './value-display';

// The generic operation screen (issue 28 §1): what every "input → operation → output" tool shows.
// Input (text, or a file for operations that take bytes), the options form generated from the
// operation's schema, the output with Copy, Download and Send to; Share is the tool page's. It runs
// live as you type; large inputs and slow operations run in a worker with progress and Stop.
//
//   <OperationTool toolId="base64-encoder" operations={operations} {...screenProps} />
//
// The first operation is the default mode; with two, "Swap" moves the output into the input and
// switches to the other one (encode ⇄ decode).

export type OperationToolProps = ToolScreenProps & {
  toolId: string;
  operations: readonly AnyOperation[];
  /** Label of the mode switch (default "Mode"). */
  modeLabel?: string;
  /** Shown above the input: a line of help for this tool. */
  intro?: ReactNode;
  /** Extra view of the output below it (a rendered preview, an image, sizes); `inputBytes` is the input's size. */
  renderOutput?: (output: Value, operation: AnyOperation, context: { inputBytes: number }) => ReactNode;
  /** The download's extension and type, when they depend on the output (a decoded file's own type). */
  outputFileOf?: (output: Value, operation: AnyOperation) => { extension: string; mimeType: string } | undefined;
  /** Offer "Swap" between the two operations (default: when there are exactly two and they take and give text). */
  swap?: boolean;
};

type OptionsByOperation = Record<string, Record<string, unknown>>;
type LoadedFile = { name: string; bytes: Uint8Array };

type RunState =
  | { status: 'idle' }
  | { status: 'running'; progress: number | null; slow: boolean }
  | { status: 'done'; output: Value; shown: Display; ms: number; inputBytes: number; outputBytes: number }
  | { status: 'error'; message: string };

/** Options in links: per operation, only what differs from its defaults, with the options' version. */
function serializeOptions(operations: readonly AnyOperation[]) {
  return (value: OptionsByOperation): unknown => {
    const out: Record<string, unknown> = {};
    for (const operation of operations) {
      const options = value[operation.id];
      if (!options) continue;
      const defaults = defaultOptions(operation);
      const changed = Object.fromEntries(
        Object.entries(options).filter(([key, v]) => JSON.stringify(v) !== JSON.stringify(defaults[key])),
      );
      if (Object.keys(changed).length > 0) out[operation.id] = { $v: operation.version ?? 1, ...changed };
    }
    return out;
  };
}

function deserializeOptions(operations: readonly AnyOperation[]) {
  return (json: unknown): OptionsByOperation | undefined => {
    if (typeof json !== 'object' || json === null || Array.isArray(json)) return undefined;
    const out: OptionsByOperation = {};
    for (const [id, saved] of Object.entries(json as Record<string, unknown>)) {
      const operation = operations.find((op) => op.id === id);
      if (!operation || typeof saved !== 'object' || saved === null) return undefined;
      const { $v, ...rest } = saved as Record<string, unknown>;
      try {
        out[id] = upgradeOptions(operation, rest, typeof $v === 'number' ? $v : 1);
      } catch {
        return undefined;
      }
    }
    return out;
  };
}

function secretsOfOptions(operations: readonly AnyOperation[]) {
  return (value: OptionsByOperation) => {
    const redacted: OptionsByOperation = {};
    const labels: string[] = [];
    for (const [id, options] of Object.entries(value)) {
      const operation = operations.find((op) => op.id === id);
      const secrets = operation ? optionFields(operation).filter((f) => f.sensitive) : [];
      const kept = { ...options };
      for (const field of secrets) {
        if (kept[field.key] !== undefined && kept[field.key] !== field.default) {
          labels.push(field.label ?? field.key);
          delete kept[field.key];
        }
      }
      redacted[id] = kept;
    }
    return { redacted, labels };
  };
}

async function readFile(file: File): Promise<LoadedFile> {
  return { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) };
}

export function OperationTool({
  toolId,
  operations,
  modeLabel = DEFAULT_MODE_LABEL,
  intro,
  renderOutput,
  outputFileOf,
  swap,
  initialInput,
  initialValue,
  initialOperation,
}: OperationToolProps) {
  const ids = useMemo(() => operations.map((op) => op.id), [operations]);
  const isMode = useCallback((value: unknown): value is string => typeof value === 'string' && ids.includes(value), [ids]);
  // "Send to" may choose the operation to open in.
  const [mode, setMode] = useToolState<string>('mode', ids[0]!, {
    accept: isMode,
    start: initialOperation && isMode(initialOperation) ? initialOperation : undefined,
  });
  const operation = operations.find((op) => op.id === mode) ?? operations[0]!;

  const [input, setInput] = useToolState<string>('input', '', {
    start: initialInput,
    sensitive: operation.sensitiveInput ?? false,
    label: inputLabelOf(operation),
  });
  const optionsCodec = useMemo(
    () => ({
      serialize: serializeOptions(operations),
      deserialize: deserializeOptions(operations),
      secretsOf: secretsOfOptions(operations),
    }),
    [operations],
  );
  const [allOptions, setAllOptions] = useToolState<OptionsByOperation>('options', {}, { persist: true, ...optionsCodec });
  // The text file the input was read from (its name and size stand in for a large text).
  const [textSource, setTextSource] = useState<{ name: string; bytes: number; file: Blob } | null>(null);
  const typeInput = useCallback(
    (text: string) => {
      setTextSource(null);
      setInput(text);
    },
    [setInput],
  );
  const openTextFile = async (picked: File) => {
    const text = await picked.text();
    setInput(text);
    setTextSource({ name: picked.name, bytes: picked.size, file: picked });
  };
  // A file's bytes (operations that take bytes): kept on this page only, never in a link.
  const [file, setFile] = useState<LoadedFile | null>(() =>
    initialValue?.kind === 'bytes' && initialInput === undefined ? { name: 'input.bin', bytes: initialValue.value } : null,
  );

  const fields = useMemo(() => optionFields(operation), [operation]);
  const options = useMemo(() => {
    try {
      return upgradeOptions(operation, allOptions[operation.id] ?? {});
    } catch {
      return defaultOptions(operation);
    }
  }, [operation, allOptions]);
  const setOption = useCallback(
    (key: string, value: unknown) =>
      setAllOptions((previous) => ({
        ...previous,
        [operation.id]: { ...(previous[operation.id] ?? defaultOptions(operation)), [key]: value },
      })),
    [operation, setAllOptions],
  );

  const takesInput = operation.input !== 'none';
  const takesFile = operation.input === 'bytes';
  const inputValue: Value | null = !takesInput
    ? tag('none', undefined)
    : file && takesFile
      ? tag('bytes', file.bytes)
      : input === ''
        ? null
        : tag('text', input);

  const [lastRun, setRun] = useState<RunState>({ status: 'idle' });
  // No input: nothing to show, whatever ran before.
  const run: RunState = inputValue ? lastRun : { status: 'idle' };
  const [generation, setGeneration] = useState(0);
  const current = useRef<RunHandle | null>(null);

  useEffect(() => {
    current.current?.cancel();
    current.current = null;
    if (!inputValue) return;
    const handle = startRun(toolId, operation, inputValue, options, {
      textFile: textSource?.file,
      onProgress: (fraction) => setRun((r) => (r.status === 'running' ? { ...r, progress: fraction } : r)),
    });
    current.current = handle;
    // Fast runs replace the output without a flash of "running"; a slow one says so after a moment.
    const slowTimer = window.setTimeout(() => setRun({ status: 'running', progress: null, slow: true }), 250);
    handle.promise.then(
      (outcome) => {
        if (current.current !== handle) return;
        // A worker's run measured these off the page (each a pass over the whole text here).
        setRun({
          status: 'done',
          output: outcome.output,
          shown: outcome.shown ?? display(outcome.output),
          ms: outcome.ms,
          inputBytes: outcome.inputBytes ?? sizeOf(inputValue),
          outputBytes: outcome.outputBytes ?? sizeOf(outcome.output),
        });
      },
      (err: unknown) => {
        if (current.current !== handle) return;
        if (err instanceof OperationCancelled)
          setRun({ status: 'error', message: 'Stopped. Change the input or options to run again.' });
        else setRun({ status: 'error', message: err instanceof Error ? err.message : String(err) });
      },
    );
    handle.promise.finally(() => window.clearTimeout(slowTimer)).catch(() => {});
    return () => {
      window.clearTimeout(slowTimer);
    };
    // inputValue is derived from input/file/mode; generation re-runs a generator.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [toolId, operation, input, file, options, generation, takesInput, takesFile]);

  useEffect(() => () => current.current?.cancel(), []);

  const output = run.status === 'done' ? run.output : null;
  const shown = run.status === 'done' ? run.shown : null;
  const outputText = useCallback(() => (output ? (fullText(output) ?? '') : ''), [output]);

  const canSwap =
    (swap ?? (operations.length === 2 && operations.every((op) => op.input !== 'none' && op.output !== 'bytes'))) &&
    operations.length === 2;
  function doSwap() {
    const other = operations.find((op) => op.id !== operation.id)!;
    const text = output ? fullText(output) : null;
    setMode(other.id);
    if (text !== null) {
      setFile(null);
      typeInput(text);
    }
  }

  const inputId = useId();
  const outputId = useId();
  const inputLabel = inputLabelOf(operation);
  const outputLabel = outputLabelOf(operation);
  const dynamicFile = output ? outputFileOf?.(output, operation) : undefined;
  const extension =
    dynamicFile?.extension ??
    operation.outputFile?.extension ??
    (output?.kind === 'json' ? 'json' : output?.kind === 'bytes' && shown?.binary ? 'bin' : 'txt');
  const mimeType =
    dynamicFile?.mimeType ??
    operation.outputFile?.mimeType ??
    (output?.kind === 'bytes' ? 'application/octet-stream' : 'text/plain;charset=utf-8');

  return (
    <div className="flex flex-col gap-4">
      {intro && <p className="text-sm text-muted">{intro}</p>}
      {(operations.length > 1 || fields.length > 0) && (
        <div className="flex flex-wrap items-end gap-x-6 gap-y-4 rounded-xl border border-border bg-surface px-4 py-3">
          {operations.length > 1 &&
            (operations.length <= 4 ? (
              <SegmentedControl
                label={modeLabel}
                value={operation.id}
                options={operations.map((op) => ({ value: op.id, label: op.name, title: op.description }))}
                onChange={setMode}
              />
            ) : (
              <Select
                label={modeLabel}
                value={operation.id}
                onChange={(e) => setMode(e.target.value)}
                wrapperClassName="min-w-56"
              >
                {operations.map((op) => (
                  <option key={op.id} value={op.id}>
                    {op.name}
                  </option>
                ))}
              </Select>
            ))}
          <OptionsForm fields={fields} values={options} onChange={setOption} />
          {canSwap && (
            <Button
              variant="secondary"
              onClick={doSwap}
              className="ml-auto"
              title="Put the output in the input and switch to the other direction"
            >
              <ArrowLeftRight className="h-4 w-4" aria-hidden />
              Swap
            </Button>
          )}
        </div>
      )}

      <div className={cn('grid gap-4', takesInput && 'lg:grid-cols-2')}>
        {takesInput && (
          <div className="flex min-w-0 flex-col gap-2">
            {file && takesFile ? (
              <FieldShell label={inputLabel}>
                {(id) => (
                  <div
                    id={id}
                    className="flex min-h-56 flex-col items-center justify-center gap-3 rounded-lg border border-border bg-surface-2 p-4 text-center"
                  >
                    <FileText className="h-8 w-8 text-muted" aria-hidden />
                    <p className="break-all text-sm font-medium text-fg">{file.name}</p>
                    <p className="text-xs text-muted">{formatBytes(file.bytes.byteLength)}</p>
                    <Button variant="outline" size="sm" onClick={() => setFile(null)}>
                      <X className="h-4 w-4" aria-hidden />
                      Remove file
                    </Button>
                  </div>
                )}
              </FieldShell>
            ) : (
              <FileDrop
                hint="Drop a file to use it as the input"
                onFile={(dropped) => {
                  void (takesFile ? readFile(dropped).then(setFile) : openTextFile(dropped));
                }}
              >
                {isLargeText(input) ? (
                  <LargeTextInput
                    label={inputLabel}
                    head={input.slice(0, 400)}
                    name={textSource?.name}
                    size={textSource ? formatBytes(textSource.bytes) : characterCount(input)}
                  />
                ) : (
                  <div className="flex flex-col gap-1.5">
                    <label htmlFor={inputId} className="text-sm font-medium text-fg">
                      {inputLabel}
                    </label>
                    <textarea
                      id={inputId}
                      value={input}
                      placeholder={operation.inputPlaceholder ?? 'Type or paste the input…'}
                      spellCheck={false}
                      onChange={(e) => typeInput(e.target.value)}
                      onPaste={(e) => pasteLargeText(e, input, typeInput)}
                      aria-invalid={run.status === 'error' ? true : undefined}
                      className={cn(inputClasses, 'min-h-56 resize-y font-mono text-[13px] leading-relaxed')}
                    />
                  </div>
                )}
              </FileDrop>
            )}
            <div className="flex flex-wrap items-center gap-2">
              <FilePicker
                label={takesFile ? 'Open file' : 'Open a text file'}
                onFile={(picked) => {
                  void (takesFile ? readFile(picked).then(setFile) : openTextFile(picked));
                }}
              />
              <Button
                variant="ghost"
                size="sm"
                onClick={() => {
                  typeInput('');
                  setFile(null);
                }}
                disabled={input === '' && !file}
              >
                <Eraser className="h-4 w-4" aria-hidden />
                Clear
              </Button>
            </div>
          </div>
        )}

        <div className="flex min-w-0 flex-col gap-2">
          {run.status === 'error' && <Alert tone="error">{run.message}</Alert>}
          <div className="flex flex-col gap-1.5">
            <div className="flex items-center justify-between gap-2">
              <label htmlFor={outputId} className="text-sm font-medium text-fg">
                {outputLabel}
              </label>
              {run.status === 'running' && run.slow && (
                <span className="flex items-center gap-2 text-xs text-muted" role="status">
                  <Loader2 className="h-3.5 w-3.5 animate-spin" aria-hidden />
                  {run.progress !== null ? `Working… ${Math.round(run.progress * 100)}%` : 'Working…'}
                  <Button variant="outline" size="sm" onClick={() => current.current?.cancel()}>
                    <Square className="h-3 w-3" aria-hidden />
                    Stop
                  </Button>
                </span>
              )}
            </div>
            <textarea
              id={outputId}
              readOnly
              value={shown?.text ?? ''}
              placeholder={takesInput ? 'The result appears here as you type.' : ''}
              spellCheck={false}
              className={cn(
                inputClasses,
                'min-h-56 resize-y bg-surface-2 font-mono text-[13px] leading-relaxed',
                run.status === 'running' && run.slow && 'opacity-60',
              )}
            />
            {shown?.truncated && (
              <p className="text-xs text-muted">
                {shown.binary
                  ? `Showing the first ${HEX_SHOWN_LABEL} of ${formatBytes(shown.totalChars)} as hex.`
                  : `Showing the first ${SHOWN_LIMIT_LABEL} of ${formatBytes(shown.totalChars)}.`}{' '}
                Copy and Download take all of it.
              </p>
            )}
            {shown && !shown.truncated && shown.binary && (
              <p className="text-xs text-muted">Binary output, shown as hex. Download saves the bytes.</p>
            )}
          </div>
          {run.status === 'done' && renderOutput?.(run.output, operation, { inputBytes: run.inputBytes })}
        </div>
      </div>

      <div className="flex flex-wrap items-center justify-end gap-2">
        {run.status === 'done' && (
          <p className="mr-auto text-xs text-muted" aria-live="polite">
            {takesInput ? `${formatBytes(run.inputBytes)} → ` : ''}
            {formatBytes(run.outputBytes)} · {run.ms < 1 ? '<1' : Math.round(run.ms)} ms
          </p>
        )}
        {!takesInput && (
          <Button variant="secondary" size="sm" onClick={() => setGeneration((g) => g + 1)}>
            <RefreshCw className="h-4 w-4" aria-hidden />
            Generate again
          </Button>
        )}
        <SendToButton
          value={output}
          fromToolId={toolId}
          disabled={!output}
          recipeStep={() => {
            const changed = compactOptions(operation, options) as NonNullable<OperationStep['options']>;
            const version = operation.version ?? 1;
            return {
              step: {
                op: operation.id,
                ...(Object.keys(changed).length > 0 ? { options: changed } : {}),
                ...(version > 1 ? { v: version } : {}),
              },
              input: inputValue,
            };
          }}
        />
        <DownloadButton
          fileName={`${toolId}.${extension}`}
          mimeType={mimeType}
          content={() => {
            if (!output) return '';
            // A large text saved from the bytes it came as, without decoding it here.
            const bytes = output.kind === 'bytes' ? output.value : utf8BytesOf(output);
            return bytes ? new Blob([bytes as BlobPart], { type: mimeType }) : convert(output, 'text');
          }}
          disabled={!output}
        />
        <CopyButton value={outputText} disabled={!output || (shown?.binary ?? false)} />
      </div>
    </div>
  );
}
