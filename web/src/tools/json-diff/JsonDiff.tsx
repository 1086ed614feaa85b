import { ArrowLeftRight } from 'lucide-react';
import { useMemo } from 'react';
import { Button } from '@/components/Button';
import { CopyButton } from '@/components/CopyButton';
import { DownloadButton } from '@/components/DownloadButton';
import { Alert } from '@/components/Feedback';
import { TextArea } from '@/components/Field';
import { FilePicker } from '@/components/FileDrop';
import { useToolState } from '@/lib/tool-state/tool-state';
import { tag } from '@/operations/kinds';
import { RunStatus } from '../operation-screen/RunStatus';
import { useOperationRun } from '../operation-screen/use-operation-run';
import { SendToButton } from '../send-to/SendToButton';
import type { ToolScreen } from '../types';
import { summarise, type PatchOperation } from './diff';
import { lineMarks } from './highlights';
import { printWithPaths } from './json-lines';
import { jsonDiffPatch } from './operations';
import { Legend, SideBySide } from './SideBySide';

// Two JSON documents compared semantically: a side-by-side view with what changed marked, and the
// JSON Patch (RFC 6902) to copy. The diff runs in a worker when the documents are large.

const WORKER_AT = 128 * 1024;
const VIEW_MAX_CHARS = 2 * 1024 * 1024;

const SAMPLE_LEFT =
  '{\n  "name": "devforge",\n  "version": 1,\n  "tags": ["json", "diff"],\n  "users": [\n    { "id": 1, "name": "Ada" },\n    { "id": 2, "name": "Grace" }\n  ]\n}';
const SAMPLE_RIGHT =
  '{\n  "name": "devforge",\n  "version": 2,\n  "tags": ["json", "diff", "patch"],\n  "users": [\n    { "id": 2, "name": "Grace" },\n    { "id": 1, "name": "Ada Lovelace" }\n  ],\n  "license": "MIT"\n}';

function parseQuietly(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const JsonDiff: ToolScreen = ({ initialInput }) => {
  const [left, setLeft] = useToolState('left', '', { start: initialInput });
  const [right, setRight] = useToolState('right', '');
  // Memoised: the run restarts whenever the input object changes, and a new one each render looped.
  const input = useMemo(() => (left.trim() && right.trim() ? tag('text', left) : null), [left, right]);
  const options = useMemo(() => ({ right }), [right]);
  const { state, stop } = useOperationRun('json-diff', jsonDiffPatch, input, options, {
    inWorker: left.length + right.length >= WORKER_AT,
  });

  const patchText = state.status === 'done' && state.output.kind === 'text' ? state.output.value : null;
  const patch = useMemo(() => (patchText ? (JSON.parse(patchText) as PatchOperation[]) : null), [patchText]);
  const view = useMemo(() => {
    if (!patch || left.length + right.length > VIEW_MAX_CHARS) return null;
    const a = printWithPaths(parseQuietly(left));
    const b = printWithPaths(parseQuietly(right));
    const marks = lineMarks(patch, a.spans, b.spans);
    return {
      left: { lines: a.lines, marks: marks.left, truncated: a.truncated },
      right: { lines: b.lines, marks: marks.right, truncated: b.truncated },
    };
  }, [patch, left, right]);
  const summary = patch ? summarise(patch) : null;

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted">
        Array items are matched by their id, _id, key or name (or their content), so moved items show as moves, not as a delete
        and an insert. Type changes show as changes.
      </p>
      <div className="grid gap-4 lg:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-2">
          <TextArea
            label="First document"
            value={left}
            onChange={(e) => setLeft(e.target.value)}
            placeholder='{"version": 1}'
            className="min-h-56"
          />
          <FilePicker label="Open a file" onFile={(file) => void file.text().then(setLeft)} />
        </div>
        <div className="flex min-w-0 flex-col gap-2">
          <TextArea
            label="Second document"
            value={right}
            onChange={(e) => setRight(e.target.value)}
            placeholder='{"version": 2}'
            className="min-h-56"
          />
          <FilePicker label="Open a file" onFile={(file) => void file.text().then(setRight)} />
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            setLeft(right);
            setRight(left);
          }}
          disabled={!left && !right}
        >
          <ArrowLeftRight className="h-4 w-4" aria-hidden />
          Swap documents
        </Button>
        {!left && !right && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              setLeft(SAMPLE_LEFT);
              setRight(SAMPLE_RIGHT);
            }}
          >
            Try an example
          </Button>
        )}
        <span className="ml-auto">
          <RunStatus state={state} onStop={stop} />
        </span>
      </div>

      {state.status === 'error' && <Alert tone="error">{state.message}</Alert>}

      {summary && (
        <p className="text-sm text-fg" aria-live="polite">
          {patch!.length === 0
            ? 'The documents are the same.'
            : `${summary.changed} changed, ${summary.added} added, ${summary.removed} removed, ${summary.moved} moved.`}
        </p>
      )}

      {view && patch!.length > 0 && (
        <>
          <Legend />
          <SideBySide left={view.left} right={view.right} />
        </>
      )}
      {patch && !view && (
        <p className="text-xs text-muted">
          The side-by-side view is shown for documents up to 2 MB together; the patch covers everything.
        </p>
      )}

      {patchText !== null && (
        <div className="flex flex-col gap-1.5">
          <TextArea label="JSON Patch (RFC 6902)" value={patchText} readOnly className="min-h-40 bg-surface-2" />
          <div className="flex flex-wrap justify-end gap-2">
            <SendToButton value={tag('text', patchText)} fromToolId="json-diff" />
            <DownloadButton fileName="changes.json-patch.json" mimeType="application/json-patch+json" content={() => patchText} />
            <CopyButton value={patchText} />
          </div>
        </div>
      )}
    </div>
  );
};

export default JsonDiff;
