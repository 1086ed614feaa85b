import { usageLevel, type UsageLevel } from '@common/ai';

/** "5 h 12 min", "12 min", "less than a minute": how long until the daily count starts again. */
export function formatTimeUntil({ resetTime, now = Date.now() }: { resetTime: string; now?: number }): string {
  const ms = new Date(resetTime).getTime() - now;
  if (!Number.isFinite(ms)) throw new Error('Invalid reset time');
  const minutes = Math.ceil(ms / 60_000);
  if (minutes <= 1) return ms <= 0 ? 'now' : 'less than a minute';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** Share of the daily limit used, 0–100, for the progress bar. */
export function usagePercent({ count, limit }: { count: number; limit: number | null }): number {
  if (limit === null) return 0;
  if (limit <= 0) return 100;
  return Math.min(100, Math.round((count / limit) * 100));
}

export type UsageBanner = { tone: 'warning' | 'error'; title: string; message: string } | null;

/** The banner for free users from 80 % of the daily limit (spec platform.md §4); null below it, and for Pro. */
export function usageBanner({ count, limit, timeUntilReset }: { count: number; limit: number | null; timeUntilReset: string }): UsageBanner {
  const level: UsageLevel = usageLevel({ count, limit });
  if (limit === null || level === 'ok') return null;
  if (level === 'limit') {
    return {
      tone: 'error',
      title: 'Daily AI limit reached',
      message: `You've used all ${limit} free AI requests for today. They reset in ${timeUntilReset}. Add your own API key below, or upgrade to Pro for unlimited AI.`,
    };
  }
  const left = limit - count;
  return {
    tone: 'warning',
    title: `You've used ${count} of ${limit} free AI requests today`,
    message: `${left} ${left === 1 ? 'request is' : 'requests are'} left until the reset in ${timeUntilReset}. Add your own API key below, or upgrade to Pro for unlimited AI.`,
  };
}

/** "Mon 6", and the full date for assistive technology, of a UTC day 'YYYY-MM-DD'. */
export function dayLabels({ date }: { date: string }): { short: string; long: string } {
  const at = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(at.getTime())) throw new Error(`Invalid date: ${date}`);
  return {
    short: at.toLocaleDateString('en-US', { weekday: 'short', timeZone: 'UTC' }),
    long: at.toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }),
  };
}

/** Human names of the AI features counted per feature. */
export const featureNames: Record<string, string> = {
  'analyze-code': 'Code analysis',
  documentation: 'Documentation',
  refactor: 'Refactoring',
  tests: 'Test generation',
  explain: 'Code explanation',
  regex: 'Regex generation',
  'sql-optimize': 'SQL optimisation',
  'commit-message': 'Commit messages',
  'landing-page': 'Landing pages',
  website: 'Website builder',
};
