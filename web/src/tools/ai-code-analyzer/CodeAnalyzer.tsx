import { Gauge, Lightbulb, ListChecks, ShieldAlert, Wrench, Zap, type LucideIcon } from 'lucide-react';
import { useId, useMemo, useRef, useState } from 'react';
import { providerName } from '@common/ai';
import { AiToolFrame, useAiTask } from '@/components/ai';
import { Button } from '@/components/Button';
import { CodeEditor, type CodeEditorHandle } from '@/components/CodeEditor';
import { DownloadButton } from '@/components/DownloadButton';
import { Alert, Card } from '@/components/Feedback';
import { Select } from '@/components/Field';
import { FilePicker } from '@/components/FileDrop';
import { Tabs } from '@/components/Tabs';
import { cn } from '@/lib/cn';
import { oneOf, useShareNote, useToolState } from '@/lib/tool-state/tool-state';
import { tag } from '@/operations/kinds';
import { SendToButton } from '../send-to/SendToButton';
import type { ToolScreen } from '../types';
import {
  analyzerLanguages,
  detectLanguage,
  FAILED,
  findingLines,
  importAccept,
  languageInfo,
  languageOfFile,
  NO_ANALYSIS,
  NO_CODE,
  readAnalysis,
  reportJson,
  reportMarkdown,
  scoreTone,
  type Analysis,
  type AnalyzerLanguage,
} from './analysis';

const CODE_LIMIT = 100_000;

const example = `const express = require('express');
const db = require('./db');
const app = express();

app.get('/users', async (req, res) => {
  const sql = "SELECT * FROM users WHERE name = '" + req.query.name + "'";
  const users = await db.query(sql);
  let result = [];
  for (let i = 0; i < users.length; i++) {
    const orders = await db.query('SELECT * FROM orders WHERE user_id = ' + users[i].id);
    result.push({ ...users[i], orders });
  }
  res.send(result);
});

app.listen(3000);
`;

type Category = 'security' | 'performance' | 'bestPractices' | 'refactoring';
type ResultTab = 'overview' | Category;

const categories: { key: Category; label: string; icon: LucideIcon; none: string }[] = [
  { key: 'security', label: 'Security', icon: ShieldAlert, none: 'No security issues found.' },
  { key: 'performance', label: 'Performance', icon: Zap, none: 'No performance issues found.' },
  { key: 'bestPractices', label: 'Best Practices', icon: ListChecks, none: 'Nothing to add on best practices.' },
  { key: 'refactoring', label: 'Refactoring', icon: Wrench, none: 'No refactoring suggested.' },
];

const toneClasses = {
  good: { text: 'text-success', ring: 'border-success/50 bg-success/10', label: 'Good' },
  fair: { text: 'text-warning', ring: 'border-warning/50 bg-warning/10', label: 'Fair' },
  poor: { text: 'text-danger', ring: 'border-danger/50 bg-danger/10', label: 'Needs work' },
};

type Analyzed = {
  analysis: Analysis;
  code: string;
  language: AnalyzerLanguage;
  fileName: string | null;
  provider: string;
  model: string;
  at: Date;
};

const CodeAnalyzer: ToolScreen = ({ initialInput }) => {
  const ai = useAiTask('analyze-code', { toolId: 'ai-code-analyzer', failureMessage: FAILED });
  // The code and the language go in Share links; the AI's analysis never does (it comes from the server).
  const [code, setCode] = useToolState('code', '', { start: initialInput });
  useShareNote('The AI analysis is not in the link: whoever opens it runs the analysis again.');
  const [fileName, setFileName] = useState<string | null>(null);
  /** 'auto': from the file's extension, else detected from the code. */
  const [languageChoice, setLanguageChoice] = useToolState<AnalyzerLanguage | 'auto'>('language', 'auto', {
    persist: true,
    accept: oneOf<AnalyzerLanguage | 'auto'>(['auto', ...analyzerLanguages.map((l) => l.id)]),
  });
  const [fileLanguage, setFileLanguage] = useState<AnalyzerLanguage | null>(null);
  const [importError, setImportError] = useState<string | null>(null);
  const [analyzed, setAnalyzed] = useState<Analyzed | null>(null);
  const editorRef = useRef<CodeEditorHandle>(null);
  const editorBoxRef = useRef<HTMLDivElement>(null);

  const detected = useMemo(() => detectLanguage({ code }), [code]);
  const language: AnalyzerLanguage = languageChoice !== 'auto' ? languageChoice : (fileLanguage ?? detected ?? 'javascript');

  async function importFile(file: File) {
    setImportError(null);
    let fileLang: AnalyzerLanguage;
    try {
      fileLang = languageOfFile({ name: file.name });
      if (file.size > CODE_LIMIT * 4)
        throw new Error(`${file.name} is too large: the analyzer takes up to ${CODE_LIMIT.toLocaleString()} characters.`);
    } catch (err) {
      setImportError((err as Error).message);
      return;
    }
    const text = await file.text();
    if (text.length > CODE_LIMIT) {
      setImportError(`${file.name} is too large: the analyzer takes up to ${CODE_LIMIT.toLocaleString()} characters.`);
      return;
    }
    setCode(text);
    setFileName(file.name);
    setFileLanguage(fileLang);
  }

  async function analyze() {
    if (code.trim() === '') {
      ai.fail(NO_CODE);
      return;
    }
    if (code.length > CODE_LIMIT) {
      ai.fail(`The code is too long: the analyzer takes up to ${CODE_LIMIT.toLocaleString()} characters.`);
      return;
    }
    const snapshot = { code, language, fileName };
    const response = await ai.run({ code, language: languageInfo(language).label });
    if (!response) return;
    setAnalyzed({
      ...snapshot,
      analysis: readAnalysis({ result: response.result }),
      provider: providerName(response.provider),
      model: response.model,
      at: new Date(),
    });
  }

  function goToLine(line: number) {
    editorBoxRef.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    editorRef.current?.goTo(line);
  }

  const autoLabel = languageChoice === 'auto' ? `Auto-detect: ${languageInfo(language).label}` : 'Auto-detect';
  const autoHint =
    languageChoice !== 'auto'
      ? undefined
      : fileLanguage
        ? `From the file extension (${fileName})`
        : detected
          ? 'Detected from the code'
          : code.trim()
            ? 'Not recognised: JavaScript is assumed'
            : undefined;

  return (
    <AiToolFrame
      ai={ai}
      runLabel="Analyze Code"
      runningLabel="Analyzing…"
      onRun={() => void analyze()}
      streamView="progress"
      actions={
        <Button
          variant="ghost"
          disabled={ai.running}
          onClick={() => {
            setCode(example);
            setFileName('users.js');
            setFileLanguage('javascript');
          }}
        >
          Try an example
        </Button>
      }
      result={
        analyzed &&
        (analyzed.analysis.empty ? (
          <Alert tone="info">{NO_ANALYSIS}</Alert>
        ) : (
          <AnalysisResult analyzed={analyzed} onGoToLine={goToLine} codeChanged={analyzed.code !== code} />
        ))
      }
    >
      <Card className="flex flex-col gap-4 p-4 sm:p-5">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <Select
            label="Language"
            value={languageChoice}
            onChange={(e) => setLanguageChoice(e.target.value as AnalyzerLanguage | 'auto')}
            wrapperClassName="w-full sm:w-72"
            hint={autoHint}
          >
            <option value="auto">{autoLabel}</option>
            {analyzerLanguages.map((l) => (
              <option key={l.id} value={l.id}>
                {l.label}
              </option>
            ))}
          </Select>
          <div className="flex flex-wrap items-center gap-2 sm:pt-7">
            {fileName && (
              <span className="max-w-48 truncate text-xs text-muted" title={fileName}>
                {fileName}
              </span>
            )}
            <FilePicker label="Import file" accept={importAccept} onFile={(file) => void importFile(file)} />
          </div>
        </div>
        {importError && <Alert tone="error">{importError}</Alert>}
        <div ref={editorBoxRef} className="scroll-mt-24">
          <CodeEditor
            ref={editorRef}
            label="Code"
            language={languageInfo(language).editor}
            value={code}
            onChange={(next) => {
              setCode(next);
              if (next === '') {
                setFileName(null);
                setFileLanguage(null);
              }
            }}
            height="22rem"
            placeholder="Paste code, or import a .js, .ts, .py, .java, .cpp, .cs, .go or .rs file"
            onSubmit={() => void analyze()}
            hint={`${code.length.toLocaleString()} characters · Ctrl+Enter analyzes`}
          />
        </div>
      </Card>
    </AiToolFrame>
  );
};

function AnalysisResult({
  analyzed,
  onGoToLine,
  codeChanged,
}: {
  analyzed: Analyzed;
  onGoToLine: (line: number) => void;
  codeChanged: boolean;
}) {
  const headingId = useId();
  const [tab, setTab] = useState<ResultTab>('overview');
  const { analysis } = analyzed;
  const base = (analyzed.fileName ?? 'code').replace(/\.[^.]+$/, '');
  const items = [
    { value: 'overview' as const, label: 'Overview', content: <Overview analysis={analysis} onOpen={setTab} /> },
    ...categories.map(({ key, label, none }) => ({
      value: key,
      label: `${label} (${analysis[key].length})`,
      content: <Findings items={analysis[key]} none={none} onGoToLine={onGoToLine} label={label} codeChanged={codeChanged} />,
    })),
  ];
  return (
    <section aria-labelledby={headingId}>
      <Card className="flex flex-col gap-4 p-4 sm:p-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={headingId} className="text-base font-semibold text-fg">
            Analysis{analyzed.fileName ? ` of ${analyzed.fileName}` : ''}
          </h2>
          <div className="flex flex-wrap gap-2">
            <DownloadButton
              fileName={`${base}-analysis.json`}
              content={() => reportJson(analyzed)}
              mimeType="application/json"
              label="Export JSON"
            />
            <DownloadButton
              fileName={`${base}-analysis.md`}
              content={() => reportMarkdown(analyzed)}
              mimeType="text/markdown"
              label="Export Markdown"
            />
            <SendToButton
              value={() => tag('text', reportMarkdown(analyzed))}
              fromToolId="ai-code-analyzer"
              aria-label="Send the Markdown report to…"
            />
          </div>
        </div>
        <Tabs label="Analysis" value={tab} onChange={setTab} items={items} />
      </Card>
    </section>
  );
}

function Overview({ analysis, onOpen }: { analysis: Analysis; onOpen: (tab: Category) => void }) {
  const tone = toneClasses[scoreTone(analysis.qualityScore)];
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <div
          className={cn('flex h-24 w-24 shrink-0 flex-col items-center justify-center rounded-full border-4', tone.ring)}
          data-testid="quality-score"
        >
          <span className={cn('text-3xl font-bold tabular-nums', tone.text)}>{analysis.qualityScore}</span>
          <span className="text-xs text-muted">of 10</span>
        </div>
        <div className="min-w-0">
          <p className="flex items-center gap-2 text-sm font-semibold text-fg">
            <Gauge className={cn('h-4 w-4', tone.text)} aria-hidden />
            Quality score: <span className={tone.text}>{tone.label}</span>
          </p>
          <p className="mt-1 text-sm leading-relaxed text-fg" data-testid="analysis-summary">
            {analysis.summary}
          </p>
        </div>
      </div>
      <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
        {categories.map(({ key, label, icon: Icon }) => (
          <li key={key}>
            <button
              type="button"
              onClick={() => onOpen(key)}
              className="flex w-full items-center gap-3 rounded-lg border border-border bg-surface px-3 py-2.5 text-left transition-colors hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-ring"
            >
              <Icon
                className={cn(
                  'h-5 w-5 shrink-0',
                  analysis[key].length > 0 ? (key === 'security' ? 'text-danger' : 'text-warning') : 'text-success',
                )}
                aria-hidden
              />
              <span className="min-w-0">
                <span className="block text-xs text-muted">{label}</span>
                <span className="block text-sm font-semibold text-fg">
                  {analysis[key].length} {analysis[key].length === 1 ? 'finding' : 'findings'}
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Findings({
  items,
  none,
  onGoToLine,
  label,
  codeChanged,
}: {
  items: string[];
  none: string;
  onGoToLine: (line: number) => void;
  label: string;
  codeChanged: boolean;
}) {
  if (items.length === 0) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted">
        <Lightbulb className="h-4 w-4 text-success" aria-hidden /> {none}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      {codeChanged && (
        <p className="text-xs text-muted">The code has changed since this analysis: line links may point elsewhere.</p>
      )}
      <ol className="flex flex-col gap-2" aria-label={`${label} findings`}>
        {items.map((item, i) => {
          const lines = findingLines({ text: item });
          return (
            <li
              key={i}
              className="flex flex-wrap items-start gap-x-3 gap-y-2 rounded-lg border border-border bg-surface-2/60 px-3 py-2.5 text-sm text-fg"
            >
              <span className="mt-px text-xs font-semibold text-muted tabular-nums">{i + 1}.</span>
              <span className="min-w-0 flex-1 basis-48 leading-relaxed">{item}</span>
              {lines && (
                <Button variant="outline" size="sm" className="ml-6 shrink-0 sm:ml-0" onClick={() => onGoToLine(lines.line)}>
                  {lines.endLine > lines.line ? `Lines ${lines.line}–${lines.endLine}` : `Line ${lines.line}`}
                  <span className="sr-only"> in the code</span>
                </Button>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}

export default CodeAnalyzer;
