import { CornerDownLeft, Loader2, RotateCcw, Trash2 } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/Button';
import { CopyButton } from '@/components/CopyButton';
import { Alert, Card } from '@/components/Feedback';
import { inputClasses } from '@/components/Field';
import { SegmentedControl } from '@/components/SegmentedControl';
import { cn } from '@/lib/cn';
import { useToolState } from '@/lib/tool-state/tool-state';
import { tag } from '@/operations/kinds';
import { SendToButton } from '../send-to/SendToButton';
import type { ToolScreen } from '../types';
import { BIG_PRECISION, createMathEngine, numberTypes, type Evaluated, type MathEngine, type NumberType } from './engine';

const HISTORY_MAX = 200;
const EXAMPLES = [
  '0.1 + 0.2',
  '2^100',
  'sqrt(2) * 3',
  '5 km/h to m/s',
  'f(x) = x^2 + 1',
  'f(12)',
  'det([1, 2; 3, 4])',
  '100 degF to degC',
];

const isHistory = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');
const isNumberType = (value: unknown): value is NumberType => numberTypes.includes(value as NumberType);

type Sheet = { results: Evaluated[]; variables: { name: string; value: string }[]; scope: Map<string, unknown> };

const MathEvaluator: ToolScreen = ({ initialInput }) => {
  const [history, setHistory] = useToolState<string[]>('history', [], { persist: true, accept: isHistory });
  const [numberType, setNumberType] = useToolState<NumberType>('numbers', 'bignumber', { persist: true, accept: isNumberType });
  const [digits, setDigits] = useToolState('digits', 14, { persist: true });
  const [expression, setExpression] = useState(initialInput?.trim().split('\n')[0] ?? '');
  const [engine, setEngine] = useState<{ key: string; engine: MathEngine } | { key: string; error: string } | null>(null);
  const [recall, setRecall] = useState<number | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const digitsId = useId();

  const validDigits = Number.isInteger(digits) && digits >= 1 && digits <= BIG_PRECISION ? digits : 14;
  const engineKey = `${numberType}:${validDigits}`;
  useEffect(() => {
    let current = true;
    createMathEngine({ numberType, digits: validDigits }).then(
      (created) => current && setEngine({ key: engineKey, engine: created }),
      (err: unknown) => current && setEngine({ key: engineKey, error: err instanceof Error ? err.message : String(err) }),
    );
    return () => {
      current = false;
    };
  }, [numberType, validDigits, engineKey]);
  const ready = engine && engine.key === engineKey && 'engine' in engine ? engine.engine : null;

  // The history is the state: replaying it gives every result and the variables it defined.
  const sheet = useMemo<Sheet | null>(() => {
    if (!ready) return null;
    const scope = new Map<string, unknown>();
    const results = history.map((line) => ready.evaluate(line, scope));
    return { results, variables: ready.describeScope(scope), scope };
  }, [ready, history]);

  const preview = useMemo(() => {
    if (!ready || !sheet || expression.trim() === '') return null;
    return ready.evaluate(expression, new Map(sheet.scope));
  }, [ready, sheet, expression]);

  function run() {
    const line = expression.trim();
    if (line === '') return;
    setHistory((previous) => [...previous, line].slice(-HISTORY_MAX));
    setExpression('');
    setRecall(null);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      run();
    } else if ((event.key === 'ArrowUp' || event.key === 'ArrowDown') && history.length > 0) {
      event.preventDefault();
      const from = recall ?? history.length;
      const next = event.key === 'ArrowUp' ? Math.max(0, from - 1) : from + 1;
      if (next >= history.length) {
        setRecall(null);
        setExpression('');
      } else {
        setRecall(next);
        setExpression(history[next]!);
      }
    }
  }

  const entries = sheet ? history.map((line, i) => ({ line, result: sheet.results[i]!, index: i })).reverse() : [];
  const lastOk = sheet
    ? [...sheet.results].reverse().find((r): r is Extract<Evaluated, { ok: true }> => r.ok && r.text !== '')
    : undefined;

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,20rem)]">
      <div className="flex min-w-0 flex-col gap-4">
        <Card className="flex flex-col gap-3 p-4 sm:p-5">
          <label htmlFor={inputId} className="text-sm font-medium text-fg">
            Expression
          </label>
          <div className="flex gap-2">
            <input
              ref={inputRef}
              id={inputId}
              value={expression}
              onChange={(e) => {
                setExpression(e.target.value);
                setRecall(null);
              }}
              onKeyDown={onKeyDown}
              placeholder="e.g. (3 + 4) * 2^10, sqrt(2), 5 km/h to m/s, a = 12"
              spellCheck={false}
              autoComplete="off"
              aria-describedby={`${inputId}-preview`}
              className={cn(inputClasses, 'h-11 font-mono text-base')}
            />
            <Button onClick={run} disabled={expression.trim() === '' || !ready} className="h-11" aria-label="Evaluate">
              <CornerDownLeft className="h-4 w-4" aria-hidden />
              <span className="hidden sm:inline">Evaluate</span>
            </Button>
          </div>
          <p id={`${inputId}-preview`} className="min-h-5 break-all font-mono text-sm" aria-live="polite">
            {!ready ? (
              engine && 'error' in engine ? (
                <span className="text-danger">{engine.error}</span>
              ) : (
                <span className="inline-flex items-center gap-2 text-muted">
                  <Loader2 className="h-3.5 w-3.5 animate-spin" aria-hidden />
                  Loading the math engine…
                </span>
              )
            ) : preview === null ? (
              <span className="text-muted">Enter evaluates and keeps the result below; ↑ and ↓ recall earlier expressions.</span>
            ) : preview.ok ? (
              <span className="text-fg">= {preview.text || '(nothing)'}</span>
            ) : (
              <span className="text-muted">{preview.error}</span>
            )}
          </p>
          <div className="flex flex-wrap gap-1.5" aria-label="Examples" role="group">
            {EXAMPLES.map((example) => (
              <button
                key={example}
                type="button"
                onClick={() => {
                  setExpression(example);
                  inputRef.current?.focus();
                }}
                className="rounded-md border border-border bg-surface-2 px-2 py-0.5 font-mono text-xs text-fg hover:bg-border"
              >
                {example}
              </button>
            ))}
          </div>
        </Card>

        <Card className="flex min-w-0 flex-col p-0">
          <div className="flex flex-wrap items-center justify-between gap-2 border-b border-border px-4 py-3">
            <h2 className="text-base font-semibold text-fg">History</h2>
            <div className="flex flex-wrap gap-2">
              <CopyButton value={lastOk?.text ?? ''} label="Copy last result" disabled={!lastOk} />
              <SendToButton
                value={lastOk ? tag('text', lastOk.text) : null}
                fromToolId="math-evaluator"
                label="Send last result to…"
              />
              <Button variant="ghost" size="sm" onClick={() => setHistory([])} disabled={history.length === 0}>
                <Trash2 className="h-4 w-4" aria-hidden />
                Clear history
              </Button>
            </div>
          </div>
          {history.length === 0 ? (
            <p className="px-4 py-6 text-sm text-muted">
              Nothing yet. Results stay here, and variables you assign (a = 5) can be used in later expressions.
            </p>
          ) : (
            <ol className="flex flex-col divide-y divide-border" aria-label="Evaluated expressions, newest first">
              {entries.map(({ line, result, index }) => (
                <li key={index} className="group flex items-start gap-3 px-4 py-2.5">
                  <div className="min-w-0 flex-1">
                    <p className="break-all font-mono text-sm text-muted">{line}</p>
                    {result.ok ? (
                      <p className="break-all font-mono text-base font-semibold text-fg">
                        {result.text === '' ? '(nothing)' : `= ${result.text}`}
                      </p>
                    ) : (
                      <p className="text-sm text-danger">{result.error}</p>
                    )}
                  </div>
                  <div className="flex shrink-0 gap-1">
                    <Button
                      variant="ghost"
                      size="icon"
                      className="h-8 w-8"
                      aria-label={`Edit ${line}`}
                      title="Put it back in the input"
                      onClick={() => {
                        setExpression(line);
                        inputRef.current?.focus();
                      }}
                    >
                      <RotateCcw className="h-4 w-4" aria-hidden />
                    </Button>
                    {result.ok && result.text !== '' && (
                      <CopyButton value={result.text} iconOnly className="h-8 w-8" aria-label={`Copy the result of ${line}`} />
                    )}
                  </div>
                </li>
              ))}
            </ol>
          )}
        </Card>
      </div>

      <div className="flex min-w-0 flex-col gap-4">
        <Card className="flex flex-col gap-4 p-4">
          <SegmentedControl
            label="Numbers"
            value={numberType}
            options={[
              { value: 'bignumber', label: 'Big (64 digits)', title: 'Exact decimals: 0.1 + 0.2 = 0.3, 2^100 in full' },
              { value: 'number', label: 'Double', title: 'IEEE 754 floating point, as JavaScript and most languages compute' },
            ]}
            onChange={setNumberType}
          />
          <div className="flex flex-col gap-1.5">
            <label htmlFor={digitsId} className="text-sm font-medium text-fg">
              Significant digits shown
            </label>
            <input
              id={digitsId}
              type="number"
              min={1}
              max={BIG_PRECISION}
              value={digits}
              onChange={(e) => setDigits(Number(e.target.value))}
              className={cn(inputClasses, 'w-24')}
              aria-describedby={`${digitsId}-hint`}
            />
            <p id={`${digitsId}-hint`} className="text-xs text-muted">
              1 to {BIG_PRECISION}; whole numbers are always written in full.
            </p>
          </div>
        </Card>
        <Card className="flex flex-col gap-2 p-4">
          <h2 className="text-base font-semibold text-fg">Variables</h2>
          {sheet && sheet.variables.length > 0 ? (
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 font-mono text-sm">
              {sheet.variables.map(({ name, value }) => (
                <div key={name} className="contents">
                  <dt className="text-primary">{name}</dt>
                  <dd className="truncate text-fg" title={value}>
                    {value}
                  </dd>
                </div>
              ))}
            </dl>
          ) : (
            <p className="text-sm text-muted">None yet. Assign one with name = value; ans is the last result.</p>
          )}
        </Card>
        {engine && 'error' in engine && <Alert tone="error">The math engine could not be loaded: {engine.error}</Alert>}
      </div>
    </div>
  );
};

export default MathEvaluator;
