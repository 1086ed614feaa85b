import { KeyRound } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { AiErrorNotice, AiKeyEntry, AiProviderSettings, refreshAiProviders, refreshAiUsage, useAiChoice } from '@/components/ai';
import { Button } from '@/components/Button';
import { Alert } from '@/components/Feedback';
import { BuilderHeader } from './BuilderHeader';
import type { BuilderRequest } from './builder-api';
import type { CodeTab } from './CodePane';
import { EmptyState } from './EmptyState';
import { GenerationProgress } from './GenerationProgress';
import { addHistoryEntry, clearHistory, createHistoryEntry, loadHistory, saveHistory, siteOfEntry, type BuilderHistoryEntry } from './history';
import { HistoryPanel } from './HistoryPanel';
import type { Device } from './PreviewPane';
import { PromptForm } from './PromptForm';
import { RefineForm } from './RefineForm';
import { ResultPanel, type ViewMode } from './ResultPanel';
import { addRuntimeError, fixInstruction, type RuntimeError } from './runtime-errors';
import { RuntimeErrorsPanel } from './RuntimeErrorsPanel';
import { useBuilderGeneration } from './use-builder-generation';

/** What a run was for: a new site from `prompt`, or a revision of `parent`. */
type BuilderJob = { request: BuilderRequest; prompt: string; parent?: BuilderHistoryEntry; instruction?: string };

/** /forge-builder: the AI website builder (spec platform.md §2–5, issue 5). */
export default function BuilderPage() {
  useEffect(() => {
    const previous = document.title;
    document.title = 'AI Website Builder · DevForge';
    return () => {
      document.title = previous;
    };
  }, []);

  // Providers, models, keys and usage: the AI frame's choice, remembered as forge-builder:provider and :model.
  const choice = useAiChoice({ toolId: 'forge-builder' });
  const { provider, usable } = choice;

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
    },
    onFailed: (error) => {
      if (error.code === 'api_key_required') {
        void refreshAiProviders();
        choice.openKeyEntry();
      }
    },
    // Counted or not: every usage figure on screen shows the server's count.
    onSettled: () => void refreshAiUsage(),
  });
  const running = generation.run !== null;

  // Bring the progress into view when a run starts (below the form on small screens).
  useEffect(() => {
    if (running) resultRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [running]);

  const providerInput = choice.requestChoice;

  function generate() {
    const text = prompt.trim();
    if (!text || !usable || running) return;
    choice.dismissKeyNotice();
    setAnnouncement('');
    void generation.start({ request: { endpoint: 'generate', input: { prompt: text, ...providerInput() } }, prompt: text });
  }

  function refine(instruction: string) {
    if (!current || !usable || running) return;
    choice.dismissKeyNotice();
    setAnnouncement('');
    void generation.start({
      request: { endpoint: 'refine', input: { instruction, site: siteOfEntry(current), ...providerInput() } },
      prompt: current.prompt,
      parent: current,
      instruction,
    });
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

  const keyPanelVisible = provider !== undefined && (!usable || choice.keyEntryOpen);
  const blockedReason =
    choice.status === 'loading'
      ? 'Loading AI providers…'
      : choice.status === 'error'
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
              <Button variant="outline" aria-expanded={choice.keyEntryOpen} onClick={() => (choice.keyEntryOpen ? choice.closeKeyEntry() : choice.openKeyEntry())}>
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

      {choice.status === 'error' && (
        <Alert tone="error" title="Could not load the AI providers">
          <p>{choice.loadError}</p>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void choice.reload()}>
            Try again
          </Button>
        </Alert>
      )}
      {provider && !usable && (
        <Alert tone="error" title="API Key Required" className="border-danger/60 bg-danger/15">
          Add your own {provider.name} API key to generate websites{choice.anyUsable ? ', or choose a provider that has a key' : ''}. It is stored encrypted in
          your account.
        </Alert>
      )}
      {generation.error && <AiErrorNotice error={generation.error} onConfigureKey={provider ? choice.openKeyEntry : undefined} />}
      {generation.notice && <Alert tone="info">{generation.notice}</Alert>}
      {choice.keyNotice && <Alert tone="success">{choice.keyNotice}</Alert>}

      {keyPanelVisible && <AiKeyEntry choice={choice} chooseProvider={!choice.anyUsable} closable={usable} onSaved={() => generation.setError(null)} />}

      <PromptForm
        prompt={prompt}
        onPromptChange={setPrompt}
        onGenerate={generate}
        generating={running}
        canGenerate={usable}
        blockedReason={blockedReason}
        textareaRef={promptRef}
        aside={
          // Spec §2: the selector shows once a key exists (until then the key panel offers the choice).
          choice.status === 'loading' || (choice.anyUsable && provider) ? (
            <AiProviderSettings choice={choice} disabled={running} keyButton={false} layout="stack" />
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
