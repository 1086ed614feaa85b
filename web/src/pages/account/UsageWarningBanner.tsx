import { AlertTriangle, OctagonAlert } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { UsageBanner } from './usage-format';

/**
 * The free plan's usage warning (spec platform.md §4). The text stays in the body colour on a
 * tinted background: yellow text on a pale yellow background would not be readable.
 */
export function UsageWarningBanner({ banner }: { banner: NonNullable<UsageBanner> }) {
  const atLimit = banner.tone === 'error';
  const Icon = atLimit ? OctagonAlert : AlertTriangle;
  return (
    <div
      role={atLimit ? 'alert' : 'status'}
      className={cn(
        'flex gap-3 rounded-xl border px-4 py-3 text-sm text-fg',
        atLimit ? 'border-danger/50 bg-danger/10' : 'border-warning/60 bg-warning/15',
      )}
    >
      <Icon className={cn('mt-0.5 h-5 w-5 shrink-0', atLimit ? 'text-danger' : 'text-warning')} aria-hidden />
      <div className="min-w-0">
        <p className="font-semibold">{banner.title}</p>
        <p className="mt-0.5">{banner.message}</p>
      </div>
    </div>
  );
}
