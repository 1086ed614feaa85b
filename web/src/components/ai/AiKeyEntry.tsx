import { KeyRound, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { ProviderId, ProviderSummary } from '@common/ai';
import { Button } from '@/components/Button';
import { Alert, Card } from '@/components/Feedback';
import { Select, TextInput } from '@/components/Field';
import { Link } from '@/components/Link';
import { saveApiKey } from '@/services/ai-account-api';
import type { AiChoice } from './use-ai-choice';

/**
 * Inline key entry (spec tools.md §4: "a missing key prompts key entry"; platform.md §2, §4): a
 * masked input and Save Key, disabled while the key is blank after trimming. The key goes into
 * the account's key store (DESIGN.md §4.1) for the chosen provider; from then on that provider's
 * requests use it and are not counted.
 */
export function AiKeyEntry({
  choice,
  chooseProvider = false,
  closable = true,
  onSaved,
}: {
  choice: AiChoice;
  /** Offer the provider choice here too (a screen that hides its main selector until a key exists). */
  chooseProvider?: boolean;
  /** False while the entry is required (the screen cannot work without a key). */
  closable?: boolean;
  onSaved?: (provider: ProviderSummary) => void;
}) {
  const headingId = useId();
  const [apiKey, setApiKey] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const provider = choice.provider;
  if (!provider) return null;
  const blank = apiKey.trim() === '';

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (blank || busy || !provider) return;
    setBusy(true);
    setError(null);
    try {
      await saveApiKey({ provider: provider.id, apiKey: apiKey.trim() });
      setApiKey('');
      choice.keySaved(provider);
      onSaved?.(provider);
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby={headingId}>
      <Card className="p-5 sm:p-6">
        <div className="flex items-start gap-3">
          <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
            <KeyRound className="h-5 w-5" aria-hidden />
          </span>
          <div className="min-w-0 flex-1">
            <h2 id={headingId} className="text-lg font-semibold text-fg">
              {provider.name} API Key
            </h2>
            <p className="mt-0.5 text-sm text-muted">
              Your own key is stored encrypted in your account and used instead of the built-in key, without the daily limit. Manage your keys in{' '}
              <Link to="/account#api-keys" className="font-medium text-primary underline-offset-2 hover:underline">
                Account Settings
              </Link>
              .
            </p>
          </div>
          {closable && (
            <Button variant="ghost" size="icon" onClick={choice.closeKeyEntry} aria-label="Close API key panel">
              <X className="h-4 w-4" aria-hidden />
            </Button>
          )}
        </div>
        <form onSubmit={onSubmit} noValidate className="mt-5 flex flex-col gap-4">
          <div className={chooseProvider ? 'grid gap-4 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)]' : 'grid gap-4'}>
            {chooseProvider && (
              <Select label="Provider" value={provider.id} onChange={(e) => choice.setProvider(e.target.value as ProviderId)} disabled={busy}>
                {choice.providers.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name}
                  </option>
                ))}
              </Select>
            )}
            <TextInput
              label="API key"
              type="password"
              autoComplete="off"
              spellCheck={false}
              placeholder={`Paste your ${provider.name} API key`}
              value={apiKey}
              onChange={(e) => setApiKey(e.target.value)}
              disabled={busy}
              className="font-mono"
            />
          </div>
          {error && <Alert tone="error">{error}</Alert>}
          <div>
            <Button type="submit" disabled={blank || busy}>
              <KeyRound className="h-4 w-4" aria-hidden />
              {busy ? 'Saving...' : 'Save Key'}
            </Button>
          </div>
        </form>
      </Card>
    </section>
  );
}
