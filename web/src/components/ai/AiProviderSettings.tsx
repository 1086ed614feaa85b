import { BadgeCheck, Gauge, KeyRound, TriangleAlert } from 'lucide-react';
import type { ProviderId } from '@common/ai';
import { Button } from '@/components/Button';
import { Spinner } from '@/components/Feedback';
import { Select } from '@/components/Field';
import { cn } from '@/lib/cn';
import { providerOptionLabel } from './ai-choice';
import type { AiChoice } from './use-ai-choice';

/** Which key a request will use: own (not counted), built-in ("N of M left today" / unlimited), or none. */
export function AiKeySourceNote({ choice, className }: { choice: AiChoice; className?: string }) {
  const note = choice.keyNote;
  if (!note) return null;
  const Icon = note.source === 'own' ? BadgeCheck : note.source === 'none' ? TriangleAlert : Gauge;
  return (
    <p className={cn('flex items-start gap-2 text-xs', note.warn ? 'text-danger' : 'text-muted', className)} data-testid="ai-key-source">
      <Icon className={cn('mt-px h-4 w-4 shrink-0', note.source === 'own' && 'text-success')} aria-hidden />
      <span>{note.text}</span>
    </p>
  );
}

/**
 * The provider and model selects (the provider's first 20 models, or its built-in choices), the
 * key note, and the API Key button that opens inline key entry.
 */
export function AiProviderSettings({
  choice,
  disabled = false,
  keyButton = true,
  layout = 'row',
  className,
}: {
  choice: AiChoice;
  disabled?: boolean;
  /** Show the API Key toggle (screens with their own place for it turn it off). */
  keyButton?: boolean;
  /** 'row': selects side by side on wide screens; 'stack': one under the other (a narrow column). */
  layout?: 'row' | 'stack';
  className?: string;
}) {
  const { provider, providers } = choice;
  if (choice.status === 'loading') {
    return (
      <p className={cn('flex items-center gap-2 text-sm text-muted', className)}>
        <Spinner className="h-4 w-4" label="Loading AI providers" /> Loading AI providers…
      </p>
    );
  }
  if (!provider) return null;
  return (
    <div className={cn('flex flex-col gap-3', className)}>
      <div className={cn('grid gap-3', layout === 'row' && 'sm:grid-cols-2', keyButton && layout === 'row' && 'sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto]')}>
        <Select label="AI provider" value={provider.id} onChange={(e) => choice.setProvider(e.target.value as ProviderId)} disabled={disabled}>
          {providers.map((p) => (
            <option key={p.id} value={p.id}>
              {providerOptionLabel(p)}
            </option>
          ))}
        </Select>
        {choice.usable && choice.models.length > 1 ? (
          <Select
            label="Model"
            value={choice.model}
            onChange={(e) => choice.setModel(e.target.value)}
            disabled={disabled}
            hint={choice.modelsLoading ? 'Loading models…' : undefined}
            className="font-mono text-[13px]"
          >
            {choice.models.map((m) => (
              <option key={m} value={m}>
                {m}
              </option>
            ))}
          </Select>
        ) : (
          <div className="flex flex-col gap-1.5">
            <span className="text-sm font-medium text-fg">Model</span>
            <p className="flex h-10 items-center truncate rounded-lg border border-dashed border-border px-3 font-mono text-[13px] text-muted">
              {choice.usable ? choice.model : 'Add a key to choose'}
            </p>
          </div>
        )}
        {keyButton && (
          <div className={cn('flex', layout === 'row' && 'sm:items-end')}>
            <Button variant="outline" aria-expanded={choice.keyEntryOpen} onClick={() => (choice.keyEntryOpen ? choice.closeKeyEntry() : choice.openKeyEntry())}>
              <KeyRound className="h-4 w-4" aria-hidden />
              API Key
            </Button>
          </div>
        )}
      </div>
      <AiKeySourceNote choice={choice} />
    </div>
  );
}
