import type { ProviderId, ProviderSummary, UsageResponse } from '@common/ai';

// Which provider, model and key an AI request uses (spec platform.md §2, §4, §6 as DESIGN.md §4.1
// changes it): keys live in the account's key store on the server, and a provider is usable with
// the user's own active key or with the server's built-in key (counted against the daily limit).

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

/** The provider select's option text: its name and which key a request would use. */
export function providerOptionLabel(provider: ProviderSummary): string {
  return `${provider.name} (${provider.hasActiveKey ? 'your key' : provider.builtIn ? 'built-in' : 'no key'})`;
}

export type KeySourceNote = {
  /** 'own': the user's key; 'built-in': the server's key, counted; 'none': no key for this provider. */
  source: 'own' | 'built-in' | 'none';
  text: string;
  /** The line is a warning: no key, or no free requests left today. */
  warn: boolean;
};

/**
 * Which key a request with this provider will use, and for the built-in key what is left of the
 * day (spec platform.md §6: own keys are not counted; Pro is unlimited).
 */
export function keySourceNote({ provider, usage }: { provider: ProviderSummary; usage: Pick<UsageResponse, 'limit' | 'remaining'> | null }): KeySourceNote {
  if (provider.hasActiveKey) {
    return { source: 'own', text: `Uses your own ${provider.name} key: not counted against the daily limit.`, warn: false };
  }
  if (!provider.builtIn) return { source: 'none', text: `No ${provider.name} key yet: add yours to use ${provider.name}.`, warn: true };
  if (!usage) return { source: 'built-in', text: 'Uses the built-in key. Counted against your daily limit.', warn: false };
  if (usage.limit === null) return { source: 'built-in', text: 'Uses the built-in key. Unlimited with Pro.', warn: false };
  const remaining = usage.remaining ?? 0;
  const requests = usage.limit === 1 ? 'request' : 'requests';
  return { source: 'built-in', text: `Uses the built-in key. ${remaining} of ${usage.limit} free AI ${requests} left today.`, warn: remaining === 0 };
}
