import type { ProviderId, ProviderSummary } from '@common/ai';

// Spec platform.md §2, §4 Builder key state, as DESIGN.md §4.1 changes it: keys live in the
// account's key store on the server, and a provider is usable with the user's own active key or
// with the server's built-in key (counted against the daily limit).

export function isUsable(provider: ProviderSummary | undefined): boolean {
  return Boolean(provider && (provider.hasActiveKey || provider.builtIn));
}

/**
 * The provider the selector points at: the user's last choice while it is offered, else the
 * server's default when usable, else the first usable one, else the default (whose key the
 * API key panel then asks for).
 */
export function chooseProvider({
  providers,
  defaultProvider,
  stored,
}: {
  providers: readonly ProviderSummary[];
  defaultProvider: ProviderId;
  stored: ProviderId | null;
}): ProviderSummary | undefined {
  const byId = (id: ProviderId | null) => providers.find((p) => p.id === id);
  const fallback = byId(defaultProvider);
  return byId(stored) ?? (isUsable(fallback) ? fallback : (providers.find(isUsable) ?? fallback ?? providers[0]));
}

/** The model choices: the provider's default first, then the listed ones, without repeats. */
export function modelOptions({ defaultModel, models }: { defaultModel: string; models: readonly string[] }): string[] {
  return [...new Set([defaultModel, ...models].filter(Boolean))];
}

/** The chosen model while it is offered, else the provider's default. */
export function chooseModel({ options, stored, defaultModel }: { options: readonly string[]; stored: string | null; defaultModel: string }): string {
  return stored && options.includes(stored) ? stored : defaultModel;
}
