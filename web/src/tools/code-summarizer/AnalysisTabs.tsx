import { CheckCircle2, FileCode2, Lightbulb, Package, Puzzle, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { AiMarkdown } from '@/components/ai';
import { CodeEditor } from '@/components/CodeEditor';
import { CopyButton } from '@/components/CopyButton';
import { DownloadButton } from '@/components/DownloadButton';
import { Badge, Card } from '@/components/Feedback';
import { SaveAsSnippetButton } from '@/components/SaveAsSnippetButton';
import { editorLanguages, sourceLanguageLabels } from '@/engines/code/languages';
import { cn } from '@/lib/cn';
import { snippetLanguageOf } from '@/lib/snippet-handoff';
import { tag } from '@/operations/kinds';
import { SendToButton } from '../send-to/SendToButton';
import type { CodeAnalysis } from './analysis';
import type { AiOutcome } from './use-analyzer-ai';

const levelTone = { low: 'text-success', medium: 'text-warning', high: 'text-danger' } as const;
const ratingTone = { good: 'text-success', moderate: 'text-warning', low: 'text-danger' } as const;
const extensions = { javascript: 'js', typescript: 'ts', python: 'py', java: 'java', cpp: 'cpp', csharp: 'cs' } as const;

function Stat({ label, value, detail, tone }: { label: string; value: ReactNode; detail?: ReactNode; tone?: string }) {
  return (
    <Card className="flex flex-col gap-1 px-4 py-3">
      <span className="text-sm text-muted">{label}</span>
      <span className={cn('text-2xl font-semibold tabular-nums', tone ?? 'text-fg')}>{value}</span>
      {detail && <span className="text-xs text-muted">{detail}</span>}
    </Card>
  );
}

function Section({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h3 className="flex items-center gap-2 text-sm font-semibold text-fg">
        {icon}
        {title}
      </h3>
      {children}
    </section>
  );
}

function AiFindings({ outcome }: { outcome: Extract<AiOutcome, { kind: 'analysis' }> }) {
  const { result, meta } = outcome;
  const score = result.qualityScore;
  const groups: [string, string[]][] = [
    ['Security', result.security],
    ['Performance', result.performance],
    ['Best practices', result.bestPractices],
    ['Refactoring', result.refactoring],
  ];
  return (
    <Card className="flex flex-col gap-3 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="flex items-center gap-2 text-sm font-semibold text-fg">
          <Sparkles className="h-4 w-4 text-primary" aria-hidden />
          AI review
        </h3>
        <span className="text-xs text-muted">
          {meta.model} · {meta.keySource === 'own' ? 'your key' : 'built-in key'}
        </span>
      </div>
      <p className="text-sm text-fg">{result.summary}</p>
      <p className="text-sm">
        Quality score{' '}
        <span
          className={cn('font-semibold tabular-nums', score >= 8 ? 'text-success' : score >= 6 ? 'text-warning' : 'text-danger')}
        >
          {score.toFixed(1)} / 10
        </span>
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        {groups.map(([name, items]) => (
          <div key={name}>
            <h4 className="text-xs font-semibold uppercase tracking-wide text-muted">{name}</h4>
            {items.length === 0 ? (
              <p className="text-sm text-muted">Nothing to report.</p>
            ) : (
              <ul className="ml-4 list-disc text-sm text-fg">
                {items.map((item, i) => (
                  <li key={i}>{item}</li>
                ))}
              </ul>
            )}
          </div>
        ))}
      </div>
    </Card>
  );
}

export function SummaryTab({ analysis, ai }: { analysis: CodeAnalysis; ai: Extract<AiOutcome, { kind: 'analysis' }> | null }) {
  const { complexity, maintainability, lines, halstead } = analysis;
  return (
    <div className="flex flex-col gap-5">
      {ai && <AiFindings outcome={ai} />}
      <p className="text-sm leading-relaxed text-fg">{analysis.summary}</p>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat
          label="Cyclomatic complexity"
          value={complexity.total}
          tone={levelTone[complexity.level]}
          detail={`${complexity.level} · highest ${complexity.highest} in one function`}
        />
        <Stat
          label="Maintainability"
          value={`${Math.round(maintainability.index)}`}
          tone={ratingTone[maintainability.rating]}
          detail={`of 100 · ${maintainability.rating}`}
        />
        <Stat
          label="Lines of code"
          value={lines.code}
          detail={`${lines.total} lines · ${lines.comment} comment · ${lines.blank} blank`}
        />
        <Stat
          label="Functions"
          value={analysis.functions.length}
          detail={
            analysis.classes.length === 0
              ? 'no classes'
              : `${analysis.classes.length} class${analysis.classes.length === 1 ? '' : 'es'} or types`
          }
        />
      </div>
      <p className="text-xs text-muted">{maintainability.formula} Complexity: low under 20, medium under 50, else high.</p>

      {analysis.mode === 'detailed' && (
        <Section title="Halstead measures" icon={<FileCode2 className="h-4 w-4 text-primary" aria-hidden />}>
          <dl className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-4">
            {(
              [
                ['Distinct operators', halstead.distinctOperators],
                ['Distinct operands', halstead.distinctOperands],
                ['Operators', halstead.operators],
                ['Operands', halstead.operands],
                ['Volume', Math.round(halstead.volume)],
                ['Difficulty', halstead.difficulty.toFixed(1)],
                ['Effort', Math.round(halstead.effort).toLocaleString('en-US')],
                ['Vocabulary', halstead.vocabulary],
              ] as const
            ).map(([term, value]) => (
              <div key={term} className="flex justify-between gap-2 border-b border-border py-1">
                <dt className="text-muted">{term}</dt>
                <dd className="font-medium tabular-nums text-fg">{value}</dd>
              </div>
            ))}
          </dl>
        </Section>
      )}

      <div className="grid gap-5 lg:grid-cols-2">
        <Section title="Suggestions" icon={<Lightbulb className="h-4 w-4 text-primary" aria-hidden />}>
          {analysis.suggestions.length === 0 ? (
            <p className="flex items-center gap-2 text-sm text-muted">
              <CheckCircle2 className="h-4 w-4 text-success" aria-hidden />
              Nothing to improve by these measures.
            </p>
          ) : (
            <ul className="ml-4 list-disc text-sm text-fg">
              {analysis.suggestions.map((s, i) => (
                <li key={i}>{s}</li>
              ))}
            </ul>
          )}
        </Section>
        <Section title="Patterns" icon={<Puzzle className="h-4 w-4 text-primary" aria-hidden />}>
          {analysis.patterns.length === 0 ? (
            <p className="text-sm text-muted">No notable patterns.</p>
          ) : (
            <ul className="flex flex-col gap-1 text-sm">
              {analysis.patterns.map((p) => (
                <li key={p.name}>
                  <span className="font-medium text-fg">{p.name}</span> <span className="text-muted">— {p.evidence}</span>
                </li>
              ))}
            </ul>
          )}
        </Section>
      </div>

      <Section
        title={`Dependencies (${analysis.dependencies.length})`}
        icon={<Package className="h-4 w-4 text-primary" aria-hidden />}
      >
        {analysis.dependencies.length === 0 ? (
          <p className="text-sm text-muted">No imports.</p>
        ) : (
          <ul className="flex flex-wrap gap-2" aria-label="Dependencies">
            {analysis.dependencies.map((d) => (
              <li key={d} className="rounded-md border border-border bg-surface-2 px-2 py-0.5 font-mono text-xs text-fg">
                {d}
              </li>
            ))}
          </ul>
        )}
      </Section>
    </div>
  );
}

export function DocumentationTab({
  analysis,
  ai,
  streaming,
}: {
  analysis: CodeAnalysis;
  ai: Extract<AiOutcome, { kind: 'documentation' }> | null;
  streaming: string | null;
}) {
  if (ai || streaming !== null) {
    const text = ai?.text ?? streaming ?? '';
    return (
      <section aria-label="AI documentation" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-xs text-muted" aria-live="polite">
            {ai
              ? `Written by ${ai.meta.model} (${ai.meta.keySource === 'own' ? 'your key' : 'built-in key'}). Read it before you use it.`
              : 'Writing…'}
          </p>
          {ai && (
            <div className="flex gap-2">
              <SendToButton value={tag('text', text)} fromToolId="code-summarizer" />
              <CopyButton value={text} />
              <DownloadButton fileName="documentation.md" content={text} mimeType="text/markdown" />
            </div>
          )}
        </div>
        <Card className="max-h-[32rem] overflow-auto p-4">
          <AiMarkdown text={text} />
        </Card>
      </section>
    );
  }
  return (
    <CodeEditor
      key="documented-code"
      label="Documented code"
      language={editorLanguages[analysis.language]}
      value={analysis.documentation}
      readOnly
      height="26rem"
      hint={
        analysis.documentedCount > 0
          ? `${analysis.documentedCount} doc comment skeleton${analysis.documentedCount === 1 ? '' : 's'} added in the language’s own style; descriptions are made from the names, so check them.`
          : 'Every function already has a doc comment.'
      }
      actions={
        <>
          <SendToButton value={tag('text', analysis.documentation)} fromToolId="code-summarizer" />
          <CopyButton value={analysis.documentation} />
          <DownloadButton fileName={`documented.${extensions[analysis.language]}`} content={analysis.documentation} />
          {/* The documented code is what is worth keeping: the analysed code itself with its doc-comment
              skeletons filled in, so the snippet is the code and its documentation in one. The figures
              are a report (Export report), and the AI's Markdown above is prose, not code. */}
          <SaveAsSnippetButton
            code={analysis.documentation}
            {...snippetLanguageOf(analysis.language)}
            title={`Documented ${sourceLanguageLabels[analysis.language]} code`}
            source="code-summarizer"
          />
        </>
      }
    />
  );
}

export function CommentsTab({ analysis, onGoTo }: { analysis: CodeAnalysis; onGoTo: (line: number) => void }) {
  if (analysis.comments.length === 0)
    return (
      <p className="flex items-center gap-2 rounded-xl border border-dashed border-border px-4 py-8 text-sm text-muted">
        <CheckCircle2 className="h-4 w-4 text-success" aria-hidden />
        No comments to suggest: public functions are documented and conditions are simple.
      </p>
    );
  return (
    <ul aria-label="Suggested comments" className="flex flex-col gap-3">
      {analysis.comments.map((c) => (
        <li key={`${c.line}:${c.target}`}>
          <Card className="flex flex-col gap-2 p-3">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <button
                type="button"
                onClick={() => onGoTo(c.line)}
                className="text-left text-sm font-medium text-primary underline-offset-2 hover:underline"
              >
                Line {c.line}: {c.target}
              </button>
              <span className="text-xs text-muted">{c.why}</span>
            </div>
            <pre className="overflow-x-auto rounded-md bg-surface-2 p-2 font-mono text-xs text-fg">{c.comment}</pre>
          </Card>
        </li>
      ))}
    </ul>
  );
}

export function FunctionsTab({ analysis, onGoTo }: { analysis: CodeAnalysis; onGoTo: (line: number) => void }) {
  if (analysis.functions.length === 0)
    return (
      <p className="rounded-xl border border-dashed border-border px-4 py-8 text-sm text-muted">No functions in this code.</p>
    );
  const detailed = analysis.mode === 'detailed';
  return (
    <div className="overflow-x-auto rounded-xl border border-border">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">Functions</caption>
        <thead className="bg-surface-2 text-xs uppercase tracking-wide text-muted">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              Function
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Parameters
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Returns
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Complexity
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Lines
            </th>
            {detailed && (
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                Maint.
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {analysis.functions.map((f) => (
            <tr key={`${f.line}:${f.name}`} className="align-top">
              <td className="px-3 py-2">
                <button
                  type="button"
                  onClick={() => onGoTo(f.line)}
                  className="text-left font-mono text-[13px] font-medium text-primary underline-offset-2 hover:underline"
                >
                  {f.name}
                </button>
                <span className="ml-2 text-xs text-muted">line {f.line}</span>
                {!f.isPublic && <Badge className="ml-2">private</Badge>}
                <p className={cn('mt-0.5 text-xs', f.generatedDescription ? 'italic text-muted' : 'text-fg')}>
                  {f.description}
                  {f.generatedDescription && ' (from the name)'}
                </p>
              </td>
              <td className="px-3 py-2 font-mono text-xs text-fg">
                {f.parameters.length === 0
                  ? '—'
                  : f.parameters.map((p) => (
                      <div key={p.name}>
                        {p.name}
                        {p.type && <span className="text-muted">: {p.type}</span>}
                        {p.defaultValue !== undefined && <span className="text-muted"> = {p.defaultValue}</span>}
                      </div>
                    ))}
              </td>
              <td className="px-3 py-2 font-mono text-xs text-fg">{f.returns}</td>
              <td
                className={cn(
                  'px-3 py-2 text-right font-semibold tabular-nums',
                  f.complexity > 10 ? 'text-danger' : f.complexity > 5 ? 'text-warning' : 'text-fg',
                )}
              >
                {f.complexity}
              </td>
              <td className="px-3 py-2 text-right tabular-nums text-fg">{f.codeLines}</td>
              {detailed && <td className="px-3 py-2 text-right tabular-nums text-fg">{Math.round(f.maintainability)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
