import { Code2, FileInput, Loader2, Save, Send, Settings2, Square, TriangleAlert } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState, type ClipboardEvent } from 'react';
import { Button } from '@/components/Button';
import { Alert, Card } from '@/components/Feedback';
import { Select } from '@/components/Field';
import { Tabs } from '@/components/Tabs';
import type { TransportFailure, TransportResponse } from '@/engines/http-transport/protocol';
import { TransportClient } from '@/engines/http-transport/transport-client';
import { SendViaSelect, TransportFailureAlert } from '@/engines/http-transport/TransportNotes';
import { browserForbiddenHeaders, type TransportMode } from '@/engines/http-transport/wire';
import { oneOf, useShareNote, useToolState } from '@/lib/tool-state/tool-state';
import { useStoredState } from '@/lib/use-stored-state';
import { cn } from '@/lib/cn';
import type { ToolScreen } from '../types';
import { AuthEditor } from './AuthEditor';
import { BodyEditor } from './BodyEditor';
import { CodeDialog } from './CodeDialog';
import { importCurl, looksLikeCurl, type CurlImport } from './curl-import';
import { EnvironmentsDialog } from './EnvironmentsDialog';
import { fieldLook } from '@/components/field-classes';
import { ImportCurlDialog } from './ImportCurlDialog';
import { KeyValueEditor } from '@/components/KeyValueEditor';
import { syncParamsFromUrl, urlWithParams } from './query-params';
import { buildRequest, emptyDraft, HTTP_METHODS, type BuiltRequest, type RequestDraft } from './request-draft';
import { ResponsePanel } from './ResponsePanel';
import { SaveRequestDialog } from './SaveRequestDialog';
import {
  addToHistory,
  newId,
  readCollections,
  readEnvironments,
  draftWithoutIds,
  readDraft,
  readHistory,
  requestRecord,
  storageKeys,
  type Collection,
  type HistoryItem,
  type SavedRequest,
} from './saved';
import { secretsOfDraft } from './draft-secrets';
import { methodTints, SidePanel } from './SidePanel';
import { VariableInput } from './VariableInput';

const requestTabs = ['params', 'auth', 'headers', 'body'] as const;
type RequestTab = (typeof requestTabs)[number];
const sendModes = ['auto', 'direct', 'relay'] as const;
const isDraft = (value: unknown): value is RequestDraft => typeof value === 'object' && value !== null;
type Shown = { id: number; response: TransportResponse; receivedAt: Date };

function Count({ n }: { n: number }) {
  return n > 0 ? <span className="rounded-full bg-surface-2 px-1.5 text-[11px] font-semibold text-muted">{n}</span> : null;
}

const HttpClient: ToolScreen = ({ initialInput }) => {
  // The request (method, URL, params, headers, auth, body), the transport and the tab go in Share
  // links, persisted as before; credentials only when the user asks. Never the response, the
  // environments (their values are often secrets) or chosen files: the dialog says so.
  const [storedDraft, setDraft] = useToolState<RequestDraft>('draft', emptyDraft(), {
    persist: true,
    serialize: draftWithoutIds,
    deserialize: readDraft,
    accept: isDraft,
    secretsOf: secretsOfDraft,
  });
  const draft = useMemo(() => ({ ...emptyDraft(), ...storedDraft }), [storedDraft]);
  useShareNote(
    draft.body.multipart.some((row) => row.kind === 'file')
      ? 'Files chosen for the form are not in the link, only their names.'
      : null,
  );
  const [mode, setMode] = useToolState<TransportMode>('sendVia', 'auto', { persist: true, accept: oneOf(sendModes) });
  const [tab, setTab] = useToolState<RequestTab>('requestTab', 'params', { persist: true, accept: oneOf(requestTabs) });
  useShareNote('The response is not in the link: whoever opens it sends the request again.');
  useShareNote('Environments and saved requests stay in this browser; {{variables}} are shared as typed.');
  const [environmentId, setEnvironmentId] = useStoredState('http-client:environment', '');
  const [rawEnvironments, setEnvironments] = useStoredState<unknown>(storageKeys.environments, []);
  const [rawHistory, setHistory] = useStoredState<unknown>(storageKeys.history, []);
  const [rawCollections, setCollections] = useStoredState<unknown>(storageKeys.collections, []);
  const environments = useMemo(() => readEnvironments(rawEnvironments), [rawEnvironments]);
  const history = useMemo(() => readHistory(rawHistory), [rawHistory]);
  const collections = useMemo(() => readCollections(rawCollections), [rawCollections]);
  const environment = environments.find((e) => e.id === environmentId);
  const variables = useMemo(() => environment?.variables ?? {}, [environment]);

  const [files, setFiles] = useState<Map<string, File>>(new Map());
  const [sending, setSending] = useState<number | null>(null);
  const [shown, setShown] = useState<Shown | null>(null);
  const [failure, setFailure] = useState<TransportFailure | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notes, setNotes] = useState<string[]>([]);
  const [dialog, setDialog] = useState<'save' | 'environments' | 'curl' | 'code' | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  // One client per screen; dispose() only stops its worker, which the next request starts again.
  const [client] = useState(() => new TransportClient());
  const current = useRef<number | null>(null);
  const urlInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // The worker loads while the user is still typing the request.
    const idle = window.requestIdleCallback
      ? window.requestIdleCallback(() => client.prepare())
      : window.setTimeout(() => client.prepare(), 200);
    return () => {
      (window.cancelIdleCallback ?? window.clearTimeout)(idle);
      client.dispose();
    };
  }, [client]);

  const update = useCallback(
    (change: Partial<RequestDraft>) => setDraft((d) => ({ ...emptyDraft(), ...d, ...change })),
    [setDraft],
  );

  // The request as it would be sent now: for the warnings shown before sending.
  const built = useMemo((): { ok: true; value: BuiltRequest } | { ok: false; error: string } => {
    try {
      return { ok: true, value: buildRequest({ draft, variables, files }) };
    } catch (err) {
      return { ok: false, error: (err as Error).message };
    }
  }, [draft, variables, files]);
  const unknownVariables = built.ok ? built.value.unknownVariables : [];
  const forbidden = built.ok ? browserForbiddenHeaders(built.value.request.headers) : [];

  async function send(modeOverride?: TransportMode) {
    if (draft.url.trim() === '') return;
    let request;
    try {
      request = buildRequest({ draft, variables, files }).request;
    } catch (err) {
      setError((err as Error).message);
      return;
    }
    setError(null);
    setFailure(null);
    setSaved(null);
    const sent = client.send(request, modeOverride ?? mode);
    current.current = sent.id;
    setSending(sent.id);
    setHistory((old: unknown) => addToHistory({ history: readHistory(old), item: requestRecord({ draft }) }));
    const outcome = await sent.outcome;
    if (current.current !== sent.id) return; // a newer request took over
    setSending(null);
    if (!outcome) return;
    if (outcome.ok) {
      setShown({ id: sent.id, response: outcome.response, receivedAt: new Date() });
    } else {
      setShown(null);
      setFailure(outcome.failure);
    }
  }

  function cancel() {
    client.cancel();
  }

  // Escape aborts a request in flight (unless a dialog is open and takes it).
  useEffect(() => {
    if (sending === null) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && !dialog) client.cancel();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [sending, dialog, client]);

  function applyImport({ draft: imported, warnings }: CurlImport) {
    setDraft(imported);
    setFiles(new Map());
    setNotes(warnings);
    setError(null);
    setTab(imported.body.type !== 'none' ? 'body' : imported.headers.length > 0 ? 'headers' : 'params');
  }

  // Smart paste hands over text: a curl command fills the request, anything else is the URL.
  useEffect(() => {
    if (!initialInput) return;
    if (looksLikeCurl(initialInput)) {
      try {
        // eslint-disable-next-line react-hooks/set-state-in-effect -- once, with the text smart paste handed over
        applyImport(importCurl({ command: initialInput }));
      } catch (err) {
        setError((err as Error).message);
      }
    } else update({ url: initialInput.trim(), params: syncParamsFromUrl({ url: initialInput.trim(), rows: [] }) });
    // Once, with what was handed over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function pasteIntoUrl(event: ClipboardEvent<HTMLInputElement>) {
    const text = event.clipboardData.getData('text/plain');
    if (!looksLikeCurl(text)) return;
    event.preventDefault();
    try {
      applyImport(importCurl({ command: text }));
    } catch (err) {
      setError((err as Error).message);
    }
  }

  function open(item: HistoryItem | SavedRequest) {
    setDraft(item.request);
    setFiles(new Map());
    setNotes(
      item.request.body.multipart.some((r) => r.kind === 'file')
        ? ['Choose the files of the form again under Body: files are not stored.']
        : [],
    );
    setError(null);
    urlInput.current?.focus();
  }

  function save(choice: { name: string; collectionId: string } | { name: string; newCollection: string }) {
    const record = requestRecord({ draft, name: choice.name });
    const next: Collection[] =
      'collectionId' in choice
        ? collections.map((c) => (c.id === choice.collectionId ? { ...c, requests: [...c.requests, record] } : c))
        : [...collections, { id: newId(), name: choice.newCollection, requests: [record] }];
    setCollections(next);
    setDialog(null);
    setSaved(
      `Saved “${choice.name}” to ${'collectionId' in choice ? collections.find((c) => c.id === choice.collectionId)?.name : choice.newCollection}.`,
    );
  }

  const headerProblems = built.ok ? built.value.skippedHeaders : new Map<string, string>();
  const enabledParams = draft.params.filter((p) => p.enabled && p.key !== '').length;
  const enabledHeaders = draft.headers.filter((h) => h.enabled && h.key !== '').length;
  const requestTabItems = [
    {
      value: 'params' as const,
      label: (
        <>
          Params <Count n={enabledParams} />
        </>
      ),
      content: (
        <KeyValueEditor
          label="Query parameters"
          noun="parameter"
          keyPlaceholder="name"
          valuePlaceholder="value"
          rows={draft.params}
          onChange={(params) => update({ params, url: urlWithParams({ url: draft.url, rows: params }) })}
          empty={
            <p className="text-sm text-muted">
              Query parameters stay in step with the URL: type them here or after a “?” in the URL.
            </p>
          }
        />
      ),
    },
    { value: 'auth' as const, label: 'Auth', content: <AuthEditor auth={draft.auth} onChange={(auth) => update({ auth })} /> },
    {
      value: 'headers' as const,
      label: (
        <>
          Headers <Count n={enabledHeaders} />
        </>
      ),
      content: (
        <div className="flex flex-col gap-3">
          <KeyValueEditor
            label="Request headers"
            noun="header"
            keyPlaceholder="Header-Name"
            valuePlaceholder="value"
            rows={draft.headers}
            onChange={(headers) => update({ headers })}
            problems={headerProblems}
          />
          {forbidden.length > 0 && (
            <p className="text-xs text-muted">
              A browser may not send {forbidden.join(', ')}:{' '}
              {mode === 'direct' ? 'with Send via Browser they are dropped.' : 'the request goes through the relay.'}
            </p>
          )}
        </div>
      ),
    },
    {
      value: 'body' as const,
      label: 'Body',
      content: (
        <BodyEditor
          method={draft.method}
          body={draft.body}
          onChange={(body) => update({ body })}
          files={files}
          onChooseFile={(id, file) =>
            setFiles((old) => {
              const next = new Map(old);
              if (file) next.set(id, file);
              else next.delete(id);
              return next;
            })
          }
          onSubmit={() => void send()}
        />
      ),
    },
  ];

  const warnings = [
    ...unknownVariables.map(
      (name) =>
        `{{${name}}} is not defined${environment ? ` in “${environment.name}”` : ' (no environment chosen)'}; it is sent as typed.`,
    ),
    ...(built.ok ? built.value.warnings : []),
  ];

  return (
    <div className="flex flex-col gap-4">
      <Card className="flex flex-col gap-3 p-4">
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            void send();
          }}
        >
          <label className="sr-only" htmlFor="http-client-method">
            Method
          </label>
          <div className="w-[7.5rem] shrink-0">
            <select
              id="http-client-method"
              className={cn(
                fieldLook,
                'h-10 w-full border-border px-3 font-mono text-sm font-semibold text-fg',
                methodTints[draft.method] ?? 'bg-surface',
              )}
              value={draft.method}
              onChange={(e) => update({ method: e.target.value as RequestDraft['method'] })}
            >
              {HTTP_METHODS.map((m) => (
                <option key={m} value={m} className="bg-surface text-fg">
                  {m}
                </option>
              ))}
            </select>
          </div>
          <div className="flex min-w-[12rem] flex-1">
            <label className="sr-only" htmlFor="http-client-url">
              URL
            </label>
            <VariableInput
              id="http-client-url"
              ref={urlInput}
              placeholder="https://api.example.com/users or paste a curl command"
              value={draft.url}
              variables={variables}
              onValueChange={(url) => update({ url, params: syncParamsFromUrl({ url, rows: draft.params }) })}
              onPaste={pasteIntoUrl}
              aria-describedby={warnings.length > 0 ? 'http-client-warnings' : undefined}
            />
          </div>
          <div className="flex gap-2">
            <Button type="submit" disabled={draft.url.trim() === '' || sending !== null} title="Enter">
              {sending !== null ? (
                <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
              ) : (
                <Send className="h-4 w-4" aria-hidden />
              )}
              {sending !== null ? 'Sending…' : 'Send'}
            </Button>
            {sending !== null && (
              <Button variant="outline" onClick={cancel} title="Escape">
                <Square className="h-4 w-4" aria-hidden />
                Cancel
              </Button>
            )}
            <Button variant="outline" onClick={() => setDialog('save')} disabled={draft.url.trim() === ''}>
              <Save className="h-4 w-4" aria-hidden />
              Save
            </Button>
          </div>
        </form>
        <div className="flex flex-wrap items-end gap-x-3 gap-y-2">
          <div className="flex w-full items-end gap-1 sm:w-auto">
            <Select
              label="Environment"
              wrapperClassName="min-w-0 flex-1 sm:w-48 sm:flex-none"
              value={environment ? environmentId : ''}
              onChange={(e) => setEnvironmentId(e.target.value)}
            >
              <option value="">No environment</option>
              {environments.map((e) => (
                <option key={e.id} value={e.id}>
                  {e.name}
                </option>
              ))}
            </Select>
            <Button
              variant="outline"
              size="icon"
              className="h-10 w-10 shrink-0"
              aria-label="Manage environments"
              title="Manage environments"
              onClick={() => setDialog('environments')}
            >
              <Settings2 className="h-4 w-4" aria-hidden />
            </Button>
          </div>
          <SendViaSelect value={mode} onChange={setMode} />
          <div className="flex gap-2 sm:ml-auto">
            <Button variant="ghost" onClick={() => setDialog('curl')}>
              <FileInput className="h-4 w-4" aria-hidden />
              Import cURL
            </Button>
            <Button variant="ghost" onClick={() => setDialog('code')} disabled={draft.url.trim() === ''}>
              <Code2 className="h-4 w-4" aria-hidden />
              Code
            </Button>
          </div>
        </div>
        {warnings.length > 0 && (
          <ul id="http-client-warnings" className="flex flex-col gap-1 text-sm" aria-label="Before sending">
            {warnings.map((w) => (
              <li key={w} className="flex items-start gap-2 text-fg">
                <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0 text-warning" aria-hidden />
                {w}
              </li>
            ))}
          </ul>
        )}
        {notes.length > 0 && (
          <Alert tone="info" title="Imported from cURL">
            <ul className="mt-1 list-disc pl-4">
              {notes.map((n) => (
                <li key={n}>{n}</li>
              ))}
            </ul>
          </Alert>
        )}
        {saved && <Alert tone="success">{saved}</Alert>}
      </Card>

      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 xl:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-4">
          <Card className="p-4">
            <Tabs label="Request" value={tab} onChange={setTab} items={requestTabItems} />
          </Card>
          <Card className="flex min-h-48 flex-col gap-3 p-4">
            <h2 className="text-sm font-semibold text-fg">Response</h2>
            <div aria-live="polite" aria-busy={sending !== null} className="flex flex-col gap-3">
              {error && <Alert tone="error">{error}</Alert>}
              {sending !== null && (
                <p className="flex items-center gap-2 py-6 text-sm text-muted" role="status">
                  <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
                  Sending… press Escape to cancel.
                </p>
              )}
              {sending === null && failure && (
                <TransportFailureAlert failure={failure} onSendThroughRelay={() => void send('relay')} />
              )}
              {sending === null && shown && (
                <ResponsePanel
                  response={shown.response}
                  responseId={shown.id}
                  receivedAt={shown.receivedAt}
                  client={client}
                  onSendThroughRelay={() => void send('relay')}
                />
              )}
              {sending === null && !shown && !failure && !error && (
                <p className="py-6 text-center text-sm text-muted">Send a request to see the response here.</p>
              )}
            </div>
          </Card>
        </div>
        <Card className="h-fit p-4">
          <SidePanel
            history={history}
            collections={collections}
            onOpen={open}
            onClearHistory={() => setHistory([])}
            onCollectionsChange={setCollections}
          />
        </Card>
      </div>

      {/* Keyed by whether they are open, so each opening starts from what is current. */}
      <SaveRequestDialog
        key={`save-${dialog === 'save'}`}
        open={dialog === 'save'}
        onOpenChange={(o) => setDialog(o ? 'save' : null)}
        collections={collections}
        defaultName={`${draft.method} ${draft.url}`}
        onSave={save}
      />
      <EnvironmentsDialog
        key={`env-${dialog === 'environments'}`}
        open={dialog === 'environments'}
        onOpenChange={(o) => setDialog(o ? 'environments' : null)}
        environments={environments}
        onChange={setEnvironments}
        selectedId={environmentId}
      />
      <ImportCurlDialog
        key={`curl-${dialog === 'curl'}`}
        open={dialog === 'curl'}
        onOpenChange={(o) => setDialog(o ? 'curl' : null)}
        onImport={applyImport}
      />
      <CodeDialog
        open={dialog === 'code'}
        onOpenChange={(o) => setDialog(o ? 'code' : null)}
        request={built.ok ? built.value.request : null}
        error={built.ok ? null : built.error}
      />
    </div>
  );
};

export default HttpClient;
