import { FileSearch, Loader2, Sparkles, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from '@/components/Link';
import { AiErrorNotice, AiKeyEntry, AiProviderSettings, formatElapsed, useElapsed } from '@/components/ai';
import { Button } from '@/components/Button';
import { LanguageSelect } from '@/engines/code/LanguageSelect';
import { CodeEditor, type CodeEditorHandle } from '@/components/CodeEditor';
import { DownloadButton } from '@/components/DownloadButton';
import { Alert, Card, Spinner } from '@/components/Feedback';
import { Checkbox } from '@/components/Field';
import { FilePicker } from '@/components/FileDrop';
import { SegmentedControl } from '@/components/SegmentedControl';
import { Tabs } from '@/components/Tabs';
import {
  acceptFor,
  editorLanguages,
  languageOfFileName,
  MAX_SOURCE_BYTES,
  sourceLanguageLabels,
  sourceLanguages,
  type SourceLanguage,
} from '@/engines/code/languages';
import { createEngineClient, type EngineClient } from '@/engines/code/worker-client';
import { oneOf, useShareNote, useToolState } from '@/lib/tool-state/tool-state';
import { analysisModes, type AnalysisMode, type CodeAnalysis } from './analysis';
import { CommentsTab, DocumentationTab, FunctionsTab, SummaryTab } from './AnalysisTabs';
import type { AnalyzeRequest } from './analyze.worker';
import { examples } from './examples';
import { useAnalyzerAi } from './use-analyzer-ai';

const tabIds = ['summary', 'documentation', 'comments', 'functions'] as const;
type TabId = (typeof tabIds)[number];

/** Spec §5: the analyzer needs code. */
export const CODE_REQUIRED = 'Non-blank code is required';

const modeOptions = analysisModes.map((m) => ({ value: m, label: m[0].toUpperCase() + m.slice(1) }));

function isLanguage(value: unknown): value is SourceLanguage {
  return (sourceLanguages as readonly unknown[]).includes(value);
}

function createAnalyzer(): EngineClient<AnalyzeRequest, CodeAnalysis> {
  return createEngineClient<AnalyzeRequest, CodeAnalysis>(
    'code parser',
    () => new Worker(new URL('./analyze.worker.ts', import.meta.url), { type: 'module', name: 'analyzer' }),
  );
}

type Analyzed = { code: string; analysis: CodeAnalysis };

export default function CodeSummarizer({ initialInput }: { initialInput?: string }) {
  // Language, mode, the AI switch, the code and the tab go in Share links; an AI answer never does.
  const [storedLanguage, setLanguage] = useToolState<SourceLanguage>('language', 'javascript', {
    persist: true,
    accept: isLanguage,
  });
  const language = isLanguage(storedLanguage) ? storedLanguage : 'javascript';
  const [mode, setMode] = useToolState<AnalysisMode>('mode', 'basic', { persist: true, accept: oneOf(analysisModes) });
  const [aiOn, setAiOn] = useToolState('ai', false, { persist: true });
  // The default is the chosen language's example (as the link's language makes it on the other side too).
  const [code, setCode] = useToolState('code', examples[language], { start: initialInput });
  const [tab, setTab] = useToolState<TabId>('tab', mode === 'documentation' ? 'documentation' : 'summary', {
    accept: oneOf(tabIds),
  });
  useShareNote(aiOn ? 'The AI’s summary is not in the link: whoever opens it asks the AI again.' : null);
  const [analyzed, setAnalyzed] = useState<Analyzed | null>(null);
  const [busy, setBusy] = useState<'loading' | 'analyzing' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const analyzer = useRef<EngineClient<AnalyzeRequest, CodeAnalysis> | null>(null);
  const loaded = useRef(new Set<SourceLanguage>());
  const editor = useRef<CodeEditorHandle>(null);
  const ai = useAnalyzerAi();
  const { choice } = ai;

  useEffect(() => {
    const created = createAnalyzer();
    analyzer.current = created;
    return () => created.dispose();
  }, []);

  async function analyze() {
    if (code.trim() === '') {
      setError(CODE_REQUIRED);
      return;
    }
    setError(null);
    ai.clearError();
    setBusy(loaded.current.has(language) ? 'analyzing' : 'loading');
    // The parse-tree analysis always runs: functions and figures are facts of the code, AI or not.
    const local = analyzer.current!.request({ code, language, mode }).then(
      (analysis) => {
        loaded.current.add(language);
        setAnalyzed({ code, analysis });
      },
      (err: unknown) => {
        setAnalyzed(null);
        setError((err as Error).message);
      },
    );
    if (aiOn) {
      setTab(mode === 'documentation' ? 'documentation' : 'summary');
      await Promise.all([local, ai.run({ code, language: sourceLanguageLabels[language], mode })]);
    } else await local;
    setBusy(null);
  }

  // The example is analyzed once on arrival (without AI: that would spend a request unasked).
  const first = useRef(true);
  useEffect(() => {
    if (!first.current) return;
    first.current = false;
    if (!aiOn) queueMicrotask(() => void analyze());
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function changeLanguage(next: SourceLanguage) {
    if (code === examples[language] || code.trim() === '') setCode(examples[next]);
    setLanguage(next);
  }

  function changeMode(next: AnalysisMode) {
    setMode(next);
    if (next === 'documentation') setTab('documentation');
  }

  async function importFile(file: File) {
    if (file.size > MAX_SOURCE_BYTES) {
      setError(`${file.name} is too large (${(file.size / 1e6).toFixed(1)} MB; the limit is ${MAX_SOURCE_BYTES / 1e6} MB).`);
      return;
    }
    const detected = languageOfFileName(file.name);
    setCode(await file.text());
    if (detected) setLanguage(detected);
  }

  const analysis = analyzed?.analysis ?? null;
  const stale = analyzed !== null && (analyzed.code !== code || analysis?.language !== language || analysis?.mode !== mode);
  const aiAnalysis = ai.outcome?.kind === 'analysis' && ai.outcome.code === analyzed?.code ? ai.outcome : null;
  const aiDocs = ai.outcome?.kind === 'documentation' && ai.outcome.code === analyzed?.code ? ai.outcome : null;
  const running = busy !== null || ai.running;
  const blockedByKey = aiOn && choice.status === 'ready' && !choice.usable;
  const goTo = (line: number) => editor.current?.goTo(line, 1);

  const report = () =>
    JSON.stringify(
      {
        timestamp: new Date().toISOString(),
        language,
        mode,
        ...(analysis ?? {}),
        ai: aiAnalysis
          ? { ...aiAnalysis.result, provider: aiAnalysis.meta.provider, model: aiAnalysis.meta.model }
          : aiDocs
            ? { documentation: aiDocs.text, provider: aiDocs.meta.provider, model: aiDocs.meta.model }
            : undefined,
      },
      null,
      2,
    );

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-4 rounded-xl border border-border bg-surface px-4 py-3">
        <div className="flex flex-wrap items-end gap-x-5 gap-y-3">
          <LanguageSelect value={language} languages={sourceLanguages} onChange={changeLanguage} />
          <SegmentedControl label="Mode" value={mode} options={modeOptions} onChange={changeMode} />
          <Checkbox
            label={
              <span className="inline-flex items-center gap-1.5">
                <Sparkles className="h-4 w-4 text-primary" aria-hidden />
                Use AI
              </span>
            }
            checked={aiOn}
            onChange={(e) => setAiOn(e.target.checked)}
            className="pb-2.5"
          />
          <div className="ml-auto flex flex-wrap items-center gap-2 pb-0.5">
            <DownloadButton
              label="Export report"
              fileName={`code-analysis-${language}.json`}
              mimeType="application/json"
              content={report}
              disabled={!analysis}
            />
            <Button onClick={() => void analyze()} disabled={running || blockedByKey}>
              {running ? (
                <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
              ) : (
                <FileSearch className="h-4 w-4" aria-hidden />
              )}
              {running ? 'Analyzing…' : 'Analyze Code'}
            </Button>
          </div>
        </div>
        {aiOn && (
          <div className="flex flex-col gap-3 border-t border-border pt-3">
            <AiProviderSettings choice={choice} disabled={ai.running} keyButton={false} />
            <div className="flex flex-wrap items-center justify-end gap-2">
              <Link to="/account#api-keys" className="text-sm font-medium text-primary underline-offset-2 hover:underline">
                Add your API key
              </Link>
            </div>
            <p className="text-xs text-muted">
              {mode === 'documentation'
                ? 'The AI writes the documentation'
                : 'The AI reviews the code (security, performance, best practices, refactoring)'}
              ; the figures below still come from the parse tree.
            </p>
          </div>
        )}
      </div>

      {choice.keyEntryOpen && aiOn && <AiKeyEntry choice={choice} onSaved={ai.clearError} />}
      {choice.keyNotice && aiOn && <Alert tone="success">{choice.keyNotice}</Alert>}

      <CodeEditor
        ref={editor}
        label="Code"
        language={editorLanguages[language]}
        value={code}
        onChange={setCode}
        height="22rem"
        placeholder="Paste the code to analyze…"
        onSubmit={() => void analyze()}
        actions={<FilePicker label="Import file" accept={acceptFor(sourceLanguages)} onFile={(file) => void importFile(file)} />}
        hint={
          <span aria-live="polite">
            {busy === 'loading'
              ? `Loading the ${sourceLanguageLabels[language]} parser…`
              : busy === 'analyzing'
                ? 'Analyzing…'
                : stale
                  ? 'The code or options changed: Analyze Code (Ctrl+Enter) to update.'
                  : 'Functions, complexity, maintainability, dependencies, comments and documentation from the parse tree.'}
          </span>
        }
      />

      {error && <Alert tone="error">{error}</Alert>}
      {aiOn && ai.error && <AiErrorNotice error={ai.error} onConfigureKey={choice.openKeyEntry} />}
      {aiOn && <AiProgress ai={ai} />}

      {analysis && (
        <div className={stale ? 'opacity-70 transition-opacity' : undefined}>
          <Tabs<TabId>
            label="Analysis"
            value={tab}
            onChange={setTab}
            items={[
              { value: 'summary', label: 'Summary', content: <SummaryTab analysis={analysis} ai={aiAnalysis} /> },
              {
                value: 'documentation',
                label: 'Documentation',
                content: (
                  <DocumentationTab
                    analysis={analysis}
                    ai={aiDocs}
                    streaming={ai.running && mode === 'documentation' ? ai.streamed : null}
                  />
                ),
              },
              {
                value: 'comments',
                label: `Comments (${analysis.comments.length})`,
                content: <CommentsTab analysis={analysis} onGoTo={goTo} />,
              },
              {
                value: 'functions',
                label: `Functions (${analysis.functions.length})`,
                content: <FunctionsTab analysis={analysis} onGoTo={goTo} />,
              },
            ]}
          />
        </div>
      )}
      {!analysis && !error && busy && (
        <Card className="flex items-center justify-center gap-3 px-4 py-10 text-sm text-muted">
          <Spinner className="h-5 w-5 text-primary" label="" />
          {busy === 'loading' ? `Loading the ${sourceLanguageLabels[language]} parser…` : 'Analyzing…'}
        </Card>
      )}
    </div>
  );
}

function AiProgress({ ai }: { ai: ReturnType<typeof useAnalyzerAi> }) {
  const elapsed = useElapsed(ai.startedAt, null);
  if (ai.status === 'cancelled') return <p className="text-sm text-muted">AI request cancelled.</p>;
  if (!ai.running) return null;
  return (
    <div
      className="flex flex-wrap items-center gap-3 rounded-xl border border-border bg-surface px-4 py-3 text-sm text-fg"
      role="status"
    >
      <Spinner className="h-4 w-4 text-primary" label="" />
      <span>
        Asking {ai.choice.provider?.name ?? 'the AI'} ({ai.choice.model})… {elapsed !== null && formatElapsed(elapsed)}
      </span>
      <Button variant="ghost" size="sm" onClick={ai.cancel} className="ml-auto">
        <X className="h-4 w-4" aria-hidden />
        Cancel
      </Button>
    </div>
  );
}
