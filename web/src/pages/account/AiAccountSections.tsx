import type { SessionUser } from '@/services/session';
import { ApiKeysSection } from './ApiKeysSection';
import { PlanSection } from './PlanSection';
import { useAiUsage, useNow } from './use-ai-usage';
import { formatTimeUntil, usageBanner } from './usage-format';
import { UsageSection } from './UsageSection';
import { UsageWarningBanner } from './UsageWarningBanner';

/**
 * The AI part of the account page (spec platform.md §2, §4): the 80 % warning banner for free
 * users, the user's API keys, the day's usage, then the upgrade or Pro benefits panel.
 */
export function AiAccountSections({ user }: { user: SessionUser }) {
  const { usage, error, refresh } = useAiUsage();
  const now = useNow();
  const banner =
    usage && user.plan === 'free'
      ? usageBanner({
          count: usage.today,
          limit: usage.limit,
          timeUntilReset: formatTimeUntil({ resetTime: usage.resetTime, now }),
        })
      : null;
  return (
    <>
      {banner && <UsageWarningBanner banner={banner} />}
      <ApiKeysSection />
      <UsageSection usage={usage} error={error} now={now} onRetry={() => void refresh()} />
      <PlanSection plan={user.plan} />
    </>
  );
}
