import { BarChart3 } from 'lucide-react';
import { useId } from 'react';
import { usageLevel, type UsageDay, type UsageLevel, type UsageResponse } from '@common/ai';
import { Button } from '@/components/Button';
import { Alert, Spinner } from '@/components/Feedback';
import { cn } from '@/lib/cn';
import { AccountSection } from './AccountSection';
import { dayLabels, featureNames, formatTimeUntil, usagePercent } from './usage-format';

const barColours: Record<UsageLevel, string> = { ok: 'bg-success', warning: 'bg-warning', limit: 'bg-danger' };

function Stat({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className="rounded-lg border border-border bg-surface-2/50 px-4 py-3">
      <dt className="text-xs font-medium uppercase tracking-wide text-muted">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold tabular-nums">
        {value}
        {detail && <span className="text-sm font-normal text-muted"> {detail}</span>}
      </dd>
    </div>
  );
}

/** Today's share of the limit, coloured green, yellow from 80 %, red at the limit (spec §4). */
function UsageBar({ count, limit }: { count: number; limit: number }) {
  const level = usageLevel({ count, limit });
  return (
    <div>
      <div className="mb-1.5 flex justify-between text-sm">
        <span className="font-medium">Daily free requests</span>
        <span className="tabular-nums text-muted">
          {Math.min(count, limit)} / {limit}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label="Free AI requests used today"
        aria-valuemin={0}
        aria-valuemax={limit}
        aria-valuenow={Math.min(count, limit)}
        aria-valuetext={`${count} of ${limit} used`}
        data-level={level}
        className="h-2.5 w-full overflow-hidden rounded-full bg-surface-2"
      >
        <div
          className={cn('h-full rounded-full transition-[width] duration-500', barColours[level])}
          style={{ width: `${usagePercent({ count, limit })}%` }}
        />
      </div>
    </div>
  );
}

/** The last 7 days as bars, today last; each day is also read out as text. */
function HistoryChart({ history, limit }: { history: UsageDay[]; limit: number | null }) {
  const titleId = useId();
  const top = Math.max(1, limit ?? 0, ...history.map((d) => d.count));
  const quiet = history.every((d) => d.count === 0);
  return (
    <figure aria-labelledby={titleId} className="flex flex-col gap-3">
      <figcaption id={titleId} className="text-sm font-medium">
        Last 7 days
      </figcaption>
      {quiet && <p className="text-sm text-muted">No counted AI requests in the last 7 days.</p>}
      <ol className={cn('grid grid-cols-7 items-end gap-2 sm:gap-3', quiet ? 'h-14' : 'h-40')}>
        {history.map((day, index) => {
          const { short, long } = dayLabels({ date: day.date });
          const today = index === history.length - 1;
          return (
            <li key={day.date} className="flex h-full flex-col items-center justify-end gap-1.5">
              <span className="sr-only">
                {long}
                {today ? ' (today)' : ''}: {day.count} {day.count === 1 ? 'request' : 'requests'}
              </span>
              <span aria-hidden className="text-xs tabular-nums text-muted">
                {day.count}
              </span>
              <span
                aria-hidden
                className={cn(
                  'w-full max-w-10 rounded-t-md',
                  today ? 'bg-primary' : 'bg-primary/35',
                  day.count === 0 && 'bg-border',
                )}
                style={{ height: day.count === 0 ? '3px' : `${Math.max(6, (day.count / top) * 100)}%` }}
              />
              <span aria-hidden className={cn('text-xs', today ? 'font-semibold text-fg' : 'text-muted')}>
                {today ? 'Today' : short}
              </span>
            </li>
          );
        })}
      </ol>
    </figure>
  );
}

/** AI Usage Statistics (spec platform.md §2): today, remaining, time until reset, the bar, 7 days. */
export function UsageSection({
  usage,
  error,
  now,
  onRetry,
}: {
  usage: UsageResponse | null;
  error: string | null;
  now: number;
  onRetry: () => void;
}) {
  const monthly = usage ? Object.entries(usage.monthly.features).sort((a, b) => b[1] - a[1]) : [];
  return (
    <AccountSection
      id="ai-usage"
      title="AI Usage Statistics"
      description="Requests made with DevForge's built-in AI keys. Requests with your own keys are not counted."
      icon={<BarChart3 className="h-5 w-5" aria-hidden />}
    >
      {error && (
        <Alert tone="error" title="Could not refresh your usage" className="mb-4">
          <p>{error}</p>
          <Button variant="outline" size="sm" className="mt-2" onClick={onRetry}>
            Try again
          </Button>
        </Alert>
      )}
      {!usage ? (
        !error && (
          <div className="flex items-center gap-2 py-4 text-sm text-muted">
            <Spinner className="h-4 w-4" label="Loading usage" /> Loading your usage…
          </div>
        )
      ) : (
        <div className="flex flex-col gap-6">
          <dl className="grid gap-3 sm:grid-cols-3">
            <Stat label="Today" value={String(usage.today)} detail={usage.limit === null ? 'requests' : `of ${usage.limit}`} />
            <Stat label="Remaining" value={usage.remaining === null ? 'Unlimited' : String(usage.remaining)} />
            <Stat label="Resets in" value={formatTimeUntil({ resetTime: usage.resetTime, now })} />
          </dl>
          {usage.limit === null ? (
            <p className="rounded-lg bg-primary/10 px-4 py-3 text-sm">
              Pro plan: unlimited AI requests. Today&apos;s count is shown for your information.
            </p>
          ) : (
            <UsageBar count={usage.today} limit={usage.limit} />
          )}
          <HistoryChart history={usage.history} limit={usage.limit} />
          {monthly.length > 0 && (
            <div>
              <h3 className="mb-2 text-sm font-medium">This month by feature</h3>
              <ul className="flex flex-wrap gap-2 text-sm">
                {monthly.map(([feature, count]) => (
                  <li key={feature} className="rounded-full border border-border px-3 py-1">
                    {featureNames[feature] ?? feature} <span className="tabular-nums text-muted">· {count}</span>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      )}
    </AccountSection>
  );
}
