import { useMemo } from 'react';
import { CopyButton } from '@/components/CopyButton';
import { DownloadButton } from '@/components/DownloadButton';
import { Alert } from '@/components/Feedback';
import { TextArea, TextInput } from '@/components/Field';
import { FilePicker } from '@/components/FileDrop';
import { SegmentedControl } from '@/components/SegmentedControl';
import { useToolState } from '@/lib/tool-state/tool-state';
import { tag } from '@/operations/kinds';
import { RunStatus } from '../operation-screen/RunStatus';
import { useOperationRun } from '../operation-screen/use-operation-run';
import { printWithPaths } from '../json-diff/json-lines';
import { SendToButton } from '../send-to/SendToButton';
import type { ToolScreen } from '../types';
import { HighlightedJson } from './HighlightedJson';
import { jmesPathQuery, jsonPathQuery } from './operations';

// Query JSON live with JSONPath or JMESPath: the result to copy, and the document with what matched
// highlighted. Large documents are queried in a worker.

type Syntax = 'jsonpath' | 'jmespath';
const VIEW_MAX_CHARS = 2 * 1024 * 1024;
const SAMPLE = JSON.stringify(
  {
    store: {
      book: [
        { category: 'reference', author: 'Nigel Rees', title: 'Sayings of the Century', price: 8.95 },
        { category: 'fiction', author: 'Herman Melville', title: 'Moby Dick', isbn: '0-553-21311-3', price: 8.99 },
        { category: 'fiction', author: 'J. R. R. Tolkien', title: 'The Lord of the Rings', price: 22.99 },
      ],
      bicycle: { color: 'red', price: 19.95 },
    },
  },
  null,
  2,
);
const placeholders: Record<Syntax, string> = {
  jsonpath: '$.store.book[?(@.price < 10)].title',
  jmespath: 'store.book[?price < `10`].title',
};

/** Pointers of the document's objects and arrays by their JSON text (JMESPath results come back as copies). */
function containersByText(document: unknown): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (value: unknown, pointer: string) => {
    if (value === null || typeof value !== 'object') return;
    const text = JSON.stringify(value);
    if (!found.has(text)) found.set(text, pointer);
    for (const [key, item] of Object.entries(value)) walk(item, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`);
  };
  walk(document, '');
  return found;
}

const JsonQuery: ToolScreen = ({ initialInput }) => {
  const [json, setJson] = useToolState('json', '', { start: initialInput });
  const [syntax, setSyntax] = useToolState<Syntax>('syntax', 'jsonpath', {
    accept: (v): v is Syntax => v === 'jsonpath' || v === 'jmespath',
    persist: true,
  });
  const [expression, setExpression] = useToolState('expression', '');
  const operation = syntax === 'jsonpath' ? jsonPathQuery : jmesPathQuery;
  // Memoised: the run restarts whenever the input object changes, and a new one each render looped.
  const input = useMemo(() => (json.trim() && expression.trim() ? tag('text', json) : null), [json, expression]);
  const options = useMemo(() => (syntax === 'jsonpath' ? { expression, withPaths: true } : { expression }), [syntax, expression]);
  const { state, stop } = useOperationRun('json-query', operation, input, options);

  const raw = state.status === 'done' && state.output.kind === 'text' ? state.output.value : null;
  const { resultText, pointers, count } = useMemo(() => {
    if (raw === null) return { resultText: null, pointers: [] as string[], count: 0 };
    if (syntax === 'jsonpath') {
      const matches = JSON.parse(raw) as { path: string; value: unknown }[];
      return {
        resultText: JSON.stringify(
          matches.map((m) => m.value),
          null,
          2,
        ),
        pointers: matches.map((m) => m.path),
        count: matches.length,
      };
    }
    const result = JSON.parse(raw) as unknown;
    const items = Array.isArray(result) ? result : [result];
    let pointersFound: string[] = [];
    if (json.length <= VIEW_MAX_CHARS) {
      try {
        const byText = containersByText(JSON.parse(json));
        pointersFound = items.flatMap((item) => {
          const p = item !== null && typeof item === 'object' ? byText.get(JSON.stringify(item)) : undefined;
          return p === undefined ? [] : [p];
        });
      } catch {
        pointersFound = [];
      }
    }
    return { resultText: raw, pointers: pointersFound, count: result === null ? 0 : items.length };
  }, [raw, syntax, json]);

  const view = useMemo(() => {
    if (resultText === null || json.length > VIEW_MAX_CHARS) return null;
    try {
      const printed = printWithPaths(JSON.parse(json));
      const marked = new Set<number>();
      for (const pointer of pointers) {
        const span = printed.spans.get(pointer);
        if (span) for (let line = span[0]; line <= span[1]; line++) marked.add(line);
      }
      return { ...printed, marked };
    } catch {
      return null;
    }
  }, [resultText, json, pointers]);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-x-6 gap-y-3 rounded-xl border border-border bg-surface px-4 py-3">
        <SegmentedControl
          label="Syntax"
          value={syntax}
          options={[
            { value: 'jsonpath', label: 'JSONPath' },
            { value: 'jmespath', label: 'JMESPath' },
          ]}
          onChange={setSyntax}
        />
        <TextInput
          label={syntax === 'jsonpath' ? 'JSONPath expression' : 'JMESPath expression'}
          value={expression}
          onChange={(e) => setExpression(e.target.value)}
          placeholder={placeholders[syntax]}
          spellCheck={false}
          wrapperClassName="min-w-0 flex-1 basis-72"
          className="font-mono"
        />
        <RunStatus state={state} onStop={stop} />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-2">
          <TextArea
            label="JSON"
            value={json}
            onChange={(e) => setJson(e.target.value)}
            placeholder='{"store": {"book": […]}}'
            className="min-h-72"
          />
          <div className="flex flex-wrap gap-2">
            <FilePicker label="Open a file" onFile={(file) => void file.text().then(setJson)} />
            {!json && (
              <button
                type="button"
                className="text-sm text-primary underline"
                onClick={() => {
                  setJson(SAMPLE);
                  if (!expression) setExpression(placeholders[syntax]);
                }}
              >
                Try the bookstore example
              </button>
            )}
          </div>
        </div>
        <div className="flex min-w-0 flex-col gap-2">
          {state.status === 'error' && <Alert tone="error">{state.message}</Alert>}
          <TextArea
            label="Result"
            value={resultText ?? ''}
            readOnly
            placeholder="Matches appear here as you type."
            className="min-h-72 bg-surface-2"
          />
          <div className="flex flex-wrap items-center justify-end gap-2">
            {resultText !== null && (
              <p className="mr-auto text-xs text-muted" aria-live="polite">
                {count === 1 ? '1 match' : `${count} matches`}
              </p>
            )}
            <SendToButton value={resultText === null ? null : tag('text', resultText)} fromToolId="json-query" />
            <DownloadButton
              fileName="result.json"
              mimeType="application/json"
              content={() => resultText ?? ''}
              disabled={resultText === null}
            />
            <CopyButton value={resultText ?? ''} disabled={resultText === null} />
          </div>
        </div>
      </div>
      {view && <HighlightedJson lines={view.lines} marked={view.marked} truncated={view.truncated} />}
    </div>
  );
};

export default JsonQuery;
