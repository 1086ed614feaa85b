import { Braces, Eraser, ExternalLink, FileJson, Loader2, LocateFixed } from 'lucide-react';
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/Button';
import { CopyButton } from '@/components/CopyButton';
import { DownloadButton } from '@/components/DownloadButton';
import { SaveAsSnippetButton } from '@/components/SaveAsSnippetButton';
import { Alert, Card } from '@/components/Feedback';
import { Checkbox, Select, TextArea } from '@/components/Field';
import { FileDrop, FilePicker } from '@/components/FileDrop';
import { LargeTextInput, pasteLargeText } from '@/components/LargeTextInput';
import { useToolState } from '@/lib/tool-state/tool-state';
import { tag } from '@/operations/kinds';
import { SendToButton } from '../send-to/SendToButton';
import type { ToolScreen } from '../types';
import type { FormatFailure } from './failure';
import { jsonIndents, jsonOutputFormats, type JsonIndent, type JsonOutputFormat } from '../../engines/json/format';
import { FormatRunner, LARGE_INPUT, type FormatOutput } from './format-runner';
import type { FormatRequest } from './process';
import { SyntaxStatus } from './SyntaxStatus';
import { utf8Length } from '../../operations/kinds';

const formatLabels: Record<JsonOutputFormat, string> = { pretty: 'Pretty Print', minified: 'Minified' };
const SCHEMA_PLACEHOLDER = `{
  "type": "object",
  "required": ["name"],
  "properties": { "name": { "type": "string" } }
}`;

function formatBytes(size: number): string {
  if (size < 1024) return `${size} B`;
  if (size < 1024 * 1024) return `${(size / 1024).toFixed(1)} KB`;
  return `${(size / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * Opens the result in a new tab. The spec's data: link cannot work (Chrome blocks top-level navigation
 * to data: URLs), so it is a Blob URL typed application/json: the browser shows JSON as text and never
 * runs it, even though a blob: URL shares our origin.
 */
async function shareOutput(output: FormatOutput) {
  // Fetched before the tab opens: a worker run's text comes from the worker.
  const url = URL.createObjectURL(new Blob([await output.text()], { type: 'application/json' }));
  window.open(url, '_blank', 'noopener');
  // The new tab has its own copy once loaded; keep the URL alive long enough for that, then free it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

function BusyStatus() {
  return (
    <span role="status" className="inline-flex items-center gap-1.5">
      <Loader2 className="h-3.5 w-3.5 animate-spin" aria-hidden />
      Formatting…
    </span>
  );
}

const isFormat = (value: unknown): value is JsonOutputFormat => jsonOutputFormats.includes(value as JsonOutputFormat);
const isIndent = (value: unknown): value is JsonIndent => jsonIndents.includes(value as JsonIndent);

const JsonFormatter: ToolScreen = ({ initialInput }) => {
  // Options survive a reload (json-formatter:<name>) and, with the input, go in Share links.
  const [storedFormat, setFormat] = useToolState<JsonOutputFormat>('format', 'pretty', { persist: true, accept: isFormat });
  const [storedIndent, setIndent] = useToolState<JsonIndent>('indent', 2, { persist: true, accept: isIndent });
  const [sortKeys, setSortKeys] = useToolState('sortKeys', false, { persist: true });
  const [validateSchema, setValidateSchema] = useToolState('validateSchema', false, { persist: true });
  const [schema, setSchema] = useToolState('schema', '', { persist: true });
  const format = isFormat(storedFormat) ? storedFormat : 'pretty';
  const indent = isIndent(storedIndent) ? storedIndent : 2;

  const [input, setInput] = useToolState('input', '', { start: initialInput });
  // Counted where the output was made (the worker for large documents), not on every render.
  const [output, setOutput] = useState<FormatOutput | null>(null);
  const [failure, setFailure] = useState<FormatFailure | null>(null);
  const [busy, setBusy] = useState(false);
  const [loadedFile, setLoadedFile] = useState<string | null>(null);
  // A large file stays a File that the worker reads; the page only reads its start, for display.
  const [largeFile, setLargeFile] = useState<{ file: File; head: string } | null>(null);
  // Once the user has formatted, changing an option re-formats at once instead of waiting for a click.
  const [formatted, setFormatted] = useState(false);

  const inputRef = useRef<HTMLTextAreaElement>(null);
  const runner = useRef<FormatRunner | null>(null);
  useEffect(() => {
    const current = new FormatRunner();
    runner.current = current;
    // The worker loads while the user is still choosing a document.
    const idle = window.requestIdleCallback
      ? window.requestIdleCallback(() => current.prepare())
      : window.setTimeout(() => current.prepare(), 200);
    return () => {
      (window.cancelIdleCallback ?? window.clearTimeout)(idle);
      current.dispose();
    };
  }, []);

  async function run(request: FormatRequest, file: File | null = largeFile?.file ?? null) {
    const active = runner.current;
    if (!active) return;
    setBusy(true);
    const result = await active.run(request, file ?? undefined);
    if (result === null) return; // superseded by a newer run, which owns the busy state
    setBusy(false);
    setFormatted(true);
    if (result.ok) {
      setOutput(result);
      setFailure(null);
    } else {
      setOutput(null);
      setFailure(result.failure);
    }
  }

  function request(changes: Partial<FormatRequest> = {}, withSchema = validateSchema): FormatRequest {
    const base: FormatRequest = { raw: input, format, indent, sortKeys, schema: withSchema ? schema : undefined };
    return { ...base, ...changes };
  }

  // Options re-run the formatter once there is a result to keep in step.
  function rerun(changes: Partial<FormatRequest>, withSchema = validateSchema) {
    if (formatted) void run(request(changes, withSchema));
  }

  // Smart paste, Send to and Share links: format what the page opened with straight away (once per
  // mount; the input is never stored, so a non-empty one came from one of them).
  useEffect(() => {
    if (input.trim() !== '') void run(request());
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function loadFile(file: File) {
    setLoadedFile(`${file.name} (${formatBytes(file.size)})`);
    if (file.size > LARGE_INPUT) {
      setInput('');
      setLargeFile({ file, head: '' });
      void run(request({ raw: '' }), file);
      const head = await file.slice(0, 2048).text();
      setLargeFile((current) => (current?.file === file ? { file, head } : current));
      return;
    }
    const text = await file.text();
    setLargeFile(null);
    setInput(text);
    void run(request({ raw: text }), null);
  }

  function clearAll() {
    runner.current?.cancel();
    setBusy(false);
    setInput('');
    setOutput(null);
    setFailure(null);
    setLoadedFile(null);
    setLargeFile(null);
    setFormatted(false);
  }

  function showErrorInInput() {
    const textarea = inputRef.current;
    if (!textarea || failure?.position === undefined) return;
    textarea.focus();
    textarea.setSelectionRange(failure.position, Math.min(failure.position + 1, textarea.value.length));
  }

  // Blank input formats to nothing: no stats, nothing to copy.
  const shown = output && output.length > 0 ? output : null;
  const outputStats = useMemo(() => {
    if (!shown) return undefined;
    const { lines, bytes, preview, length } = shown;
    const stats = `${lines.toLocaleString('en-US')} ${lines === 1 ? 'line' : 'lines'} · ${formatBytes(bytes)}`;
    return preview.length < length
      ? `${stats} · showing the first ${formatBytes(preview.length)}; Copy, Download, Send to and Open in new tab use all of it`
      : stats;
  }, [shown]);
  // While a new run is formatting, the old result is stale: nothing to copy until it is done.
  const canUseOutput = shown !== null && !busy;

  // Typing gets a live syntax hint; large documents are shown as a file and checked when formatted.
  const largeInput = useMemo(
    () =>
      largeFile
        ? { head: largeFile.head, bytes: largeFile.file.size }
        : input.length > LARGE_INPUT
          ? { head: input.slice(0, 400), bytes: utf8Length(input) }
          : null,
    [largeFile, input],
  );
  const liveCheck = useDeferredValue(largeInput ? '' : input);

  return (
    <div className="flex flex-col gap-4">
      <Card className="flex flex-col gap-4 p-4">
        <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
          <Select
            label="Format"
            wrapperClassName="w-40"
            value={format}
            onChange={(e) => {
              const next = e.target.value as JsonOutputFormat;
              setFormat(next);
              rerun({ format: next });
            }}
          >
            {jsonOutputFormats.map((f) => (
              <option key={f} value={f}>
                {formatLabels[f]}
              </option>
            ))}
          </Select>
          {format === 'pretty' && (
            <Select
              label="Indent"
              wrapperClassName="w-32"
              value={indent}
              onChange={(e) => {
                const next = Number(e.target.value) as JsonIndent;
                setIndent(next);
                rerun({ indent: next });
              }}
            >
              {jsonIndents.map((n) => (
                <option key={n} value={n}>
                  {n} spaces
                </option>
              ))}
            </Select>
          )}
          <div className="flex flex-wrap items-center gap-x-6 gap-y-2 pb-2.5">
            <Checkbox
              label="Sort Keys"
              checked={sortKeys}
              onChange={(e) => {
                setSortKeys(e.target.checked);
                rerun({ sortKeys: e.target.checked });
              }}
            />
            <Checkbox
              label="Validate Schema"
              checked={validateSchema}
              onChange={(e) => {
                setValidateSchema(e.target.checked);
                rerun({}, e.target.checked);
              }}
            />
          </div>
        </div>
        {validateSchema && (
          <TextArea
            label="JSON Schema"
            hint={
              <>
                Draft 2020-12, 2019-09, 07, 06 or 04, chosen by <code className="font-mono">$schema</code> (2020-12 if absent).
                Formats such as email, uri and date-time are checked.
              </>
            }
            placeholder={SCHEMA_PLACEHOLDER}
            value={schema}
            onChange={(e) => setSchema(e.target.value)}
            className="min-h-32"
          />
        )}
      </Card>

      <div className="grid gap-4 lg:grid-cols-2">
        <section aria-label="Input" className="flex min-w-0 flex-col gap-3">
          <FileDrop onFile={(file) => void loadFile(file)} hint="Drop a .json file to load it">
            {largeInput ? (
              <LargeTextInput
                label="JSON input"
                icon={FileJson}
                head={largeInput.head}
                size={formatBytes(largeInput.bytes)}
                name={loadedFile?.replace(/ \(.*\)$/, '') ?? 'Pasted document'}
                note="Large document: checked when formatted. It is too big to edit here, so it is formatted in the background. Clear All starts over."
              />
            ) : (
              <TextArea
                ref={inputRef}
                label="JSON input"
                value={input}
                placeholder='Paste JSON, e.g. {"name":"DevForge","tools":37}'
                onChange={(e) => {
                  setInput(e.target.value);
                  setLoadedFile(null);
                }}
                onPaste={(event) =>
                  pasteLargeText(event, input, (next) => {
                    setInput(next);
                    setLoadedFile(null);
                  })
                }
                onKeyDown={(e) => {
                  if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
                    e.preventDefault();
                    void run(request());
                  }
                }}
                className="min-h-80"
                hint={<SyntaxStatus text={liveCheck} loadedFile={loadedFile} />}
              />
            )}
          </FileDrop>
          <div className="flex flex-wrap items-center gap-2">
            <Button onClick={() => void run(request())} disabled={busy} title="Ctrl+Enter">
              {busy ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> : <Braces className="h-4 w-4" aria-hidden />}
              {busy ? 'Formatting…' : 'Format JSON'}
            </Button>
            <Button variant="ghost" onClick={clearAll} disabled={input === '' && !largeFile && !output && !failure}>
              <Eraser className="h-4 w-4" aria-hidden />
              Clear All
            </Button>
            <FilePicker
              label="Upload .json file"
              accept=".json,application/json"
              onFile={(file) => void loadFile(file)}
              className="sm:ml-auto"
            />
          </div>
          {failure && (
            <Alert tone="error">
              <p>{failure.message}</p>
              {failure.line !== undefined && (
                <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
                  {/* Newer engines already say "(line 4 column 1)" in the message itself. */}
                  {!/\bline \d+/i.test(failure.message) && (
                    <span>
                      Line {failure.line}, column {failure.column}
                    </span>
                  )}
                  <button
                    type="button"
                    onClick={showErrorInInput}
                    className="inline-flex items-center gap-1 font-medium underline underline-offset-2"
                  >
                    <LocateFixed className="h-3.5 w-3.5" aria-hidden />
                    Show in input
                  </button>
                </p>
              )}
            </Alert>
          )}
        </section>

        <section aria-label="Output" className="flex min-w-0 flex-col gap-3">
          <TextArea
            label="Formatted JSON"
            value={shown?.preview ?? ''}
            readOnly
            placeholder={busy ? 'Formatting…' : 'The formatted JSON appears here.'}
            aria-busy={busy}
            className="min-h-80 bg-surface-2"
            hint={busy ? <BusyStatus /> : outputStats}
          />
          <div className="flex flex-wrap items-center gap-2">
            <CopyButton value={() => shown?.text() ?? ''} disabled={!canUseOutput} size="md" />
            <SendToButton
              value={() => (shown ? shown.text().then((text) => tag('text', text)) : null)}
              fromToolId="json-formatter"
              disabled={!canUseOutput}
              size="md"
            />
            <DownloadButton
              fileName="formatted.json"
              content={() => shown?.text() ?? ''}
              mimeType="application/json"
              disabled={!canUseOutput}
              size="md"
            />
            <Button
              variant="outline"
              onClick={() => shown && void shareOutput(shown).catch((err) => console.warn('Share failed', err))}
              disabled={!canUseOutput}
            >
              <ExternalLink className="h-4 w-4" aria-hidden />
              Open in new tab
            </Button>
            <SaveAsSnippetButton
              code={() => shown?.text() ?? ''}
              language="other"
              title="Formatted JSON"
              tags={['json']}
              source="json-formatter"
              disabled={!canUseOutput}
              size="md"
            />
          </div>
        </section>
      </div>
    </div>
  );
};

export default JsonFormatter;
