import { Loader2, Square } from 'lucide-react';
import { Button } from '@/components/Button';
import type { OperationRunState } from './use-operation-run';

/** "Working… 40%" with Stop, while a slow run is going. */
export function RunStatus({ state, onStop }: { state: OperationRunState; onStop: () => void }) {
  if (state.status !== 'running' || !state.slow) return null;
  return (
    <span className="flex items-center gap-2 text-xs text-muted" role="status">
      <Loader2 className="h-3.5 w-3.5 animate-spin" aria-hidden />
      {state.progress !== null ? `Working… ${Math.round(state.progress * 100)}%` : 'Working…'}
      <Button variant="outline" size="sm" onClick={onStop}>
        <Square className="h-3 w-3" aria-hidden />
        Stop
      </Button>
    </span>
  );
}
