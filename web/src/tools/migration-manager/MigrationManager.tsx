import { Download, Eye, Play, Plus, Trash2, Undo2, Upload } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/Button';
import { CodeEditor } from '@/components/CodeEditor';
import { Alert, Badge, Card, Spinner } from '@/components/Feedback';
import { TextInput } from '@/components/Field';
import { Modal } from '@/components/Modal';
import { Tabs } from '@/components/Tabs';
import { EngineQueryError } from '@/engines/database/types';
import { useDatabaseEngine } from '@/engines/database/use-engine';
import { EngineBar } from '@/tools/database-ui/EngineBar';
import { downloadFile } from '@/lib/download';
import { oneOf, useShareNote, useToolState } from '@/lib/tool-state/tool-state';
import { useStoredState } from '@/lib/use-stored-state';
import {
  applySteps,
  byVersion,
  createMigration,
  ensureMigrationsTable,
  exportZip,
  importZip,
  lastApplied,
  nextVersion,
  parseDraft,
  readAppliedSql,
  reconcile,
  rollbackSteps,
  toApply,
  validateMigration,
  type Migration,
  type NewMigration,
} from './migrations';

const tabs = ['list', 'create', 'rollback'] as const;
type Tab = (typeof tabs)[number];
const isDraft = (value: unknown): value is NewMigration =>
  typeof value === 'object' &&
  value !== null &&
  ['name', 'up', 'down'].every((key) => typeof (value as Record<string, unknown>)[key] === 'string');
type Notice = { tone: 'success' | 'error' | 'info'; text: string } | null;

function errorText(error: unknown, script: string): string {
  if (error instanceof EngineQueryError) {
    const where =
      error.position && error.step === 0
        ? ` (${script} script, line ${error.position.line}, column ${error.position.column})`
        : '';
    return `${error.message}${where}`;
  }
  return (error as Error).message;
}

function StatusBadge({ status }: { status: Migration['status'] }) {
  if (status === 'applied') return <Badge tone="new">Applied</Badge>;
  if (status === 'failed') return <Badge className="bg-danger/15 text-danger">Failed</Badge>;
  return <Badge tone="neutral">Pending</Badge>;
}

const when = (iso?: string) => (iso ? new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : '');

export default function MigrationManager({ initialInput }: { initialInput?: string }) {
  const [migrations, setMigrations] = useStoredState<Migration[]>('migration-manager:migrations', []);
  // The migration being written and the tab go in Share links. The list is this browser's database's
  // own record (statuses come from it): a link never replaces it; Export ZIP shares it.
  const [handedOver] = useState(() => parseDraft(initialInput) ?? undefined);
  const [draft, setDraft] = useToolState<NewMigration>(
    'draft',
    { name: '', up: '', down: '' },
    { start: handedOver, accept: isDraft },
  );
  const [tab, setTab] = useToolState<Tab>('tab', 'list', { start: initialInput ? 'create' : undefined, accept: oneOf(tabs) });
  useShareNote(
    'The migrations list is not in the link: it is this browser’s database’s own record. Use Export ZIP to share the migrations.',
  );
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [viewing, setViewing] = useState<Migration | null>(null);
  const importInput = useRef<HTMLInputElement>(null);
  const { engine, status } = useDatabaseEngine('postgresql');
  const ready = status.state === 'ready';
  const sorted = [...migrations].sort(byVersion);
  const appliedCount = sorted.filter((m) => m.status === 'applied').length;

  /** Statuses from the database: schema_migrations is the record of what is applied. */
  const sync = useCallback(async () => {
    if (!engine) return;
    await engine.query(ensureMigrationsTable);
    const { rows } = await engine.query(readAppliedSql);
    const applied = rows.map(([version, at]) => ({ version: String(version), applied_at: String(at) }));
    setMigrations((current) => reconcile(current, applied));
  }, [engine, setMigrations]);

  const readyAt = status.state === 'ready' ? status.startMs : null;
  useEffect(() => {
    if (readyAt === null) return;
    sync().catch((error: unknown) =>
      setNotice({ tone: 'error', text: `Could not read the applied migrations: ${(error as Error).message}` }),
    );
  }, [readyAt, sync]);

  async function apply(list: Migration[]) {
    if (!engine) return;
    setNotice(null);
    let done = 0;
    for (const m of list) {
      setBusy(`Applying ${m.version}…`);
      try {
        await engine.transaction(applySteps(m));
        done++;
      } catch (error) {
        const text = errorText(error, 'up');
        setMigrations((current) => current.map((x) => (x.id === m.id ? { ...x, status: 'failed', error: text } : x)));
        await sync();
        setBusy(null);
        setNotice({
          tone: 'error',
          text: `Migration ${m.version} failed and was rolled back: the database is unchanged.${done ? ` ${done} before it ${done === 1 ? 'was' : 'were'} applied.` : ''}`,
        });
        return;
      }
    }
    await sync();
    setBusy(null);
    setNotice({ tone: 'success', text: done === 1 ? `Migration ${list[0].version} applied.` : `${done} migrations applied.` });
  }

  async function rollback(m: Migration) {
    if (!engine) return;
    setNotice(null);
    let steps;
    try {
      steps = rollbackSteps(m);
    } catch (error) {
      setNotice({ tone: 'error', text: (error as Error).message });
      return;
    }
    setBusy(`Rolling back ${m.version}…`);
    try {
      await engine.transaction(steps);
      await sync();
      setNotice({ tone: 'success', text: `Migration ${m.version} rolled back: it is pending again.` });
    } catch (error) {
      setNotice({ tone: 'error', text: `Rollback of ${m.version} failed and was undone: ${errorText(error, 'down')}` });
    } finally {
      setBusy(null);
    }
  }

  const problems = validateMigration(draft);
  function create() {
    setTouched(true);
    if (Object.keys(problems).length > 0) return;
    const created = createMigration(migrations, draft);
    setMigrations((current) => [...current, created]);
    setDraft({ name: '', up: '', down: '' });
    setTouched(false);
    setTab('list');
    setNotice({
      tone: 'success',
      text: `Migration ${created.version} "${created.name}" created. It is pending until you apply it.`,
    });
  }

  async function onImport(file: File | undefined) {
    if (!file) return;
    setNotice(null);
    try {
      const { added, skipped } = importZip(new Uint8Array(await file.arrayBuffer()), migrations);
      setMigrations((current) => [...current, ...added]);
      await sync();
      setNotice({
        tone: 'success',
        text: `Imported ${added.length} migration${added.length === 1 ? '' : 's'}${skipped.length ? ` (${skipped.length} already here)` : ''}.`,
      });
    } catch (error) {
      setNotice({ tone: 'error', text: `Import failed: ${(error as Error).message}` });
    } finally {
      if (importInput.current) importInput.current.value = '';
    }
  }

  const pending = toApply(sorted);
  const last = lastApplied(sorted);
  const locked = !ready || busy !== null;

  const list = (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <Button onClick={() => void apply(pending)} disabled={locked || pending.length === 0}>
          <Play className="h-4 w-4" aria-hidden /> Apply all pending{pending.length ? ` (${pending.length})` : ''}
        </Button>
        <Button
          variant="outline"
          onClick={() => downloadFile('migrations.zip', new Blob([exportZip(sorted) as BlobPart]), 'application/zip')}
          disabled={sorted.length === 0}
        >
          <Download className="h-4 w-4" aria-hidden /> Export ZIP
        </Button>
        <Button variant="outline" onClick={() => importInput.current?.click()} disabled={busy !== null}>
          <Upload className="h-4 w-4" aria-hidden /> Import ZIP
        </Button>
        <input
          ref={importInput}
          type="file"
          accept=".zip,application/zip"
          className="sr-only"
          aria-label="Import migrations ZIP"
          tabIndex={-1}
          onChange={(e) => void onImport(e.target.files?.[0])}
        />
      </div>
      {sorted.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border px-4 py-8 text-center text-sm text-muted">
          No migrations yet.{' '}
          <button
            type="button"
            className="font-medium text-primary underline underline-offset-2"
            onClick={() => setTab('create')}
          >
            Create the first one
          </button>{' '}
          or import a ZIP.
        </p>
      ) : (
        <ol aria-label="Migrations" className="flex flex-col divide-y divide-border rounded-lg border border-border">
          {sorted.map((m) => (
            <li key={m.id} className="flex flex-col gap-2 px-4 py-3">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
                <span className="font-mono text-sm font-semibold text-fg">{m.version}</span>
                <span className="min-w-[11rem] flex-1 truncate text-sm text-fg">{m.name}</span>
                <StatusBadge status={m.status} />
                {m.appliedAt && <span className="text-xs text-muted">{when(m.appliedAt)}</span>}
                <div className="flex flex-wrap gap-1.5">
                  <Button variant="ghost" size="sm" onClick={() => setViewing(m)} aria-label={`View migration ${m.version}`}>
                    <Eye className="h-4 w-4" aria-hidden /> View
                  </Button>
                  {m.status !== 'applied' && (
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => void apply([m])}
                      disabled={locked}
                      aria-label={`Apply migration ${m.version}`}
                    >
                      <Play className="h-4 w-4" aria-hidden /> Apply
                    </Button>
                  )}
                  {m.status !== 'applied' && (
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => setMigrations((current) => current.filter((x) => x.id !== m.id))}
                      disabled={busy !== null}
                      aria-label={`Delete migration ${m.version}`}
                    >
                      <Trash2 className="h-4 w-4" aria-hidden />
                    </Button>
                  )}
                </div>
              </div>
              {m.status === 'failed' && m.error && (
                <p className="whitespace-pre-wrap rounded-md bg-danger/10 px-3 py-2 font-mono text-xs text-fg">{m.error}</p>
              )}
            </li>
          ))}
        </ol>
      )}
    </div>
  );

  const showProblem = (field: keyof NewMigration) => (touched ? problems[field] : undefined);
  const form = (
    <form
      className="flex flex-col gap-4"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        create();
      }}
    >
      <div className="flex flex-wrap items-end gap-4">
        <TextInput
          label="Name"
          value={draft.name}
          onChange={(e) => setDraft({ ...draft, name: e.target.value })}
          error={showProblem('name')}
          placeholder="add reviews table"
          wrapperClassName="w-full max-w-md"
        />
        <p className="pb-2 text-sm text-muted">
          Version <span className="font-mono font-semibold text-fg">{nextVersion(migrations)}</span>
        </p>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-1">
          <CodeEditor
            label="Up script"
            language="postgresql"
            value={draft.up}
            onChange={(up) => setDraft((d) => ({ ...d, up }))}
            height="14rem"
            placeholder="CREATE TABLE reviews (…);"
            hint="Required. Runs in a transaction: all or nothing."
          />
          {showProblem('up') && <p className="text-sm text-danger">{showProblem('up')}</p>}
        </div>
        <div className="flex min-w-0 flex-col gap-1">
          <CodeEditor
            label="Down script"
            language="postgresql"
            value={draft.down}
            onChange={(down) => setDraft((d) => ({ ...d, down }))}
            height="14rem"
            placeholder="DROP TABLE reviews;"
            hint="Optional. Undoes the up script; without it the migration cannot be rolled back."
          />
          {showProblem('down') && <p className="text-sm text-danger">{showProblem('down')}</p>}
        </div>
      </div>
      <div>
        <Button type="submit">
          <Plus className="h-4 w-4" aria-hidden /> Create Migration
        </Button>
      </div>
    </form>
  );

  const rollbackPanel = (
    <div className="flex flex-col gap-4">
      {!last ? (
        <p className="rounded-lg border border-dashed border-border px-4 py-8 text-center text-sm text-muted">
          No migration is applied, so there is nothing to roll back.
        </p>
      ) : (
        <>
          <p className="text-sm text-muted">
            Rolling back undoes the most recently applied migration with its down script, in a transaction, and marks it pending
            again.
          </p>
          <Card className="flex flex-col gap-3 p-4">
            <div className="flex flex-wrap items-center gap-3">
              <span className="font-mono text-sm font-semibold">{last.version}</span>
              <span className="text-sm">{last.name}</span>
              <span className="text-xs text-muted">applied {when(last.appliedAt)}</span>
            </div>
            {last.down ? (
              <pre
                tabIndex={0}
                aria-label={`Down script of migration ${last.version}`}
                className="max-h-48 overflow-auto rounded-md bg-surface-2 p-3 font-mono text-xs text-fg"
              >
                {last.down}
              </pre>
            ) : (
              <Alert tone="warning">This migration has no down script, so it cannot be rolled back.</Alert>
            )}
            <div>
              <Button variant="danger" onClick={() => void rollback(last)} disabled={locked || !last.down}>
                <Undo2 className="h-4 w-4" aria-hidden /> Roll back {last.version}
              </Button>
            </div>
          </Card>
        </>
      )}
    </div>
  );

  return (
    <div className="flex flex-col gap-5">
      <Card className="flex flex-col gap-3 p-4 sm:p-5">
        <EngineBar engine={engine} status={status} onReset={() => void sync()} />
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
          <p className="text-sm font-semibold text-fg" aria-live="polite">
            {appliedCount} of {sorted.length} applied
          </p>
          {ready && !status.persisted && (
            <p className="text-xs text-muted">
              The database is in memory: reloading resets it and every migration is pending again. Keep data in this browser to
              keep them applied.
            </p>
          )}
        </div>
      </Card>

      <div role="status" aria-live="polite" className="empty:hidden">
        {busy && (
          <p className="inline-flex items-center gap-2 text-sm text-muted">
            <Spinner className="h-4 w-4" label="Working" /> {busy}
          </p>
        )}
      </div>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}

      <Tabs<Tab>
        label="Migration manager"
        value={tab}
        onChange={setTab}
        items={[
          { value: 'list', label: 'Migration List', content: list },
          { value: 'create', label: 'Create Migration', content: form },
          { value: 'rollback', label: 'Rollback', content: rollbackPanel },
        ]}
      />

      <Modal
        open={viewing !== null}
        onOpenChange={(open) => !open && setViewing(null)}
        title={viewing ? `Migration ${viewing.version}: ${viewing.name}` : ''}
        description={
          viewing
            ? viewing.status === 'applied'
              ? `Applied ${when(viewing.appliedAt)}`
              : viewing.status === 'failed'
                ? 'Failed: the database was left unchanged'
                : 'Pending'
            : undefined
        }
        className="max-w-3xl"
      >
        {viewing && (
          <div className="flex flex-col gap-4">
            <CodeEditor label="Up script" language="postgresql" value={viewing.up} readOnly height="12rem" />
            <CodeEditor
              label="Down script"
              language="postgresql"
              value={viewing.down}
              readOnly
              height="9rem"
              placeholder="No down script"
            />
          </div>
        )}
      </Modal>
    </div>
  );
}
