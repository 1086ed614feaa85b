import { Eye, EyeOff, KeyRound, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { providerIds, providerOptions, type ApiKeyRecord, type ProviderId } from '@common/ai';
import { refreshAiProviders } from '@/components/ai/ai-stores';
import { Button } from '@/components/Button';
import { CopyButton } from '@/components/CopyButton';
import { Alert } from '@/components/Feedback';
import { Select, TextInput } from '@/components/Field';
import { InlineConfirm, useInlineConfirm } from '@/components/InlineConfirm';
import { cn } from '@/lib/cn';
import { useOnline } from '@/lib/use-online';
import { AccountSection, LoadedList, SectionNotice, SectionToolbar, useLoadedList } from './AccountSection';
import { deleteApiKey, fetchProviders, listApiKeys, revealApiKey, saveApiKey, setApiKeyActive } from '@/services/ai-account-api';

function addedOn(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
}

/** The add form: provider, key, Save (disabled while the key is blank after trimming, spec §5). */
function AddKeyForm({
  id,
  providers,
  existing,
  onSaved,
}: {
  id: string;
  providers: ProviderId[];
  existing: ApiKeyRecord[];
  onSaved: (record: ApiKeyRecord) => void;
}) {
  const online = useOnline();
  const [provider, setProvider] = useState<ProviderId>(providers[0] ?? 'openai');
  const [apiKey, setApiKey] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const replaces = existing.find((k) => k.provider === provider);
  const blank = apiKey.trim() === '';

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (blank || busy) return;
    setBusy(true);
    setError(null);
    try {
      onSaved(await saveApiKey({ provider, apiKey: apiKey.trim() }));
    } catch (err) {
      setError((err as Error).message);
      setBusy(false);
    }
  }

  return (
    <form
      id={id}
      onSubmit={onSubmit}
      noValidate
      className="mb-5 flex flex-col gap-4 rounded-lg border border-border bg-surface-2/60 p-4"
    >
      <div className="grid gap-4 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)]">
        <Select label="Provider" value={provider} onChange={(e) => setProvider(e.target.value as ProviderId)} disabled={busy}>
          {providers.map((p) => (
            <option key={p} value={p}>
              {providerOptions[p].name}
            </option>
          ))}
        </Select>
        <TextInput
          label="API key"
          type="password"
          autoComplete="off"
          spellCheck={false}
          placeholder={`Paste your ${providerOptions[provider].name} key`}
          value={apiKey}
          onChange={(e) => setApiKey(e.target.value)}
          disabled={busy}
          hint={
            replaces
              ? `This replaces your saved ${replaces.providerName} key and makes it active.`
              : 'Stored encrypted. Only you can reveal it.'
          }
          className="font-mono"
          autoFocus
        />
      </div>
      {error && <Alert tone="error">{error}</Alert>}
      <div>
        <Button type="submit" disabled={blank || busy || !online}>
          {busy ? 'Saving...' : 'Save Key'}
        </Button>
      </div>
    </form>
  );
}

/** One saved key: masked until revealed, activate or deactivate, delete after a confirmation. */
function KeyRow({
  record,
  onChanged,
  onDeleted,
}: {
  record: ApiKeyRecord;
  onChanged: (r: ApiKeyRecord) => void;
  onDeleted: (id: string, name: string) => void;
}) {
  const online = useOnline();
  // A revealed value belongs to the key it was read for: saving a new key hides it again.
  const [reveal, setReveal] = useState<{ value: string; mask: string } | null>(null);
  const revealed = reveal && reveal.mask === record.maskedKey ? reveal.value : null;
  const [busy, setBusy] = useState<null | 'reveal' | 'toggle' | 'delete'>(null);
  const [error, setError] = useState<string | null>(null);
  const { confirming, open: openConfirm, cancel: cancelConfirm, confirmRef, triggerRef } = useInlineConfirm();

  async function run<T>(what: 'reveal' | 'toggle' | 'delete', action: () => Promise<T>): Promise<T | undefined> {
    setBusy(what);
    setError(null);
    try {
      return await action();
    } catch (err) {
      setError((err as Error).message);
      return undefined;
    } finally {
      setBusy(null);
    }
  }

  async function onReveal() {
    if (revealed !== null) return setReveal(null);
    const value = await run('reveal', () => revealApiKey({ id: record.id }));
    if (value !== undefined) setReveal({ value, mask: record.maskedKey });
  }

  async function onToggle() {
    const next = await run('toggle', () => setApiKeyActive({ id: record.id, isActive: !record.isActive }));
    if (next) onChanged(next);
  }

  async function onDelete() {
    const done = await run('delete', () => deleteApiKey({ id: record.id }).then(() => true));
    if (done) onDeleted(record.id, record.providerName);
  }

  const name = record.providerName;
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0" aria-label={`${name} API key`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-semibold">{name}</span>
            <span className="inline-flex items-center gap-1.5 rounded-full border border-border px-2 py-0.5 text-[11px] font-semibold uppercase tracking-wide text-fg">
              <span aria-hidden className={cn('h-2 w-2 rounded-full', record.isActive ? 'bg-success' : 'bg-muted/60')} />
              {record.isActive ? 'Active' : 'Inactive'}
            </span>
          </div>
          <p className="mt-1 break-all font-mono text-sm" data-testid="key-value">
            <span className="sr-only">{revealed !== null ? 'Key: ' : 'Masked key: '}</span>
            {revealed ?? record.maskedKey}
          </p>
          {addedOn(record.createdAt) && <p className="mt-0.5 text-xs text-muted">Added {addedOn(record.createdAt)}</p>}
        </div>
        {!confirming && (
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              size="sm"
              onClick={onReveal}
              disabled={busy !== null}
              aria-label={`${revealed !== null ? 'Hide' : 'Reveal'} ${name} key`}
            >
              {revealed !== null ? <EyeOff className="h-4 w-4" aria-hidden /> : <Eye className="h-4 w-4" aria-hidden />}
              {busy === 'reveal' ? 'Revealing...' : revealed !== null ? 'Hide' : 'Reveal'}
            </Button>
            {revealed !== null && <CopyButton value={revealed} aria-label={`Copy ${name} key`} />}
            <Button
              variant="outline"
              size="sm"
              onClick={onToggle}
              disabled={busy !== null || !online}
              aria-label={`${record.isActive ? 'Deactivate' : 'Activate'} ${name} key`}
            >
              {busy === 'toggle' ? 'Saving...' : record.isActive ? 'Deactivate' : 'Activate'}
            </Button>
            <Button
              ref={triggerRef}
              variant="ghost"
              size="sm"
              className="text-danger"
              onClick={openConfirm}
              disabled={busy !== null}
              aria-label={`Delete ${name} key`}
            >
              <Trash2 className="h-4 w-4" aria-hidden />
              Delete
            </Button>
          </div>
        )}
      </div>
      {confirming && (
        <InlineConfirm
          label={`Confirm deleting the ${name} key`}
          confirmLabel="Delete key"
          busyLabel="Deleting..."
          busy={busy === 'delete'}
          disabled={busy !== null || !online}
          onConfirm={onDelete}
          onCancel={cancelConfirm}
          confirmRef={confirmRef}
        >
          Delete your {name} key? {name} requests will then use the built-in key, counted against your daily limit.
        </InlineConfirm>
      )}
      {error && <Alert tone="error">{error}</Alert>}
    </li>
  );
}

/** AI Provider API Keys (spec platform.md §2, §4): the user's own keys, stored encrypted on the server. */
export function ApiKeysSection() {
  const formId = useId();
  const [providers, setProviders] = useState<ProviderId[]>([...providerIds]);
  const {
    items: keys,
    setItems: setKeys,
    error: loadError,
    reload,
  } = useLoadedList(async () => {
    const [list, options] = await Promise.all([listApiKeys(), fetchProviders().catch(() => null)]);
    // Only the providers this server has set up can be chosen.
    if (options) setProviders(options.providers.map((p) => p.id));
    return list;
  });
  const [adding, setAdding] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  function onSaved(record: ApiKeyRecord) {
    // The AI screens' provider lists (which key a request uses) follow.
    void refreshAiProviders();
    setKeys((current) => [record, ...(current ?? []).filter((k) => k.id !== record.id)]);
    setAdding(false);
    setNotice(`${record.providerName} key saved. AI features for ${record.providerName} now use it.`);
  }

  function onChanged(record: ApiKeyRecord) {
    void refreshAiProviders();
    setKeys((current) => (current ?? []).map((k) => (k.id === record.id ? record : k)));
    setNotice(`${record.providerName} key ${record.isActive ? 'activated' : 'deactivated'}.`);
  }

  function onDeleted(id: string, name: string) {
    void refreshAiProviders();
    setKeys((current) => (current ?? []).filter((k) => k.id !== id));
    setNotice(`${name} key deleted.`);
  }

  return (
    <AccountSection
      id="api-keys"
      title="AI Provider API Keys"
      description="Your own keys are used instead of the built-in ones and don't count against the daily limit."
      icon={<KeyRound className="h-5 w-5" aria-hidden />}
    >
      <SectionToolbar
        hint="Stored encrypted, shown masked until you reveal them."
        open={adding}
        formId={formId}
        openLabel="Add API Key"
        onToggle={() => {
          setAdding((open) => !open);
          setNotice(null);
        }}
      />
      {adding && <AddKeyForm id={formId} providers={providers} existing={keys ?? []} onSaved={onSaved} />}
      <SectionNotice notice={notice} />
      <LoadedList
        items={keys}
        error={loadError}
        onRetry={() => void reload()}
        what="API keys"
        empty="No API keys yet. Add one to use AI features without the daily limit."
        listLabel="Saved API keys"
      >
        {(record) => <KeyRow key={record.id} record={record} onChanged={onChanged} onDeleted={onDeleted} />}
      </LoadedList>
    </AccountSection>
  );
}
