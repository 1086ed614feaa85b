import { ArrowLeftRight, Eraser } from 'lucide-react';
import { useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import { Button } from './Button';
import { CopyButton } from './CopyButton';
import { Alert } from './Feedback';
import { TextArea } from './Field';

/**
 * The shared screen of the "input → transform → copyable output" tools (Base64, URL, …).
 *
 * Usage:
 *   <TransformTool
 *     transform={encodeBase64Text}          // (input) => output; throw Error(userMessage) on bad input
 *     inputLabel="Text to encode" outputLabel="Base64"
 *     initialInput={initialInput}            // smart paste hands text over here
 *     options={<Checkbox … />}               // optional: the tool's own settings, shown above the editors
 *     modeToggle={{ label: 'Switch to Decode', onToggle: () => setMode('decode') }}   // optional
 *     outputActions={(output) => <DownloadButton … />}                              // optional
 *   />
 *
 * - The output is derived live from the input as you type; `transform` is not called for empty input
 *   (empty input → empty output, no error). Pass a stable `transform` (module function or useCallback):
 *   a new identity means "options changed" and re-runs it.
 * - A thrown Error's message is shown in the error Alert, and the output is emptied.
 * - The mode toggle moves the current output into the input and drops the old output before calling
 *   `onToggle` (spec tools.md §4), so the new output is the new mode's transform of that text.
 * - Clear All empties the input (and so the output and the error).
 */
export type TransformToolProps = {
  transform: (input: string) => string;
  inputLabel: string;
  outputLabel: string;
  inputPlaceholder?: string;
  outputPlaceholder?: string;
  initialInput?: string;
  options?: ReactNode;
  modeToggle?: { label: string; onToggle: () => void };
  outputActions?: (output: string) => ReactNode;
};

type Result = { output: string; error: string | null };

function runTransform(transform: (input: string) => string, input: string): Result {
  if (input === '') return { output: '', error: null };
  try {
    return { output: transform(input), error: null };
  } catch (err) {
    return { output: '', error: err instanceof Error ? err.message : String(err) };
  }
}

export function TransformTool({
  transform,
  inputLabel,
  outputLabel,
  inputPlaceholder,
  outputPlaceholder,
  initialInput = '',
  options,
  modeToggle,
  outputActions,
}: TransformToolProps) {
  const [input, setInput] = useState(initialInput);
  // Deferred so typing stays responsive while a large input is re-transformed.
  const deferredInput = useDeferredValue(input);
  const { output, error } = useMemo(() => runTransform(transform, deferredInput), [transform, deferredInput]);

  function toggleMode() {
    if (!modeToggle) return;
    setInput(output);
    modeToggle.onToggle();
  }

  return (
    <div className="flex flex-col gap-4">
      {(options || modeToggle) && (
        <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3 rounded-xl border border-border bg-surface px-4 py-3">
          <div className="flex flex-wrap items-center gap-x-6 gap-y-2">{options}</div>
          {modeToggle && (
            <Button variant="secondary" onClick={toggleMode}>
              <ArrowLeftRight className="h-4 w-4" aria-hidden />
              {modeToggle.label}
            </Button>
          )}
        </div>
      )}

      <div className="grid gap-4 lg:grid-cols-2">
        <TextArea
          label={inputLabel}
          value={input}
          placeholder={inputPlaceholder}
          onChange={(e) => setInput(e.target.value)}
          className="min-h-56"
        />
        {/* Right under the input on phones; below both editors on wide screens. */}
        {error && (
          <Alert tone="error" className="lg:order-last lg:col-span-2">
            {error}
          </Alert>
        )}
        <TextArea
          label={outputLabel}
          value={output}
          placeholder={outputPlaceholder}
          readOnly
          className="min-h-56 bg-surface-2"
          aria-invalid={error ? true : undefined}
        />
      </div>

      <div className="flex flex-wrap items-center justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={() => setInput('')} disabled={input === ''}>
          <Eraser className="h-4 w-4" aria-hidden />
          Clear All
        </Button>
        {outputActions?.(output)}
        <CopyButton value={output} disabled={output === ''} />
      </div>
    </div>
  );
}
