import { useEffect, useState } from 'react';

// The day's usage is one shared copy (web/src/components/ai/ai-stores.ts): the account page, the
// AI frame and the builder all show it, and every AI request refreshes it.
export { useAiUsage, USAGE_REFRESH_MS } from '@/components/ai/ai-stores';

/** The current time, updated every `intervalMs`: enough for a countdown shown in minutes. */
export function useNow(intervalMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
