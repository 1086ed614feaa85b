import { Loader2, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { providerName, type AiTaskId } from '@common/ai';
import { Button } from '@/components/Button';
import { cn } from '@/lib/cn';
import { formatElapsed, type AiRunMeta } from './ai-task-state';
import type { AiTask } from './use-ai-task';

/** The time since `startedAt` (performance.now clock), ticking while `finishedAt` is null. */
export function useElapsed(startedAt: number | null, finishedAt: number | null): number | null {
  const [now, setNow] = useState(() => performance.now());
  useEffect(() => {
    if (startedAt === null || finishedAt !== null) return;
    const timer = window.setInterval(() => setNow(performance.now()), 100);
    return () => window.clearInterval(timer);
  }, [startedAt, finishedAt]);
  if (startedAt === null) return null;
  return (finishedAt ?? Math.max(now, startedAt)) - startedAt;
}

function metaLine(meta: AiRunMeta | null): string {
  if (!meta) return '';
  return [providerName(meta.provider), meta.model, meta.keySource === 'own' ? 'your key' : 'built-in key'].join(' · ');
}

/**
 * Where a run stands: while running, the elapsed time, provider and model, Cancel, and (streaming)
 * the text as it is written; afterwards how long it took, or that it was cancelled.
 * `streamView` 'text' shows the streamed text; 'progress' only its size (JSON answers that are
 * shown once complete).
 */
export function AiRunStatus<T extends AiTaskId>({
  ai,
  streamView = 'text',
  runningLabel = 'Working…',
  className,
}: {
  ai: AiTask<T>;
  streamView?: 'text' | 'progress';
  runningLabel?: string;
  className?: string;
}) {
  const elapsed = useElapsed(ai.startedAt, ai.finishedAt);
  const textRef = useRef<HTMLPreElement>(null);
  // Follow the text as it grows, unless the user scrolled up to read.
  useEffect(() => {
    const box = textRef.current;
    if (box && box.scrollHeight - box.scrollTop - box.clientHeight < 48) box.scrollTop = box.scrollHeight;
  }, [ai.text]);

  if (ai.status === 'running') {
    return (
      <div className={cn('flex flex-col gap-3', className)} aria-busy="true">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-primary/30 bg-primary/5 px-4 py-3">
          <Loader2 className="h-4 w-4 shrink-0 animate-spin text-primary" aria-hidden />
          <div className="min-w-0 flex-1">
            <p className="text-sm font-medium text-fg" role="status">
              {runningLabel}
            </p>
            <p className="truncate text-xs text-muted tabular-nums" data-testid="ai-run-progress">
              {elapsed !== null && <span data-testid="ai-elapsed">{formatElapsed(elapsed)}</span>}
              {ai.streaming && ai.text && ` · ${ai.text.length.toLocaleString()} characters`}
              {ai.meta && ` · ${metaLine(ai.meta)}`}
            </p>
          </div>
          <Button variant="outline" size="sm" onClick={ai.cancel}>
            <X className="h-4 w-4" aria-hidden />
            Cancel
          </Button>
        </div>
        {streamView === 'text' && ai.text && (
          <pre
            ref={textRef}
            aria-label="The answer so far"
            tabIndex={0}
            className="max-h-80 overflow-auto rounded-lg border border-border bg-surface-2 p-3 font-mono text-[13px] leading-relaxed break-words whitespace-pre-wrap text-fg"
          >
            {ai.text}
          </pre>
        )}
      </div>
    );
  }
  if (ai.status === 'cancelled') {
    return (
      <p role="status" className={cn('text-sm text-muted', className)}>
        Cancelled{elapsed !== null ? ` after ${formatElapsed(elapsed)}` : ''}. Nothing more is sent to the AI provider.
      </p>
    );
  }
  if (ai.status === 'done' && ai.response && elapsed !== null) {
    const tokens = ai.response.usage?.totalTokens;
    return (
      <p className={cn('text-xs text-muted tabular-nums', className)} data-testid="ai-run-summary">
        Answered in {formatElapsed(elapsed)} · {metaLine(ai.meta)}
        {tokens !== undefined && ` · ${tokens.toLocaleString()} tokens`}
      </p>
    );
  }
  return null;
}
