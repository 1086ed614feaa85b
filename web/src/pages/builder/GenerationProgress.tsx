import { Check, Loader2, X } from 'lucide-react';
import { providerName } from '@common/ai';
import { Button } from '@/components/Button';
import { Card } from '@/components/Feedback';
import { cn } from '@/lib/cn';
import type { GenerationRun } from './generation-state';
import { progressLine, stageStepIndex, stageSteps } from './stage-labels';

/** While the site is written: the stage in words and the size so far, the steps, and Cancel. */
export function GenerationProgress({ run, onCancel }: { run: GenerationRun; onCancel: () => void }) {
  const current = stageStepIndex(run.stage);
  const title = run.kind === 'refine' ? 'Refining your website' : 'Building your website';
  return (
    <section aria-label={title}>
      <Card className="overflow-hidden">
        <div className="h-1 w-full animate-pulse bg-linear-to-r from-primary/30 via-primary to-primary/30" aria-hidden />
        <div className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
          <div className="flex min-w-0 items-start gap-3">
            <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
              <Loader2 className="h-5 w-5 animate-spin" aria-hidden />
            </span>
            <div className="min-w-0">
              <h2 className="font-semibold text-fg">{title}</h2>
              <p role="status" aria-live="polite" className="mt-0.5 text-sm text-muted tabular-nums" data-testid="builder-progress">
                {progressLine(run)}
              </p>
              {run.provider && (
                <p className="mt-0.5 truncate text-xs text-muted">
                  {providerName(run.provider)}
                  {run.model ? ` · ${run.model}` : ''}
                  {run.keySource === 'own' ? ' · your key' : run.keySource === 'built-in' ? ' · built-in key' : ''}
                </p>
              )}
            </div>
          </div>
          <Button variant="outline" onClick={onCancel} className="shrink-0 self-start sm:self-center">
            <X className="h-4 w-4" aria-hidden />
            Cancel
          </Button>
        </div>
        <ol className="grid grid-cols-4 gap-2 border-t border-border px-5 py-3 text-xs sm:px-6" aria-label="Steps">
          {stageSteps.map((step, i) => {
            const done = current > i;
            const active = current === i;
            return (
              <li key={step.stage} className={cn('flex items-center gap-1.5 font-medium', done || active ? 'text-fg' : 'text-muted')}>
                <span
                  className={cn(
                    'flex h-5 w-5 shrink-0 items-center justify-center rounded-full border text-[10px]',
                    done && 'border-success bg-success text-white dark:text-bg',
                    active && 'border-primary text-primary',
                    !done && !active && 'border-border',
                  )}
                  aria-hidden
                >
                  {done ? <Check className="h-3 w-3" /> : active ? <Loader2 className="h-3 w-3 animate-spin" /> : i + 1}
                </span>
                <span className="truncate">
                  <span className="sm:hidden">{step.short}</span>
                  <span className="hidden sm:inline">{step.label}</span>
                  <span className="sr-only">{done ? ' (done)' : active ? ' (in progress)' : ''}</span>
                </span>
              </li>
            );
          })}
        </ol>
      </Card>
    </section>
  );
}
