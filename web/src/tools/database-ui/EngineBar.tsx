import { Database, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/Button';
import { Alert, Spinner } from '@/components/Feedback';
import { Checkbox } from '@/components/Field';
import type { DatabaseEngine } from '@/engines/database/client';
import { engineLabels, engineRuntimes, startStepLabels, type EngineStatus } from '@/engines/database/types';

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The engine's start-up progress ("starting database", ~2 s for PGlite), then what runs and how long it took to start. */
export function EngineStatusLine({ engine, status }: { engine: DatabaseEngine | null; status: EngineStatus }) {
  const kind = engine?.kind;
  if (status.state === 'failed') {
    return (
      <Alert tone="error" title="The database could not start">
        <p>{status.message}</p>
        <Button variant="outline" size="sm" className="mt-2" onClick={() => engine?.restart()}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (status.state === 'starting') {
    const percent = status.progress !== undefined ? Math.round(status.progress * 100) : undefined;
    return (
      <div role="status" aria-live="polite" className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex items-center gap-2 text-sm text-fg">
          <Spinner className="h-4 w-4 text-primary" label="Starting" />
          <span className="font-medium">Starting {kind ? engineLabels[kind] : 'the database'}…</span>
          <span className="text-muted">
            {startStepLabels[status.step]}
            {status.step === 'download' && status.bytes ? ` (${mb(status.bytes)})` : ''}
          </span>
        </div>
        {percent !== undefined && (
          <div
            role="progressbar"
            aria-label={`Downloading the ${kind ? engineLabels[kind] : ''} engine`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-1.5 w-full max-w-sm overflow-hidden rounded-full bg-surface-2"
          >
            <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
          </div>
        )}
      </div>
    );
  }
  return (
    <p
      className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted"
      data-engine-ready={kind}
      data-start-ms={Math.round(status.startMs)}
    >
      <Database className="h-4 w-4 shrink-0 text-success" aria-hidden />
      <span className="font-medium text-fg">{kind ? engineRuntimes[kind] : ''}</span>
      <span>
        · ready in {(status.startMs / 1000).toFixed(1)} s{status.restored ? ' · your saved data' : ''}
        {status.persisted ? ' · kept in this browser' : ''}
      </span>
    </p>
  );
}

/**
 * The engine's status with its two controls: keep the data in this browser (per database kind,
 * shared by every tool) and reset to the sample data.
 */
export function EngineBar({
  engine,
  status,
  onReset,
}: {
  engine: DatabaseEngine | null;
  status: EngineStatus;
  onReset?: () => void;
}) {
  const [busy, setBusy] = useState<null | 'persist' | 'reset'>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // The box shows the choice at once; the engine moves the data meanwhile.
  const [wanted, setWanted] = useState<boolean | null>(null);
  const ready = status.state === 'ready';

  async function act(kind: 'persist' | 'reset', action: () => Promise<void>) {
    setBusy(kind);
    setProblem(null);
    try {
      await action();
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <EngineStatusLine engine={engine} status={status} />
        {engine && status.state !== 'failed' && (
          <div className="flex flex-wrap items-center gap-3">
            <Checkbox
              label="Keep data in this browser"
              title="Saves this database in IndexedDB, so your tables survive a reload"
              checked={wanted ?? (ready ? status.persisted : engine.persisted)}
              disabled={!ready || busy !== null}
              onChange={(e) => {
                const on = e.target.checked;
                setWanted(on);
                void act('persist', () => engine.setPersistence(on)).finally(() => setWanted(null));
              }}
            />
            <Button
              variant="ghost"
              size="sm"
              disabled={!ready || busy !== null}
              onClick={() =>
                act('reset', async () => {
                  await engine.reset();
                  onReset?.();
                })
              }
            >
              {busy === 'reset' ? (
                <Spinner className="h-4 w-4" label="Resetting" />
              ) : (
                <RotateCcw className="h-4 w-4" aria-hidden />
              )}
              Reset data
            </Button>
          </div>
        )}
      </div>
      {problem && <Alert tone="error">{problem}</Alert>}
    </div>
  );
}
