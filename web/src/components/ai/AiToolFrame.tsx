/**
 * AiToolFrame: the one frame of every AI-assisted screen (issue 15). It shows the same things the
 * same way everywhere: provider and model choice (remembered per tool), which key a request uses
 * ("your key": not counted; "built-in": "N of M free AI requests left today", or "Unlimited with
 * Pro"), the spec's refusals (tools.md §5, §8) with inline key entry that saves to the account's
 * key store, the text streaming in as it is written, Cancel (which aborts the request, so the
 * server stops the provider call), the elapsed time, and the day's usage refreshed on every
 * screen after each request.
 *
 * Usage — a whole AI tool:
 *
 *   const ai = useAiTask('regex', { toolId: 'ai-regex-generator', failureMessage: 'Failed to generate regex' });
 *
 *   async function generate() {
 *     if (!description.trim()) return ai.fail('Please enter a description for the regex pattern');
 *     const response = await ai.run({ description, examples });   // provider and model are added
 *     if (response) setResult(response.result);                   // null: refused, failed or cancelled
 *   }
 *
 *   <AiToolFrame ai={ai} runLabel="Generate Regex" runningLabel="Generating regex…" onRun={generate}
 *                streamView="progress" result={<RegexResult … />}>
 *     …the tool's inputs…
 *   </AiToolFrame>
 *
 * `ai` (useAiTask) holds the state: status 'idle' | 'running' | 'done' | 'error' | 'cancelled',
 * `text` (streamed so far), `meta`, `response`, `error`, `startedAt`/`finishedAt`; and the actions
 * run(input), cancel(), fail(message), clearError(), reset(). `ai.choice` (useAiChoice) is the
 * provider/model/key/usage part. Options: `stream` (default true: POST /api/ai/tasks/:task/stream;
 * false: POST /api/ai/tasks/:task).
 *
 * Screens with a layout of their own (the website builder, a tool with an AI mode) use the parts:
 * useAiChoice({ toolId }) for the choice alone, <AiProviderSettings choice />, <AiKeyEntry choice />,
 * <AiErrorNotice error onConfigureKey />, <AiRunStatus ai />, describeAiError(err) for their own
 * requests, and refreshAiUsage() after them (useAiUsage() reads the shared figures).
 * <AiMarkdown text /> renders an answer's Markdown as React elements (never as HTML).
 */
import { Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import type { AiTaskId } from '@common/ai';
import { Button } from '@/components/Button';
import { Alert, Card } from '@/components/Feedback';
import { cn } from '@/lib/cn';
import { useOnline } from '@/lib/use-online';
import { AiErrorNotice } from './AiErrorNotice';
import { AiKeyEntry } from './AiKeyEntry';
import { AiProviderSettings } from './AiProviderSettings';
import { AiRunStatus } from './AiRunStatus';
import type { AiTask } from './use-ai-task';

export type AiToolFrameProps<T extends AiTaskId> = {
  ai: AiTask<T>;
  /** The tool's inputs, above the AI settings and the run button. */
  children?: ReactNode;
  /** The run button's text, e.g. "Optimize SQL". */
  runLabel: string;
  /** Shown while running, e.g. "Optimizing…". */
  runningLabel?: string;
  /** Validates the inputs (ai.fail for a problem) and calls ai.run. */
  onRun: () => void;
  /** Extra reasons the button is disabled (the frame already disables it while running). */
  runDisabled?: boolean;
  /** More buttons beside the run button (Clear, an example…). */
  actions?: ReactNode;
  /** 'text': the streamed text is shown as it arrives; 'progress': only its size (JSON answers). */
  streamView?: 'text' | 'progress';
  /** The tool's result, below the run status. */
  result?: ReactNode;
  className?: string;
};

export function AiToolFrame<T extends AiTaskId>({
  ai,
  children,
  runLabel,
  runningLabel = 'Working…',
  onRun,
  runDisabled = false,
  actions,
  streamView = 'text',
  result,
  className,
}: AiToolFrameProps<T>) {
  const { choice } = ai;
  // The same connection state as the page's offline notice (lib/use-online.ts).
  const online = useOnline();
  return (
    <div className={cn('flex flex-col gap-5', className)}>
      {children}

      <Card className="flex flex-col gap-4 p-4 sm:p-5">
        <AiProviderSettings choice={choice} disabled={ai.running} />
        {choice.status === 'error' && (
          <Alert tone="error" title="Could not load the AI providers">
            <p>{choice.loadError}</p>
            <Button variant="outline" size="sm" className="mt-2" onClick={() => void choice.reload()}>
              Try again
            </Button>
          </Alert>
        )}
        <div className="flex flex-wrap items-center gap-2">
          <Button onClick={onRun} disabled={ai.running || runDisabled || choice.status !== 'ready' || !online}>
            <Sparkles className="h-4 w-4" aria-hidden />
            {ai.running ? runningLabel : runLabel}
          </Button>
          {actions}
          {!online && <span className="text-sm text-muted">AI needs a connection: what you entered is kept.</span>}
        </div>
      </Card>

      {choice.keyEntryOpen && <AiKeyEntry choice={choice} onSaved={ai.clearError} />}
      {choice.keyNotice && <Alert tone="success">{choice.keyNotice}</Alert>}
      {ai.error && <AiErrorNotice error={ai.error} onConfigureKey={choice.openKeyEntry} />}
      <AiRunStatus ai={ai} streamView={streamView} runningLabel={runningLabel} />
      {result}
    </div>
  );
}
