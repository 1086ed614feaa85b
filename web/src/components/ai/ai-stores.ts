import { useCallback } from 'react';
import type { ProviderId, ProvidersResponse, UsageResponse } from '@common/ai';
import { useSession } from '@/services/session';
import { fetchProviders, fetchUsage } from '@/services/ai-account-api';
import { createSharedResource, useSharedResource } from './shared-resource';

// The AI state every screen shares: the day's usage (account page, the AI frame, the builder) and
// the providers with which keys exist. An AI request or a saved key refreshes them everywhere.

/** Spec platform.md §4: usage stats refresh every 60 s. */
export const USAGE_REFRESH_MS = 60_000;

export const aiUsage = createSharedResource<UsageResponse>(fetchUsage);
export const aiProviders = createSharedResource<ProvidersResponse>(fetchProviders);

/** After any AI request, counted or not: every usage figure on screen is updated. */
export function refreshAiUsage(): Promise<void> {
  return aiUsage.refresh();
}

/** After a key was saved, activated or removed: every provider list on screen is updated. */
export function refreshAiProviders(): Promise<void> {
  return aiProviders.refresh();
}

/**
 * The day's AI usage, shared by every screen: refreshed every minute while the page is visible,
 * at once when it becomes visible again, and after each AI request. A failed refresh keeps the
 * last numbers and reports the error.
 */
export function useAiUsage({ refreshMs = USAGE_REFRESH_MS }: { refreshMs?: number } = {}) {
  const { user } = useSession();
  const { value, error } = useSharedResource(aiUsage, { owner: user?.id ?? null, refreshMs });
  return { usage: value, error, refresh: refreshAiUsage };
}

/** GET /api/ai/providers, shared: which providers exist and which have the user's own or a built-in key. */
export function useAiProviders() {
  const { user } = useSession();
  const { value, error } = useSharedResource(aiProviders, { owner: user?.id ?? null });
  /** A key saved here: shown at once, before the server is asked again. */
  const markOwnKey = useCallback((id: ProviderId) => {
    aiProviders.update((r) => ({ ...r, providers: r.providers.map((p) => (p.id === id ? { ...p, hasActiveKey: true } : p)) }));
  }, []);
  return { providers: value, error, refresh: refreshAiProviders, markOwnKey };
}
