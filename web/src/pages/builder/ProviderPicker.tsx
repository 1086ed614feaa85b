import { BadgeCheck, Gauge } from 'lucide-react';
import type { ProviderId, ProviderSummary, UsageResponse } from '@common/ai';
import { Select } from '@/components/Field';
import { cn } from '@/lib/cn';
import { isUsable } from '@/components/ai/ai-choice';

function keyNote(p: ProviderSummary): string {
  if (p.hasActiveKey) return 'your key';
  if (p.builtIn) return 'built-in';
  return 'no key';
}

/** Which key a generation will use, and for the built-in key what is left of the day's free requests. */
function KeySourceNote({ provider, usage }: { provider: ProviderSummary; usage: UsageResponse | null }) {
  if (provider.hasActiveKey) {
    return (
      <p className="flex items-start gap-2 text-xs text-muted">
        <BadgeCheck className="mt-px h-4 w-4 shrink-0 text-success" aria-hidden />
        Uses your own {provider.name} key: not counted against the daily limit.
      </p>
    );
  }
  if (!provider.builtIn) return null;
  const left =
    usage && usage.limit !== null && usage.remaining !== null
      ? `${usage.remaining} of ${usage.limit} free AI ${usage.limit === 1 ? 'request' : 'requests'} left today.`
      : usage && usage.limit === null
        ? 'Unlimited with Pro.'
        : 'Counted against your daily limit.';
  return (
    <p className={cn('flex items-start gap-2 text-xs', usage?.remaining === 0 ? 'text-danger' : 'text-muted')} data-testid="builder-usage">
      <Gauge className="mt-px h-4 w-4 shrink-0" aria-hidden />
      Uses the built-in key. {left}
    </p>
  );
}

/** The provider selector (spec §2: shown once a key exists), with a model choice for the aggregator. */
export function ProviderPicker({
  providers,
  provider,
  onProviderChange,
  models,
  model,
  onModelChange,
  modelsLoading,
  usage,
  disabled,
}: {
  providers: readonly ProviderSummary[];
  provider: ProviderSummary;
  onProviderChange: (id: ProviderId) => void;
  /** Model choices; empty: the provider's default model is used and shown. */
  models: readonly string[];
  model: string;
  onModelChange: (model: string) => void;
  modelsLoading: boolean;
  usage: UsageResponse | null;
  disabled: boolean;
}) {
  const hasModelChoice = provider.id === 'ai' && isUsable(provider);
  return (
    <div className="flex flex-col gap-4">
      <Select
        label="AI provider"
        value={provider.id}
        onChange={(e) => onProviderChange(e.target.value as ProviderId)}
        disabled={disabled}
        hint={provider.description}
      >
        {providers.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name} ({keyNote(p)})
          </option>
        ))}
      </Select>
      {hasModelChoice ? (
        <Select label="Model" value={model} onChange={(e) => onModelChange(e.target.value)} disabled={disabled} hint={modelsLoading ? 'Loading models…' : undefined}>
          {(models.length > 0 ? models : [model]).map((m) => (
            <option key={m} value={m}>
              {m}
            </option>
          ))}
        </Select>
      ) : (
        isUsable(provider) && (
          <p className="text-xs text-muted">
            Model: <span className="font-mono text-fg">{provider.defaultModel}</span>
          </p>
        )
      )}
      <KeySourceNote provider={provider} usage={usage} />
    </div>
  );
}
