import { useCallback, useEffect, useRef, useState } from 'react';
import type { UsageResponse } from '@common/ai';
import { fetchUsage } from './ai-account-api';

/** Spec platform.md §4: usage stats refresh every 60 s. */
export const USAGE_REFRESH_MS = 60_000;

/**
 * The day's AI usage, refreshed every minute while the page is visible, and at once when it
 * becomes visible again. A failed refresh keeps the last numbers and reports the error.
 */
export function useAiUsage({ refreshMs = USAGE_REFRESH_MS }: { refreshMs?: number } = {}) {
  const [usage, setUsage] = useState<UsageResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const alive = useRef(true);

  const refresh = useCallback(
    () =>
      fetchUsage().then(
        (next) => {
          if (!alive.current) return;
          setUsage(next);
          setError(null);
        },
        (err: Error) => {
          if (alive.current) setError(err.message);
        },
      ),
    [],
  );

  useEffect(() => {
    alive.current = true;
    void refresh();
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') void refresh();
    }, refreshMs);
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      alive.current = false;
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [refresh, refreshMs]);

  return { usage, error, refresh };
}

/** The current time, updated every `intervalMs`: enough for a countdown shown in minutes. */
export function useNow(intervalMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
