import { AlertTriangle, CheckCircle2, SquareTerminal, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  API_TOKEN_NAME_MAX,
  apiTokenLifetimes,
  apiTokenNameSchema,
  type ApiToken,
  type CreatedApiTokenResponse,
} from '@common/api-tokens';
import { Button } from '@/components/Button';
import { CopyButton } from '@/components/CopyButton';
import { Alert } from '@/components/Feedback';
import { Select, TextInput } from '@/components/Field';
import { InlineConfirm, useInlineConfirm } from '@/components/InlineConfirm';
import { useOnline } from '@/lib/use-online';
import { AccountSection, LoadedList, SectionNotice, SectionToolbar, useLoadedList } from './AccountSection';
import { createApiToken, listApiTokens, revokeApiToken } from './api-tokens-api';
import { useNow } from './use-ai-usage';
import { appUrl } from '@/lib/base-path';

// Personal API tokens (issue 30): for scripts and CI calling the operations API. The token is
// shown once, when it is created (the server keeps only its hash); the list shows its first
// characters, and any token can be revoked.

function day(iso: string): string {
  return new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
}

function dayAndTime(iso: string): string {
  return new Date(iso).toLocaleString(undefined, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}

/** What every token may do: the server has one scope (server/src/tokens/caller.ts). */
const scopeText = 'Run operations (/api/ops). Never account, key, token or session routes.';

function CreateTokenForm({ id, onCreated }: { id: string; onCreated: (created: CreatedApiTokenResponse) => void }) {
  const online = useOnline();
  const [name, setName] = useState('');
  const [lifetime, setLifetime] = useState(String(apiTokenLifetimes[0]!.days));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const checked = apiTokenNameSchema.safeParse(name);
    if (!checked.success) return setNameError(checked.error.issues[0]?.message ?? 'Name is not valid');
    setNameError(null);
    setBusy(true);
    setError(null);
    try {
      onCreated(await createApiToken({ name: checked.data, expiresInDays: lifetime === 'never' ? null : Number(lifetime) }));
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
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,12rem)]">
        <TextInput
          label="Token name"
          placeholder="e.g. CI pipeline"
          maxLength={API_TOKEN_NAME_MAX}
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={nameError ?? undefined}
          hint={nameError ? undefined : 'What it is for, so you know which one to revoke.'}
          disabled={busy}
          autoComplete="off"
          autoFocus
        />
        <Select label="Expires" value={lifetime} onChange={(e) => setLifetime(e.target.value)} disabled={busy}>
          {apiTokenLifetimes.map(({ days, label }) => (
            <option key={label} value={days === null ? 'never' : String(days)}>
              {label}
            </option>
          ))}
        </Select>
      </div>
      <div className="text-sm">
        <p className="font-medium">Access</p>
        <p className="text-muted">{scopeText}</p>
      </div>
      {error && <Alert tone="error">{error}</Alert>}
      <div>
        <Button type="submit" disabled={busy || !online}>
          {busy ? 'Creating...' : 'Create token'}
        </Button>
      </div>
    </form>
  );
}

/** The new token, shown this once, with a ready-to-run call. */
function NewTokenPanel({ created, onDone }: { created: CreatedApiTokenResponse; onDone: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const example = `curl -H "Authorization: Bearer ${created.secret}" -H "Content-Type: application/json" \\\n  -d '{"input":"hello"}' ${window.location.origin}${appUrl('/api/ops/base64-encode')}`;
  return (
    <div
      role="region"
      aria-labelledby="new-api-token-heading"
      className="mb-5 flex flex-col gap-3 rounded-lg border border-success/40 bg-success/10 p-4"
    >
      <h3
        id="new-api-token-heading"
        ref={headingRef}
        tabIndex={-1}
        className="flex items-center gap-2 font-semibold outline-none"
      >
        <CheckCircle2 className="h-4 w-4 shrink-0 text-success" aria-hidden />
        Token “{created.token.name}” created
      </h3>
      <p className="flex items-start gap-2 text-sm text-fg">
        <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0 text-warning" aria-hidden />
        Copy it now: it is shown only this once. DevForge keeps only a hash of it.
      </p>
      <p className="sr-only">Your new API token:</p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <code
          className="min-w-0 flex-1 break-all rounded-md border border-border bg-surface px-3 py-2 font-mono text-sm"
          data-testid="new-api-token"
        >
          {created.secret}
        </code>
        <CopyButton value={created.secret} label="Copy token" aria-label="Copy token" />
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium">Try it</summary>
        <pre className="mt-2 overflow-x-auto rounded-md border border-border bg-surface px-3 py-2 font-mono text-xs">
          {example}
        </pre>
        <p className="mt-1 text-muted">
          Or from a terminal without a server: <code className="font-mono">node dist/cli/devforge.mjs list</code> (see the
          README).
        </p>
      </details>
      <div>
        <Button variant="outline" size="sm" onClick={onDone}>
          Done, I have copied it
        </Button>
      </div>
    </div>
  );
}

function TokenRow({ token, now, onRevoked }: { token: ApiToken; now: number; onRevoked: (token: ApiToken) => void }) {
  const online = useOnline();
  const { confirming, open: openConfirm, cancel: cancelConfirm, confirmRef, triggerRef } = useInlineConfirm();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const expired = token.expiresAt !== null && Date.parse(token.expiresAt) <= now;

  async function onRevoke() {
    setBusy(true);
    setError(null);
    try {
      await revokeApiToken({ id: token.id });
      onRevoked(token);
    } catch (err) {
      setError((err as Error).message);
      setBusy(false);
    }
  }

  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0" aria-label={`API token ${token.name}`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <span className="break-all font-semibold">{token.name}</span>
            {expired && (
              <span className="rounded-full border border-border px-2 py-0.5 text-[11px] font-semibold uppercase tracking-wide text-fg">
                Expired
              </span>
            )}
          </div>
          <p className="mt-1 font-mono text-sm">
            <span className="sr-only">Starts with </span>
            {token.prefix}…
          </p>
          <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-xs text-muted sm:flex sm:flex-wrap sm:gap-x-4">
            <div className="contents sm:flex sm:gap-1">
              <dt>Created</dt>
              <dd className="text-fg">{day(token.createdAt)}</dd>
            </div>
            <div className="contents sm:flex sm:gap-1">
              <dt>{expired ? 'Expired' : 'Expires'}</dt>
              <dd className="text-fg">{token.expiresAt ? day(token.expiresAt) : 'Never'}</dd>
            </div>
            <div className="contents sm:flex sm:gap-1">
              <dt>Last used</dt>
              <dd className="text-fg" data-testid="token-last-used">
                {token.lastUsedAt ? dayAndTime(token.lastUsedAt) : 'Never'}
              </dd>
            </div>
          </dl>
        </div>
        {!confirming && (
          <Button
            ref={triggerRef}
            variant="ghost"
            size="sm"
            className="text-danger"
            onClick={openConfirm}
            aria-label={`Revoke ${token.name}`}
          >
            <Trash2 className="h-4 w-4" aria-hidden />
            Revoke
          </Button>
        )}
      </div>
      {confirming && (
        <InlineConfirm
          label={`Confirm revoking ${token.name}`}
          confirmLabel="Revoke token"
          busyLabel="Revoking..."
          busy={busy}
          disabled={!online}
          onConfirm={onRevoke}
          onCancel={cancelConfirm}
          confirmRef={confirmRef}
        >
          Revoke “{token.name}”? Scripts using it get 401 from now on. This cannot be undone.
        </InlineConfirm>
      )}
      {error && <Alert tone="error">{error}</Alert>}
    </li>
  );
}

/** API tokens: create (name, expiry), shown once, list (prefix, created, expiry, last used), revoke. */
export function ApiTokensSection() {
  const formId = useId();
  const { items: tokens, setItems: setTokens, error: loadError, reload } = useLoadedList(listApiTokens);
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApiTokenResponse | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const now = useNow();

  function onCreated(result: CreatedApiTokenResponse) {
    setTokens((current) => [result.token, ...(current ?? [])]);
    setCreating(false);
    setNotice(null);
    setCreated(result);
  }

  function onRevoked(token: ApiToken) {
    setTokens((current) => (current ?? []).filter((t) => t.id !== token.id));
    if (created?.token.id === token.id) setCreated(null);
    setNotice(`“${token.name}” revoked. It no longer works.`);
  }

  return (
    <AccountSection
      id="api-tokens"
      title="API Tokens"
      description={
        <>
          Personal tokens for scripts and CI: send one as <code className="font-mono">Authorization: Bearer dfk_…</code> to the
          operations API (
          <a className="text-primary underline" href={appUrl('/api/openapi.json')}>
            OpenAPI document
          </a>
          ).
        </>
      }
      icon={<SquareTerminal className="h-5 w-5" aria-hidden />}
    >
      <SectionToolbar
        hint="Calls count against your plan’s daily operations quota."
        open={creating}
        formId={formId}
        openLabel="Create token"
        onToggle={() => {
          setCreating((open) => !open);
          setNotice(null);
        }}
      />
      {creating && <CreateTokenForm id={formId} onCreated={onCreated} />}
      {created && <NewTokenPanel created={created} onDone={() => setCreated(null)} />}
      <SectionNotice notice={notice} />
      <LoadedList
        items={tokens}
        error={loadError}
        onRetry={() => void reload()}
        what="API tokens"
        empty="No API tokens yet. Create one to call DevForge’s operations from a script."
        listLabel="Your API tokens"
      >
        {(token) => <TokenRow key={token.id} token={token} now={now} onRevoked={onRevoked} />}
      </LoadedList>
    </AccountSection>
  );
}
