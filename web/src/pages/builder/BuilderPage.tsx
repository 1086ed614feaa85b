import { KeyRound } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { ProviderId, ProviderSummary } from '@common/ai';
import { Button } from '@/components/Button';
import { Alert, Spinner } from '@/components/Feedback';
import { useStoredState } from '@/lib/use-stored-state';
import { useAiUsage } from '@/pages/account/use-ai-usage';
import { ApiKeyPanel } from './ApiKeyPanel';
import { BuilderHeader } from './BuilderHeader';
import type { BuilderRequest } from './builder-api';
import type { CodeTab } from './CodePane';
import { EmptyState } from './EmptyState';
import type { BuilderErrorView } from './generation-state';
import { GenerationProgress } from './GenerationProgress';
import { addHistoryEntry, clearHistory, createHistoryEntry, loadHistory, saveHistory, siteOfEntry, type BuilderHistoryEntry } from './history';
import { HistoryPanel } from './HistoryPanel';
import { chooseModel, chooseProvider, isUsable, modelOptions } from '@/components/ai/ai-choice';
import type { Device } from './PreviewPane';
import { PromptForm } from './PromptForm';
import { ProviderPicker } from './ProviderPicker';
import { RefineForm } from './RefineForm';
import { ResultPanel, type ViewMode } from './ResultPanel';
import { addRuntimeError, fixInstruction, type RuntimeError } from './runtime-errors';
import { RuntimeErrorsPanel } from './RuntimeErrorsPanel';
import { useBuilderGeneration } from './use-builder-generation';
import { useBuilderProviders, useModelList } from './use-builder-providers';

/** What a run was for: a new site from `prompt`, or a revision of `parent`. */
type BuilderJob = { request: BuilderRequest; prompt: string; parent?: BuilderHistoryEntry; instruction?: string };

/** Errors the user can act on by adding a key of their own. */
const keyFixableErrors = new Set(['api_key_required', 'daily_limit_reached', 'ai_key_rejected', 'ai_quota_exhausted']);

/** /forge-builder: the AI website builder (spec platform.md §2–5, issue 5). */
export default function BuilderPage() {
  useEffect(() => {
    const previous = document.title;
    document.title = 'AI Website Builder · DevForge';
    return () => {
      document.title = previous;
    };
  }, []);

  // Providers, keys and models.
  const { state: providersState, reload: reloadProviders, markOwnKey } = useBuilderProviders();
  const [storedProvider, setStoredProvider] = useStoredState<ProviderId | null>('forge-builder:provider', null);
  const [storedModel, setStoredModel] = useStoredState<string | null>('forge-builder:model', null);
  const providers = providersState.status === 'ready' ? providersState.providers : [];
  const provider =
    providersState.status === 'ready' ? chooseProvider({ providers, defaultProvider: providersState.defaultProvider, stored: storedProvider }) : undefined;
  const usable = isUsable(provider);
  const anyKey = providers.some(isUsable);
  const { models, loading: modelsLoading } = useModelList(provider?.id, usable);
  const modelChoices = provider ? modelOptions({ defaultModel: provider.defaultModel, models }) : [];
  const model = provider ? chooseModel({ options: modelChoices, stored: storedModel, defaultModel: provider.defaultModel }) : '';
  const { usage, refresh: refreshUsage } = useAiUsage();
  const [keyPanelOpen, setKeyPanelOpen] = useState(false);
  const [keyNotice, setKeyNotice] = useState<string | null>(null);

  // The prompt, the history and the current result.
  const [prompt, setPrompt] = useState('');
  const [history, setHistory] = useState(loadHistory);
  const [current, setCurrent] = useState<BuilderHistoryEntry | null>(null);
  const [view, setView] = useState<ViewMode>('preview');
  const [device, setDevice] = useState<Device>('desktop');
  const [codeTab, setCodeTab] = useState<CodeTab>('html');
  const [runtimeErrors, setRuntimeErrors] = useState<RuntimeError[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const resultRef = useRef<HTMLDivElement>(null);
  const promptRef = useRef<HTMLTextAreaElement>(null);

  function showEntry(entry: BuilderHistoryEntry) {
    setCurrent(entry);
    setView('preview');
    setRuntimeErrors([]);
  }

  const generation = useBuilderGeneration<BuilderJob>({
    onDone: (done, job) => {
      const entry = createHistoryEntry({ site: done.site, prompt: job.prompt, existing: history, revisionOf: job.parent, instruction: job.instruction });
      const next = addHistoryEntry(history, entry);
      setHistory(next);
      saveHistory(next);
      showEntry(entry);
      setAnnouncement(`${job.parent ? 'Revised' : 'Generated'} “${entry.name}”. The preview is ready.`);
      if (done.keySource === 'built-in') void refreshUsage();
    },
    onFailed: (error) => {
      if (error.code === 'api_key_required') void reloadProviders();
      if (error.code === 'daily_limit_reached') void refreshUsage();
    },
  });
  const running = generation.run !== null;

  // Bring the progress into view when a run starts (below the form on small screens).
  useEffect(() => {
    if (running) resultRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [running]);

  function providerInput() {
    return provider ? { provider: provider.id, ...(provider.id === 'ai' ? { model } : {}) } : {};
  }

  function generate() {
    const text = prompt.trim();
    if (!text || !usable || running) return;
    setKeyNotice(null);
    setAnnouncement('');
    void generation.start({ request: { endpoint: 'generate', input: { prompt: text, ...providerInput() } }, prompt: text });
  }

  function refine(instruction: string) {
    if (!current || !usable || running) return;
    setKeyNotice(null);
    setAnnouncement('');
    void generation.start({
      request: { endpoint: 'refine', input: { instruction, site: siteOfEntry(current), ...providerInput() } },
      prompt: current.prompt,
      parent: current,
      instruction,
    });
  }

  function selectProvider(id: ProviderId) {
    setStoredProvider(id);
    setKeyNotice(null);
  }

  function onKeySaved(saved: ProviderSummary) {
    markOwnKey(saved.id);
    setStoredProvider(saved.id);
    setKeyPanelOpen(false);
    generation.setError(null);
    setKeyNotice(`Your ${saved.name} key is saved. Websites you generate with ${saved.name} now use it, without the daily limit.`);
    void reloadProviders();
  }

  function restore(entry: BuilderHistoryEntry) {
    showEntry(entry);
    setPrompt(entry.prompt);
    generation.setError(null);
    setAnnouncement(`Restored “${entry.name}”.`);
  }

  function clearAll() {
    setHistory([]);
    clearHistory();
    promptRef.current?.focus();
  }

  const keyPanelVisible = provider !== undefined && (!usable || keyPanelOpen);
  const blockedReason =
    providersState.status === 'loading'
      ? 'Loading AI providers…'
      : providersState.status === 'error'
        ? 'The AI providers could not be loaded.'
        : !usable
          ? `Add your ${provider?.name ?? ''} API key above to generate websites.`
          : undefined;

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 lg:py-10">
      <BuilderHeader
        actions={
          <>
            {usable && (
              <Button variant="outline" aria-expanded={keyPanelOpen} onClick={() => setKeyPanelOpen((open) => !open)}>
                <KeyRound className="h-4 w-4" aria-hidden />
                API Key
              </Button>
            )}
            <HistoryPanel entries={history} currentId={current?.id ?? null} onSelect={restore} onClear={clearAll} disabled={running} />
          </>
        }
      />

      <p className="sr-only" role="status" aria-live="polite">
        {announcement}
      </p>

      {providersState.status === 'error' && (
        <Alert tone="error" title="Could not load the AI providers">
          <p>{providersState.message}</p>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void reloadProviders()}>
            Try again
          </Button>
        </Alert>
      )}
      {provider && !usable && (
        <Alert tone="error" title="API Key Required" className="border-danger/60 bg-danger/15">
          Add your own {provider.name} API key to generate websites{anyKey ? ', or choose a provider that has a key' : ''}. It is stored encrypted in your
          account.
        </Alert>
      )}
      {generation.error && <ErrorBanner error={generation.error} onAddKey={provider ? () => setKeyPanelOpen(true) : undefined} />}
      {generation.notice && <Alert tone="info">{generation.notice}</Alert>}
      {keyNotice && <Alert tone="success">{keyNotice}</Alert>}

      {keyPanelVisible && provider && (
        <ApiKeyPanel
          provider={provider}
          providers={providers}
          chooseProvider={!anyKey}
          onProviderChange={selectProvider}
          onSaved={onKeySaved}
          onClose={usable ? () => setKeyPanelOpen(false) : undefined}
        />
      )}

      <PromptForm
        prompt={prompt}
        onPromptChange={setPrompt}
        onGenerate={generate}
        generating={running}
        canGenerate={usable}
        blockedReason={blockedReason}
        textareaRef={promptRef}
        aside={
          providersState.status === 'loading' ? (
            <p className="flex items-center gap-2 text-sm text-muted">
              <Spinner className="h-4 w-4" label="Loading AI providers" /> Loading AI providers…
            </p>
          ) : anyKey && provider ? (
            <ProviderPicker
              providers={providers}
              provider={provider}
              onProviderChange={selectProvider}
              models={modelChoices}
              model={model}
              onModelChange={setStoredModel}
              modelsLoading={modelsLoading}
              usage={usage}
              disabled={running}
            />
          ) : undefined
        }
      />

      <div ref={resultRef} className="flex scroll-mt-24 flex-col gap-6">
        {generation.run && <GenerationProgress run={generation.run} onCancel={generation.cancel} />}
        {current ? (
          <ResultPanel
            entry={current}
            view={view}
            onViewChange={setView}
            device={device}
            onDeviceChange={setDevice}
            codeTab={codeTab}
            onCodeTabChange={setCodeTab}
            onRuntimeError={(error) => setRuntimeErrors((list) => addRuntimeError(list, error))}
          >
            {runtimeErrors.length > 0 && (
              <RuntimeErrorsPanel
                errors={runtimeErrors}
                fixDisabled={running || !usable}
                onFix={() => {
                  refine(fixInstruction(runtimeErrors));
                  setRuntimeErrors([]);
                }}
                onDismiss={() => setRuntimeErrors([])}
              />
            )}
            <RefineForm onRefine={refine} busy={running} disabled={!usable} />
          </ResultPanel>
        ) : (
          !running && <EmptyState />
        )}
      </div>
    </div>
  );
}

/** The Error banner (spec §2) for the current error, with what the user can do about it. */
function ErrorBanner({ error, onAddKey }: { error: BuilderErrorView; onAddKey?: () => void }) {
  return (
    <Alert tone="error" title={error.title}>
      <p>{error.message}</p>
      {keyFixableErrors.has(error.code) && onAddKey && (
        <Button variant="outline" size="sm" className="mt-2" onClick={onAddKey}>
          <KeyRound className="h-4 w-4" aria-hidden />
          Add your own API key
        </Button>
      )}
      {error.code === 'unauthorized' && (
        <Link to="/login" className="mt-2 inline-block font-medium text-primary underline-offset-2 hover:underline">
          Sign in again
        </Link>
      )}
    </Alert>
  );
}
