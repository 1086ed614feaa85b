import { Eraser, FileJson, Loader2, ShieldCheck, Wand2 } from 'lucide-react';
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/Button';
import { CodeEditor, preloadCodeEditor, type CodeEditorHandle, type EditorDiagnostic } from '@/components/CodeEditor';
import { CopyButton } from '@/components/CopyButton';
import { Alert, Card } from '@/components/Feedback';
import { Select } from '@/components/Field';
import { FileDrop, FilePicker } from '@/components/FileDrop';
import { draftLabels, schemaDrafts, type SchemaDraft } from '@/engines/json-schema/ajv';
import type { DraftChoice, SchemaCheckResult, SchemaIssue, SyntaxProblem } from '@/engines/json-schema/check';
import { useToolState } from '@/lib/tool-state/tool-state';
import { tag, utf8Length } from '@/operations/kinds';
import { SendToButton } from '../send-to/SendToButton';
import type { ToolScreen } from '../types';
import { EXAMPLE_DOCUMENT, EXAMPLE_SCHEMA } from './examples';
import { prestartCheckWorker, SchemaCheckRunner, type CheckOutcome, type GenerateOutcome } from './schema-check-runner';

/** Above this many bytes a file stays a file (read by the worker) instead of going into the editor. */
const LARGE_FILE = 1_000_000;
/** Edits re-validate by themselves (after a pause) while both texts are below this size. */
const LIVE_LIMIT = 200_000;
const LIVE_DELAY_MS = 350;
const ISSUES_SHOWN = 100;

/**
 * A document too large for the editor: an uploaded file (the worker reads it) or a handed-over text
 * (posted to the worker as it is: wrapping 20 MB in a File encoded it on the page, a 260 ms task).
 */
type LargeDocument = { name: string; bytes: number; head: string } & (
  { file: File; text?: undefined } | { text: string; file?: undefined }
);

function formatBytes(size: number): string {
  if (size < 1024) return `${size} B`;
  if (size < 1024 * 1024) return `${(size / 1024).toFixed(1)} KB`;
  return `${(size / 1024 / 1024).toFixed(1)} MB`;
}

function formatMs(ms: number): string {
  return ms < 1 ? 'under 1 ms' : ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}

const draftOptions: { value: DraftChoice; label: string }[] = [
  { value: 'auto', label: 'Auto: from $schema' },
  ...schemaDrafts.map((draft) => ({ value: draft, label: draftLabels[draft] })),
];

const isDraftChoice = (value: unknown): value is DraftChoice => value === 'auto' || schemaDrafts.includes(value as SchemaDraft);

const JsonSchemaValidator: ToolScreen = ({ initialInput }) => {
  // The draft and schema survive a reload (json-schema-validator:<name>); with the document they go in Share links.
  const [storedDraft, setDraft] = useToolState<DraftChoice>('draft', 'auto', { persist: true, accept: isDraftChoice });
  const draft: DraftChoice = isDraftChoice(storedDraft) ? storedDraft : 'auto';
  const [schema, setSchema] = useToolState('schema', EXAMPLE_SCHEMA, { persist: true });
  // A large document handed over (Send to, smart paste) is shown as a file is, and kept as the text it came as.
  const handedLarge = initialInput !== undefined && initialInput.length > LARGE_FILE ? initialInput : null;
  const [document, setDocument] = useToolState('document', EXAMPLE_DOCUMENT, { start: handedLarge !== null ? '' : initialInput });
  const [large, setLarge] = useState<LargeDocument | null>(() =>
    handedLarge !== null
      ? { text: handedLarge, name: 'sent-document.json', bytes: utf8Length(handedLarge), head: handedLarge.slice(0, 2048) }
      : null,
  );
  const [outcome, setOutcome] = useState<CheckOutcome | null>(null);
  const [busy, setBusy] = useState(false);
  const [generateProblem, setGenerateProblem] = useState<SyntaxProblem | null>(null);
  const runner = useRef<SchemaCheckRunner | null>(null);
  const schemaEditor = useRef<CodeEditorHandle>(null);
  const documentEditor = useRef<CodeEditorHandle>(null);
  // Set by a run the user asked for; the live re-run after edits only starts once there was one.
  const [checkedOnce, setCheckedOnce] = useState(false);
  // While a schema is being generated the live re-validation waits: it would replace the worker and
  // drop the generation (Generate clicked just after typing); the generation validates when done.
  const generating = useRef(false);

  // Layout effects, run before the editors' (passive) effects create them: a document handed over
  // is on its way to the worker while the editors start, not after.
  useLayoutEffect(() => {
    const current = new SchemaCheckRunner();
    runner.current = current;
    return () => current.dispose();
  }, []);

  async function validate(input = { schema, document, large, draft }) {
    const active = runner.current;
    if (!active) return;
    setBusy(true);
    setGenerateProblem(null);
    const result = await active.check({
      schema: input.schema,
      document: input.large ? (input.large.text ?? '') : input.document,
      documentFile: input.large?.file,
      draft: input.draft,
    });
    if (result === null) return; // superseded: the newer run owns the busy state
    setBusy(false);
    setOutcome(result);
    setCheckedOnce(true);
  }

  // The first run shows what the tool does with what is there (the example, or smart-pasted JSON).
  useLayoutEffect(() => {
    void validate();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Afterwards, edits re-validate after a pause, while the texts are small enough to do so unasked.
  useEffect(() => {
    if (!checkedOnce || large || schema.length > LIVE_LIMIT || document.length > LIVE_LIMIT) return;
    const timer = window.setTimeout(() => {
      if (!generating.current) void validate({ schema, document, large, draft });
    }, LIVE_DELAY_MS);
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [schema, document, draft]);

  async function generate() {
    const active = runner.current;
    if (!active) return;
    setBusy(true);
    generating.current = true;
    let generated: GenerateOutcome | null;
    try {
      generated = await active.generate({
        document: large ? (large.text ?? '') : document,
        documentFile: large?.file,
        draft: draft === 'auto' ? '2020-12' : draft,
      });
    } finally {
      generating.current = false;
    }
    if (generated === null) return;
    setBusy(false);
    if (!generated.ok) {
      setGenerateProblem(generated.problem);
      return;
    }
    setGenerateProblem(null);
    setSchema(generated.schema);
    void validate({ schema: generated.schema, document, large, draft });
  }

  async function loadDocument(file: File) {
    if (file.size > LARGE_FILE) {
      const next: LargeDocument = { file, name: file.name, bytes: file.size, head: await file.slice(0, 2048).text() };
      setLarge(next);
      setDocument('');
      void validate({ schema, document: '', large: next, draft });
      return;
    }
    const text = await file.text();
    setLarge(null);
    setDocument(text);
    void validate({ schema, document: text, large: null, draft });
  }

  async function loadSchema(file: File) {
    const text = await file.text();
    setSchema(text);
    void validate({ schema: text, document, large, draft });
  }

  function clearAll() {
    runner.current?.cancel();
    setBusy(false);
    setSchema('');
    setDocument('');
    setLarge(null);
    setOutcome(null);
    setGenerateProblem(null);
    setCheckedOnce(false);
  }

  const result = outcome?.result;
  const diagnostics = useDiagnostics(result);

  return (
    <div className="flex flex-col gap-4">
      <Card className="flex flex-wrap items-end gap-x-4 gap-y-3 p-4">
        <Select
          label="Draft"
          wrapperClassName="w-full sm:w-64"
          value={draft}
          onChange={(e) => {
            const next = e.target.value as DraftChoice;
            setDraft(next);
            if (!checkedOnce || large) void validate({ schema, document, large, draft: next });
          }}
        >
          {draftOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
        <div className="flex flex-wrap items-center gap-2">
          <Button onClick={() => void validate()} disabled={busy} title="Ctrl+Enter in either editor">
            {busy ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> : <ShieldCheck className="h-4 w-4" aria-hidden />}
            {busy ? 'Validating…' : 'Validate'}
          </Button>
          <Button variant="outline" onClick={() => void generate()} disabled={busy || (!large && document.trim() === '')}>
            <Wand2 className="h-4 w-4" aria-hidden />
            Generate schema from document
          </Button>
          <Button variant="ghost" onClick={clearAll} disabled={schema === '' && document === '' && !large}>
            <Eraser className="h-4 w-4" aria-hidden />
            Clear
          </Button>
        </div>
      </Card>

      <div className="grid gap-4 lg:grid-cols-2">
        <FileDrop className="min-w-0" onFile={(file) => void loadSchema(file)} hint="Drop a .json schema to load it">
          <CodeEditor
            ref={schemaEditor}
            label="JSON Schema"
            language="json"
            value={schema}
            onChange={setSchema}
            onSubmit={() => void validate()}
            height="24rem"
            diagnostics={diagnostics.schema}
            placeholder='{ "type": "object", "required": ["name"] }'
            actions={
              <>
                <FilePicker
                  label="Upload schema"
                  accept=".json,application/json,application/schema+json"
                  onFile={(file) => void loadSchema(file)}
                />
                <CopyButton value={schema} disabled={schema === ''} />
                <SendToButton value={schema === '' ? null : tag('text', schema)} fromToolId="json-schema-validator" />
              </>
            }
          />
        </FileDrop>
        <FileDrop className="min-w-0" onFile={(file) => void loadDocument(file)} hint="Drop a .json document to load it">
          {large ? (
            <LargeDocumentView large={large} onUpload={(file) => void loadDocument(file)} />
          ) : (
            <CodeEditor
              ref={documentEditor}
              label="JSON document"
              language="json"
              value={document}
              onChange={setDocument}
              onSubmit={() => void validate()}
              height="24rem"
              diagnostics={diagnostics.document}
              placeholder='{ "name": "Ada" }'
              actions={
                <FilePicker label="Upload document" accept=".json,application/json" onFile={(file) => void loadDocument(file)} />
              }
            />
          )}
        </FileDrop>
      </div>

      {generateProblem && (
        <Alert tone="error" title="Could not generate a schema">
          <p>{generateProblem.message}</p>
        </Alert>
      )}

      <section aria-label="Validation result" aria-busy={busy} className="flex flex-col gap-3">
        {busy && !result && (
          <p role="status" className="inline-flex items-center gap-2 text-sm text-muted">
            <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> Validating…
          </p>
        )}
        {result && (
          <ResultView
            result={result}
            totalMs={outcome.totalMs}
            busy={busy}
            large={large !== null}
            onDocumentLine={(line, column) => documentEditor.current?.goTo(line, column)}
            onSchemaLine={(line, column) => schemaEditor.current?.goTo(line, column)}
          />
        )}
      </section>
    </div>
  );
};

/** Squiggles under the places the errors point at, in both editors. */
function useDiagnostics(result: SchemaCheckResult | undefined): { schema: EditorDiagnostic[]; document: EditorDiagnostic[] } {
  return useMemo(() => {
    const schema: EditorDiagnostic[] = [];
    const document: EditorDiagnostic[] = [];
    const problem = (p: SyntaxProblem | undefined, into: EditorDiagnostic[]) => {
      if (p?.line !== undefined) into.push({ line: p.line, column: p.column, severity: 'error', message: p.message });
    };
    const issue = (i: SchemaIssue, into: EditorDiagnostic[]) => {
      if (i.line !== undefined)
        into.push({
          line: i.line,
          column: i.column,
          severity: 'error',
          message: `${i.instancePath || '(root)'} ${i.message}`,
          source: i.schemaPath,
        });
    };
    if (result?.status === 'syntax') {
      problem(result.schema, schema);
      problem(result.document, document);
    } else if (result?.status === 'bad-schema') result.issues.forEach((i) => issue(i, schema));
    else if (result?.status === 'invalid') result.issues.slice(0, ISSUES_SHOWN).forEach((i) => issue(i, document));
    return { schema, document };
  }, [result]);
}

function LargeDocumentView({ large, onUpload }: { large: LargeDocument; onUpload: (file: File) => void }) {
  const labelId = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <div className="flex min-h-8 flex-wrap items-center justify-between gap-2">
        <span id={labelId} className="text-sm font-medium text-fg">
          JSON document
        </span>
        <FilePicker label="Upload document" accept=".json,application/json" onFile={onUpload} />
      </div>
      <div
        role="group"
        aria-labelledby={labelId}
        className="flex h-96 flex-col items-center justify-center gap-2 rounded-lg border border-dashed border-border bg-surface-2 p-6 text-center"
      >
        <FileJson className="h-8 w-8 text-muted" aria-hidden />
        <p className="font-medium text-fg">
          {large.name} · {formatBytes(large.bytes)}
        </p>
        <p className="max-w-sm text-sm text-muted">
          Large document: validated in the background, so the page stays responsive. Too big to edit here; Clear starts over.
        </p>
        <pre className="mt-2 max-h-24 w-full max-w-md overflow-hidden text-left font-mono text-xs text-muted">
          {large.head.slice(0, 400)}
        </pre>
      </div>
    </div>
  );
}

type ResultViewProps = {
  result: SchemaCheckResult;
  totalMs: number;
  busy: boolean;
  large: boolean;
  onDocumentLine: (line: number, column?: number) => void;
  onSchemaLine: (line: number, column?: number) => void;
};

function ResultView({ result, totalMs, busy, large, onDocumentLine, onSchemaLine }: ResultViewProps) {
  const stale = busy ? 'opacity-60' : undefined;
  if (result.status === 'syntax') {
    return (
      <div className={stale}>
        <Alert tone="error" title="Both inputs must be valid JSON">
          {(['schema', 'document'] as const).map((which) => {
            const problem = result[which];
            if (!problem) return null;
            const jump = which === 'schema' ? onSchemaLine : onDocumentLine;
            return (
              <p key={which} className="mt-1">
                <span className="font-medium">{which === 'schema' ? 'Schema' : 'Document'}:</span> {problem.message}{' '}
                {problem.line !== undefined && !(which === 'document' && large) && (
                  <LineButton
                    line={problem.line}
                    column={problem.column}
                    onClick={jump}
                    what={which === 'schema' ? 'the schema' : 'the document'}
                  />
                )}
              </p>
            );
          })}
        </Alert>
      </div>
    );
  }
  if (result.status === 'bad-schema') {
    return (
      <div className={`flex flex-col gap-3 ${stale ?? ''}`}>
        <Alert tone="error" title={result.message}>
          {result.total > 0 && (
            <p>{result.total === 1 ? '1 problem' : `${result.total} problems`} in the schema, by its draft’s meta-schema:</p>
          )}
        </Alert>
        {result.issues.length > 0 && (
          <IssueTable
            issues={result.issues}
            total={result.total}
            pathLabel="Schema path"
            onLine={onSchemaLine}
            lineTarget="the schema"
          />
        )}
      </div>
    );
  }
  const meta = (
    <span className="text-muted">
      {draftLabels[result.draft as SchemaDraft]} · checked in {formatMs(totalMs)}
      {result.note && <span className="block">{result.note}</span>}
    </span>
  );
  if (result.status === 'valid') {
    return (
      <div className={stale}>
        <Alert tone="success" title="Data matches schema">
          {meta}
        </Alert>
      </div>
    );
  }
  return (
    <div className={`flex flex-col gap-3 ${stale ?? ''}`}>
      <Alert
        tone="error"
        title={`${result.total.toLocaleString('en-US')} ${result.total === 1 ? 'error' : 'errors'}: the document does not match the schema`}
      >
        {meta}
      </Alert>
      <IssueTable
        issues={result.issues}
        total={result.total}
        pathLabel="Instance path"
        onLine={large ? undefined : onDocumentLine}
        lineTarget="the document"
        onSchemaLine={onSchemaLine}
      />
    </div>
  );
}

function LineButton({
  line,
  column,
  onClick,
  what,
}: {
  line: number;
  column?: number;
  onClick?: (line: number, column?: number) => void;
  what: string;
}) {
  if (!onClick) return <span className="font-mono text-xs text-muted">line {line}</span>;
  return (
    <button
      type="button"
      onClick={() => onClick(line, column)}
      aria-label={`Line ${line}: show in ${what}`}
      className="rounded font-mono text-xs font-medium text-primary underline underline-offset-2 hover:text-fg focus-visible:outline-2 focus-visible:outline-ring"
    >
      line {line}
    </button>
  );
}

type IssueTableProps = {
  issues: SchemaIssue[];
  total: number;
  pathLabel: string;
  onLine?: (line: number, column?: number) => void;
  lineTarget: string;
  onSchemaLine?: (line: number, column?: number) => void;
};

function IssueTable({ issues, total, pathLabel, onLine, lineTarget, onSchemaLine }: IssueTableProps) {
  const [shown, setShown] = useState(ISSUES_SHOWN);
  const report = issues
    .map((i) => `${i.line !== undefined ? `line ${i.line}: ` : ''}${i.instancePath || '/'} ${i.message} (${i.schemaPath})`)
    .join('\n');
  return (
    <Card className="overflow-hidden">
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-border px-4 py-2.5">
        <h2 className="text-sm font-medium text-fg">
          {total > issues.length
            ? `First ${issues.length.toLocaleString('en-US')} of ${total.toLocaleString('en-US')}`
            : 'Errors'}
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          <CopyButton label="Copy report" value={report} />
          <SendToButton value={tag('text', report)} fromToolId="json-schema-validator" />
        </div>
      </div>
      <div className="max-h-[28rem] overflow-auto">
        <table className="w-full min-w-[36rem] text-left text-sm">
          <thead className="sticky top-0 bg-surface-2 text-xs text-muted">
            <tr>
              <th scope="col" className="px-4 py-2 font-medium">
                Line
              </th>
              <th scope="col" className="px-4 py-2 font-medium">
                {pathLabel}
              </th>
              <th scope="col" className="px-4 py-2 font-medium">
                Message
              </th>
              <th scope="col" className="px-4 py-2 font-medium">
                Schema path
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {issues.slice(0, shown).map((issue, index) => (
              <tr key={index} className="align-top">
                <td className="whitespace-nowrap px-4 py-2">
                  {issue.line !== undefined ? (
                    <LineButton line={issue.line} column={issue.column} onClick={onLine} what={lineTarget} />
                  ) : (
                    <span className="text-muted">–</span>
                  )}
                </td>
                <td className="px-4 py-2 font-mono text-xs break-all text-fg">{issue.instancePath || '/'}</td>
                <td className="px-4 py-2 text-fg">{issue.message}</td>
                <td className="px-4 py-2 font-mono text-xs break-all text-muted">
                  {issue.schemaLine !== undefined && onSchemaLine ? (
                    <button
                      type="button"
                      onClick={() => onSchemaLine(issue.schemaLine!, issue.schemaColumn)}
                      aria-label={`${issue.schemaPath}: show in the schema (line ${issue.schemaLine})`}
                      className="text-left underline decoration-dotted underline-offset-2 hover:text-fg"
                    >
                      {issue.schemaPath}
                    </button>
                  ) : (
                    issue.schemaPath
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {issues.length > shown && (
        <div className="border-t border-border px-4 py-2">
          <Button variant="outline" size="sm" onClick={() => setShown((n) => n + ISSUES_SHOWN * 4)}>
            Show more ({(issues.length - shown).toLocaleString('en-US')} hidden)
          </Button>
        </div>
      )}
    </Card>
  );
}

export default JsonSchemaValidator;

/** "Send to…" calls this when the validator is the likely destination (ToolMeta.load): the worker and the editors' code. */
export function warm(): void {
  prestartCheckWorker();
  preloadCodeEditor('json');
}
