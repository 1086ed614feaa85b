import { Bug, Wrench, X } from 'lucide-react';
import { Button } from '@/components/Button';
import { errorLocation, type RuntimeError } from './runtime-errors';

/** Errors the generated page threw in the preview, with 'Fix it' (a refinement that names them). */
export function RuntimeErrorsPanel({
  errors,
  onFix,
  onDismiss,
  fixDisabled,
}: {
  errors: readonly RuntimeError[];
  onFix: () => void;
  onDismiss: () => void;
  fixDisabled: boolean;
}) {
  const total = errors.reduce((sum, e) => sum + e.count, 0);
  return (
    <section aria-labelledby="builder-runtime-errors" className="rounded-xl border border-warning/60 bg-warning/10 p-4 text-sm text-fg">
      <div className="flex items-start gap-3">
        <Bug className="mt-0.5 h-5 w-5 shrink-0 text-warning" aria-hidden />
        <div className="min-w-0 flex-1">
          <h3 id="builder-runtime-errors" className="font-semibold">
            The preview reported {total === 1 ? 'a JavaScript error' : `${total} JavaScript errors`}
          </h3>
          <ul className="mt-2 flex flex-col gap-1.5">
            {errors.map((e) => (
              <li key={`${e.message}|${e.file}|${e.line}|${e.column}`} className="break-words font-mono text-[13px]">
                {e.message}
                {errorLocation(e) && <span className="text-muted"> ({errorLocation(e)})</span>}
                {e.count > 1 && <span className="ml-1 rounded bg-warning/20 px-1.5 text-xs font-sans font-semibold">×{e.count}</span>}
              </li>
            ))}
          </ul>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button size="sm" onClick={onFix} disabled={fixDisabled}>
              <Wrench className="h-4 w-4" aria-hidden />
              Fix it
            </Button>
            <Button size="sm" variant="ghost" onClick={onDismiss}>
              <X className="h-4 w-4" aria-hidden />
              Dismiss
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
