import type { Extension } from '@codemirror/state';
import type { GraphQLSchema } from 'graphql';
import { Braces, Download, History, Loader2, Play, ScanSearch, Square, Upload } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/Button';
import { CodeEditor, type CodeEditorHandle, type EditorDiagnostic } from '@/components/CodeEditor';
import { Alert, Card } from '@/components/Feedback';
import { Checkbox, TextInput } from '@/components/Field';
import { fieldLook } from '@/components/field-classes';
import { JsonView } from '@/components/JsonView';
import { KeyValueEditor, rowId, type KeyValueRow } from '@/components/KeyValueEditor';
import { Tabs } from '@/components/Tabs';
import type { TransportFailure, TransportResponse } from '@/engines/http-transport/protocol';
import { TransportClient } from '@/engines/http-transport/transport-client';
import {
  formatBytes,
  formatDuration,
  RouteBadge,
  SendViaSelect,
  StatusBadge,
  TransportFailureAlert,
} from '@/engines/http-transport/TransportNotes';
import type { TransportMode, WireRequest } from '@/engines/http-transport/wire';
import { cn } from '@/lib/cn';
import { downloadFile } from '@/lib/download';
import { writeStored } from '@/lib/storage';
import { redactSecretHeaders, redactSecretUrl } from '@/lib/tool-state/secret-values';
import { oneOf, useShareNote, useToolState } from '@/lib/tool-state/tool-state';
import { useStoredState } from '@/lib/use-stored-state';
import { tag } from '@/operations/kinds';
import { SendToButton } from '../send-to/SendToButton';
import type { ToolScreen } from '../types';
import { commonQueries, sampleQuery, type CommonQuery } from './common-queries';
import { checkQuery, formatQuery, operationNames, parseVariables, type QueryProblem } from './query';
import {
  addToHistory,
  exportFile,
  HISTORY_KEY,
  parseHeadersJson,
  parseImportFile,
  readHistory,
  type GraphqlHistoryItem,
} from './saved';
import { INTROSPECTION_QUERY, schemaFromIntrospection } from './schema';
import { SchemaBrowser } from './SchemaBrowser';

const queryTabs = ['query', 'variables', 'headers'] as const;
type QueryTab = (typeof queryTabs)[number];
const resultTabs = ['result', 'headers', 'schema'] as const;
type ResultTab = (typeof resultTabs)[number];

const isRows = (value: unknown): value is KeyValueRow[] =>
  Array.isArray(value) &&
  value.every((row) => typeof row === 'object' && row !== null && typeof row.key === 'string' && typeof row.value === 'string');
/** Header rows without credential values (Authorization, cookies, API keys), for links made without secrets. */
const secretsOfHeaders = (rows: KeyValueRow[]) => {
  const { rows: redacted, labels } = redactSecretHeaders(rows);
  return { redacted, labels };
};
const secretsOfEndpoint = (url: string) => {
  const { url: redacted, labels } = redactSecretUrl(url);
  return { redacted, labels };
};
type Shown = { id: number; response: TransportResponse; errors: GraphqlError[] };
type GraphqlError = { message: string; locations?: { line: number; column: number }[]; path?: (string | number)[] };

const EXAMPLE_QUERY = `query Books {
  books(first: 5) {
    id
    title
  }
}
`;

function headerRowsToJson(rows: KeyValueRow[]): string {
  const enabled = rows.filter((r) => r.enabled && r.key.trim() !== '');
  return enabled.length === 0 ? '' : JSON.stringify(Object.fromEntries(enabled.map((r) => [r.key.trim(), r.value])), null, 2);
}

function timeAgo(iso: string): string {
  const seconds = Math.max(0, Math.round((Date.now() - new Date(iso).getTime()) / 1000));
  if (seconds < 60) return 'just now';
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min ago`;
  if (seconds < 86_400) return `${Math.floor(seconds / 3600)} h ago`;
  return new Date(iso).toLocaleDateString();
}

const GraphqlClient: ToolScreen = ({ initialInput }) => {
  // The request (endpoint, query, variables, headers), the editor options and the tabs go in Share
  // links, persisted as before; credentials (the API key, Authorization and cookie headers, secret URL
  // parameters) only when the user asks. The response never: whoever opens the link sends it again.
  // Smart paste hands over a query: it replaces the stored one (written before that is read below).
  useState(() => initialInput && writeStored('graphql-client:query', initialInput));
  const [endpoint, setEndpoint] = useToolState('endpoint', '', { persist: true, secretsOf: secretsOfEndpoint });
  const [query, setQuery] = useToolState('query', EXAMPLE_QUERY, { persist: true });
  const [variables, setVariables] = useToolState('variables', '', { persist: true });
  const [headerRows, setHeaderRows] = useToolState<KeyValueRow[]>('headers', [], {
    persist: true,
    accept: isRows,
    secretsOf: secretsOfHeaders,
  });
  const [autoFormat, setAutoFormat] = useToolState('autoFormat', false, { persist: true });
  const [autoComplete, setAutoComplete] = useToolState('autoComplete', true, { persist: true });
  const [mode, setMode] = useToolState<TransportMode>('sendVia', 'auto', {
    persist: true,
    accept: oneOf(['auto', 'direct', 'relay'] as const),
  });
  const [rawHistory, setHistory] = useStoredState<unknown>(HISTORY_KEY, []);
  const history = useMemo(() => readHistory(rawHistory), [rawHistory]);
  // The key is never stored, and goes in a link only when the user asks.
  const [apiKey, setApiKey] = useToolState('apiKey', '', { sensitive: true, label: 'API key' });
  const [queryTab, setQueryTab] = useToolState<QueryTab>('queryTab', 'query', { accept: oneOf(queryTabs) });
  const [resultTab, setResultTab] = useToolState<ResultTab>('resultTab', 'result', { accept: oneOf(resultTabs) });
  useShareNote('The response is not in the link: whoever opens it sends the query again.');
  const [operation, setOperation] = useState('');

  const [schema, setSchema] = useState<{ endpoint: string; schema: GraphQLSchema } | null>(null);
  const [busy, setBusy] = useState<'execute' | 'introspect' | null>(null);
  const [shown, setShown] = useState<Shown | null>(null);
  const [failure, setFailure] = useState<TransportFailure | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [blocked, setBlocked] = useState<QueryProblem[] | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [editorModule, setEditorModule] = useState<typeof import('./editor-extension') | null>(null);

  const [client] = useState(() => new TransportClient());
  const current = useRef<number | null>(null);
  const lastAction = useRef<'execute' | 'introspect'>('execute');
  const editor = useRef<CodeEditorHandle>(null);
  const importInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    let cancelled = false;
    void import('./editor-extension').then((module) => !cancelled && setEditorModule(module));
    const idle = window.requestIdleCallback
      ? window.requestIdleCallback(() => client.prepare())
      : window.setTimeout(() => client.prepare(), 200);
    return () => {
      cancelled = true;
      (window.cancelIdleCallback ?? window.clearTimeout)(idle);
      client.dispose();
    };
  }, [client]);

  const activeSchema = schema && schema.endpoint === endpoint.trim() ? schema.schema : null;
  const extensions = useMemo<Extension>(
    () => (editorModule ? editorModule.queryEditorExtension({ schema: activeSchema, autocomplete: autoComplete }) : []),
    [editorModule, activeSchema, autoComplete],
  );
  const problems = useMemo(() => checkQuery({ query, schema: activeSchema }), [query, activeSchema]);
  const diagnostics = useMemo<EditorDiagnostic[]>(
    () => problems.map((p) => ({ ...p, severity: 'error', source: 'graphql' })),
    [problems],
  );
  const operations = useMemo(() => operationNames({ query }).filter(Boolean), [query]);
  const chosenOperation = operations.length > 1 ? (operations.includes(operation) ? operation : operations[0]) : undefined;

  function wireRequest(body: { query: string; variables?: Record<string, unknown>; operationName?: string }): WireRequest {
    const headers: [string, string][] = [
      ['Content-Type', 'application/json'],
      ['Accept', 'application/graphql-response+json, application/json;q=0.9'],
    ];
    for (const row of headerRows) if (row.enabled && row.key.trim() !== '') headers.push([row.key.trim(), row.value]);
    if (apiKey.trim() !== '') headers.push(['Authorization', `Bearer ${apiKey.trim()}`]);
    return { method: 'POST', url: endpoint.trim(), headers, body: { kind: 'text', text: JSON.stringify(body) } };
  }

  function validEndpoint(): string | null {
    const url = endpoint.trim();
    if (!/^https?:\/\//i.test(url) || !URL.canParse(url)) return 'Enter the endpoint as an http:// or https:// URL.';
    return null;
  }

  async function send(
    kind: 'execute' | 'introspect',
    body: { query: string; variables?: Record<string, unknown>; operationName?: string },
    modeOverride?: TransportMode,
  ) {
    const sent = client.send(wireRequest(body), modeOverride ?? mode);
    current.current = sent.id;
    lastAction.current = kind;
    setBusy(kind);
    setFailure(null);
    setError(null);
    setNotice(null);
    const outcome = await sent.outcome;
    if (current.current !== sent.id) return null;
    setBusy(null);
    if (!outcome) return null;
    if (!outcome.ok) {
      setFailure(outcome.failure);
      return null;
    }
    return { id: sent.id, response: outcome.response };
  }

  async function resultJson(id: number, response: TransportResponse): Promise<unknown> {
    if (response.body.kind !== 'json' || response.body.jsonError) return undefined;
    try {
      return JSON.parse(await client.bodyText(id, 'raw'));
    } catch {
      return undefined;
    }
  }

  async function execute({ force = false, modeOverride }: { force?: boolean; modeOverride?: TransportMode } = {}) {
    const bad = validEndpoint();
    if (bad) return setError(bad);
    let parsedVariables;
    try {
      parsedVariables = parseVariables({ text: variables });
    } catch (err) {
      setQueryTab('variables');
      return setError((err as Error).message);
    }
    let text = query;
    if (autoFormat && problems.length === 0) {
      text = formatQuery({ query });
      setQuery(text);
    }
    if (!force && problems.length > 0) {
      setBlocked(problems);
      setQueryTab('query');
      return;
    }
    setBlocked(null);
    const result = await send(
      'execute',
      {
        query: text,
        ...(parsedVariables ? { variables: parsedVariables } : {}),
        ...(chosenOperation ? { operationName: chosenOperation } : {}),
      },
      modeOverride,
    );
    if (!result) return;
    setHistory((old: unknown) => addToHistory({ history: readHistory(old), query: text, variables, endpoint: endpoint.trim() }));
    const json = (await resultJson(result.id, result.response)) as { errors?: GraphqlError[] } | undefined;
    setShown({ ...result, errors: Array.isArray(json?.errors) ? json.errors : [] });
    setResultTab('result');
  }

  async function introspect(modeOverride?: TransportMode) {
    const bad = validEndpoint();
    if (bad) return setError(bad);
    const result = await send('introspect', { query: INTROSPECTION_QUERY, operationName: 'IntrospectionQuery' }, modeOverride);
    if (!result) return;
    try {
      const built = schemaFromIntrospection({ result: await resultJson(result.id, result.response) });
      setSchema({ endpoint: endpoint.trim(), schema: built });
      setShown({ ...result, errors: [] });
      setResultTab('schema');
      setNotice(
        `Schema loaded: ${Object.keys(built.getTypeMap()).filter((n) => !n.startsWith('__')).length} types. The editor now completes and checks against it.`,
      );
    } catch (err) {
      setShown({ ...result, errors: [] });
      setError(
        result.response.status >= 400
          ? `The endpoint answered ${result.response.status}: ${(err as Error).message}`
          : (err as Error).message,
      );
    }
  }

  function load(item: CommonQuery | GraphqlHistoryItem) {
    setQuery(item.query);
    setVariables(item.variables ?? '');
    if ('endpoint' in item && item.endpoint) setEndpoint(item.endpoint);
    setBlocked(null);
    setQueryTab('query');
    editor.current?.focus();
  }

  async function importFile(file: File) {
    try {
      const data = parseImportFile({ text: await file.text() });
      setEndpoint(data.endpoint);
      setQuery(data.query);
      setVariables(data.variables);
      setHeaderRows(parseHeadersJson({ text: data.headers }).map(([key, value]) => ({ id: rowId(), key, value, enabled: true })));
      setError(null);
      setNotice(`Imported ${file.name}.`);
    } catch (err) {
      setNotice(null);
      setError(
        (err as Error).message === 'Invalid import file format'
          ? 'Invalid import file format'
          : `Invalid import file format: ${(err as Error).message}`,
      );
    }
  }

  const sample = activeSchema ? sampleQuery({ schema: activeSchema }) : null;
  const grid = sample ? [sample, ...commonQueries] : commonQueries;
  const canRun = endpoint.trim() !== '' && query.trim() !== '' && busy === null;

  const problemList = (list: QueryProblem[]) => (
    <ul className="mt-1 flex flex-col gap-1">
      {list.map((p, i) => (
        <li key={i}>
          <button
            type="button"
            className="text-left underline-offset-2 hover:underline"
            onClick={() => editor.current?.goTo(p.line, p.column)}
          >
            Line {p.line}, column {p.column}: {p.message}
          </button>
        </li>
      ))}
    </ul>
  );

  return (
    <div className="flex flex-col gap-4">
      <Card className="flex flex-col gap-3 p-4">
        <div className="grid gap-3 md:grid-cols-[minmax(0,1fr)_16rem]">
          <TextInput
            label="Endpoint"
            value={endpoint}
            onChange={(e) => setEndpoint(e.target.value)}
            placeholder="https://api.example.com/graphql"
            className="font-mono text-[13px]"
            spellCheck={false}
            onKeyDown={(e) => {
              if (e.key === 'Enter') void execute();
            }}
          />
          <TextInput
            label="API key (optional)"
            type="password"
            autoComplete="off"
            value={apiKey}
            onChange={(e) => setApiKey(e.target.value)}
            hint="Sent as a Bearer token; not saved."
          />
        </div>
        <div className="flex flex-wrap items-end gap-x-3 gap-y-3">
          <Button onClick={() => void execute()} disabled={!canRun} title="Ctrl+Enter">
            {busy === 'execute' ? (
              <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
            ) : (
              <Play className="h-4 w-4" aria-hidden />
            )}
            {busy === 'execute' ? 'Executing…' : 'Execute'}
          </Button>
          <Button variant="outline" onClick={() => void introspect()} disabled={endpoint.trim() === '' || busy !== null}>
            {busy === 'introspect' ? (
              <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
            ) : (
              <ScanSearch className="h-4 w-4" aria-hidden />
            )}
            {busy === 'introspect' ? 'Introspecting…' : 'Introspect'}
          </Button>
          {busy !== null && (
            <Button variant="ghost" onClick={() => client.cancel()}>
              <Square className="h-4 w-4" aria-hidden />
              Cancel
            </Button>
          )}
          <SendViaSelect value={mode} onChange={setMode} />
          <div className="flex flex-wrap items-center gap-x-5 gap-y-2 pb-2.5">
            <Checkbox label="Auto-format" checked={autoFormat} onChange={(e) => setAutoFormat(e.target.checked)} />
            <Checkbox label="Auto-complete" checked={autoComplete} onChange={(e) => setAutoComplete(e.target.checked)} />
          </div>
          <div className="flex gap-2 sm:ml-auto">
            <Button variant="ghost" onClick={() => importInput.current?.click()}>
              <Upload className="h-4 w-4" aria-hidden />
              Import
            </Button>
            <input
              ref={importInput}
              type="file"
              accept=".json,application/json"
              className="sr-only"
              aria-label="Import a query file"
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (file) void importFile(file);
              }}
            />
            <Button
              variant="ghost"
              disabled={query.trim() === ''}
              onClick={() =>
                downloadFile(
                  'graphql-query.json',
                  exportFile({ endpoint: endpoint.trim(), query, variables, headers: headerRowsToJson(headerRows) }),
                  'application/json',
                )
              }
            >
              <Download className="h-4 w-4" aria-hidden />
              Export
            </Button>
          </div>
        </div>
        {error && <Alert tone="error">{error}</Alert>}
        {notice && <Alert tone="success">{notice}</Alert>}
      </Card>

      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <Card className="min-w-0 p-4">
          <Tabs
            label="Request"
            value={queryTab}
            onChange={setQueryTab}
            items={[
              {
                value: 'query',
                label: 'Query',
                keepMounted: true,
                content: (
                  <div className="flex flex-col gap-3">
                    <CodeEditor
                      ref={editor}
                      label="GraphQL query"
                      language="plain"
                      value={query}
                      onChange={(next) => {
                        setQuery(next);
                        setBlocked(null);
                      }}
                      onSubmit={() => void execute()}
                      extensions={extensions}
                      diagnostics={diagnostics}
                      height="22rem"
                      hint={
                        activeSchema
                          ? autoComplete
                            ? 'Checked against the schema as you type; Ctrl+Space completes fields, arguments and types. Ctrl+Enter executes.'
                            : 'Checked against the schema as you type. Ctrl+Enter executes.'
                          : 'Introspect the endpoint to check the query against its schema and complete fields as you type.'
                      }
                      actions={
                        <>
                          {operations.length > 1 && (
                            <select
                              aria-label="Operation to run"
                              className={cn(fieldLook, 'h-8 border-border bg-surface px-2 font-mono text-[13px] text-fg')}
                              value={chosenOperation}
                              onChange={(e) => setOperation(e.target.value)}
                            >
                              {operations.map((name) => (
                                <option key={name} value={name}>
                                  {name}
                                </option>
                              ))}
                            </select>
                          )}
                          <Button
                            variant="ghost"
                            size="sm"
                            disabled={query.trim() === ''}
                            onClick={() => {
                              try {
                                setQuery(formatQuery({ query }));
                                setError(null);
                              } catch (err) {
                                setError((err as Error).message);
                              }
                            }}
                          >
                            <Braces className="h-4 w-4" aria-hidden />
                            Format
                          </Button>
                        </>
                      }
                    />
                    {problems.length > 0 && !blocked && (
                      <p className="text-xs text-danger">
                        {problems.length === 1 ? '1 problem' : `${problems.length} problems`}: line {problems[0]!.line},{' '}
                        {problems[0]!.message}
                      </p>
                    )}
                    {blocked && (
                      <Alert
                        tone="error"
                        title={`The query has ${blocked.length === 1 ? 'a problem' : `${blocked.length} problems`}, so it was not sent`}
                      >
                        {problemList(blocked)}
                        <Button variant="outline" size="sm" className="mt-3" onClick={() => void execute({ force: true })}>
                          Send anyway
                        </Button>
                      </Alert>
                    )}
                  </div>
                ),
              },
              {
                value: 'variables',
                label: 'Variables',
                content: (
                  <CodeEditor
                    label="Variables (JSON)"
                    language="json"
                    value={variables}
                    onChange={setVariables}
                    onSubmit={() => void execute()}
                    height="22rem"
                    placeholder={'{\n  "first": 5\n}'}
                    hint="A JSON object; its keys are the query's $variables."
                  />
                ),
              },
              {
                value: 'headers',
                label: `Headers${headerRows.filter((r) => r.enabled && r.key).length ? ` (${headerRows.filter((r) => r.enabled && r.key).length})` : ''}`,
                content: (
                  <div className="flex flex-col gap-2">
                    <KeyValueEditor
                      label="Request headers"
                      noun="header"
                      keyPlaceholder="Header-Name"
                      valuePlaceholder="value"
                      rows={headerRows}
                      onChange={setHeaderRows}
                    />
                    <p className="text-xs text-muted">
                      Content-Type and Accept for GraphQL are sent for you; the API key above goes as Authorization: Bearer.
                    </p>
                  </div>
                ),
              },
            ]}
          />
        </Card>

        <Card className="flex min-w-0 flex-col gap-3 p-4">
          <Tabs
            label="Result"
            value={resultTab}
            onChange={setResultTab}
            items={[
              {
                value: 'result',
                label: 'Result',
                content: (
                  <div className="flex flex-col gap-3" aria-live="polite" aria-busy={busy !== null}>
                    {busy !== null && (
                      <p className="flex items-center gap-2 py-6 text-sm text-muted" role="status">
                        <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
                        {busy === 'introspect' ? 'Introspecting…' : 'Executing…'}
                      </p>
                    )}
                    {busy === null && failure && (
                      <TransportFailureAlert
                        failure={failure}
                        onSendThroughRelay={() =>
                          void (lastAction.current === 'introspect' ? introspect('relay') : execute({ modeOverride: 'relay' }))
                        }
                      />
                    )}
                    {busy === null && shown && (
                      <>
                        <div className="flex flex-wrap items-center gap-x-4 gap-y-2" role="group" aria-label="Response summary">
                          <StatusBadge status={shown.response.status} statusText={shown.response.statusText} />
                          <span className="text-sm text-muted">{formatDuration(shown.response.durationMs)}</span>
                          <span className="text-sm text-muted">{formatBytes(shown.response.bodyBytes)}</span>
                          <RouteBadge response={shown.response} />
                          <SendToButton
                            value={() =>
                              client
                                .bodyText(shown.id, shown.response.body.pretty ? 'pretty' : 'raw')
                                .then((text) => tag('text', text))
                            }
                            fromToolId="graphql-client"
                            aria-label="Send the result to…"
                            className="ml-auto"
                          />
                        </div>
                        <p className="text-xs text-muted">{shown.response.routeNote}</p>
                        {shown.errors.length > 0 && (
                          <Alert
                            tone="error"
                            title={`The server answered with ${shown.errors.length === 1 ? 'an error' : `${shown.errors.length} errors`}`}
                          >
                            <ul className="mt-1 flex flex-col gap-1">
                              {shown.errors.map((e, i) => (
                                <li key={i}>
                                  {e.locations?.[0] ? (
                                    <button
                                      type="button"
                                      className="text-left underline-offset-2 hover:underline"
                                      onClick={() => editor.current?.goTo(e.locations![0]!.line, e.locations![0]!.column)}
                                    >
                                      Line {e.locations[0].line}, column {e.locations[0].column}: {e.message}
                                    </button>
                                  ) : (
                                    e.message
                                  )}
                                  {e.path && <span className="ml-1 font-mono text-xs text-muted">at {e.path.join('.')}</span>}
                                </li>
                              ))}
                            </ul>
                          </Alert>
                        )}
                        {shown.response.body.pretty ? (
                          <div className="flex max-h-[30rem] min-h-0 flex-col">
                            <JsonView label="Query result" text={shown.response.body.pretty.preview} className="min-h-0" />
                          </div>
                        ) : (
                          <pre
                            aria-label="Result"
                            className="max-h-[30rem] overflow-auto whitespace-pre-wrap rounded-lg border border-border p-4 font-mono text-[13px] text-fg"
                          >
                            {shown.response.body.raw?.preview ?? '(no body)'}
                          </pre>
                        )}
                      </>
                    )}
                    {busy === null && !shown && !failure && (
                      <p className="py-6 text-center text-sm text-muted">Execute a query to see its result here.</p>
                    )}
                  </div>
                ),
              },
              {
                value: 'headers',
                label: 'Headers',
                content: shown ? (
                  <div className="overflow-x-auto rounded-lg border border-border">
                    <table className="w-full text-left text-sm">
                      <caption className="sr-only">Response headers</caption>
                      <tbody>
                        {shown.response.headers.map(([name, value], i) => (
                          <tr key={i} className="border-t border-border first:border-t-0 align-top">
                            <th scope="row" className="whitespace-nowrap px-3 py-1.5 font-mono text-[12.5px] font-medium text-fg">
                              {name}
                            </th>
                            <td className="break-all px-3 py-1.5 font-mono text-[12.5px] text-fg">{value}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                ) : (
                  <p className="py-6 text-center text-sm text-muted">No response yet.</p>
                ),
              },
              {
                value: 'schema',
                label: 'Schema',
                content: activeSchema ? (
                  <SchemaBrowser schema={activeSchema} />
                ) : (
                  <p className="py-6 text-center text-sm text-muted">Introspect the endpoint to browse its schema.</p>
                ),
              },
            ]}
          />
        </Card>
      </div>

      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Card className="p-4">
          <h2 className="mb-3 text-sm font-semibold text-fg">Common Queries</h2>
          <ul className="grid gap-2 sm:grid-cols-2 xl:grid-cols-3">
            {grid.map((item) => (
              <li key={item.title}>
                <button
                  type="button"
                  onClick={() => load(item)}
                  className="flex h-full w-full flex-col gap-1 rounded-lg border border-border p-3 text-left transition-colors hover:border-primary/50 hover:bg-surface-2"
                >
                  <span className="text-sm font-medium text-fg">{item.title}</span>
                  <span className="text-xs text-muted">{item.description}</span>
                </button>
              </li>
            ))}
          </ul>
        </Card>
        <Card className="h-fit p-4">
          <h2 className="mb-3 flex items-center gap-2 text-sm font-semibold text-fg">
            <History className="h-4 w-4 text-muted" aria-hidden />
            Query History
          </h2>
          {history.length === 0 ? (
            <p className="text-sm text-muted">Queries you execute appear here (the last 20).</p>
          ) : (
            <>
              <ul className="flex max-h-80 flex-col gap-0.5 overflow-y-auto" aria-label="Query history">
                {history.map((item) => (
                  <li key={item.id}>
                    <button
                      type="button"
                      className="flex w-full flex-col rounded-md px-2 py-1.5 text-left hover:bg-surface-2"
                      onClick={() => load(item)}
                      title={item.endpoint}
                    >
                      <span className="truncate font-mono text-[13px] text-fg">{item.name}</span>
                      <span className="truncate text-xs text-muted">
                        {timeAgo(item.timestamp)}
                        {item.endpoint ? ` · ${item.endpoint.replace(/^https?:\/\//, '')}` : ''}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
              <Button variant="ghost" size="sm" className="mt-2 text-muted" onClick={() => setHistory([])}>
                Clear history
              </Button>
            </>
          )}
        </Card>
      </div>
    </div>
  );
};

export default GraphqlClient;
