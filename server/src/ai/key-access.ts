import type { Plan } from '../../../common/auth';

export type KeyAccess =
  /** The user's own active key: not counted (spec platform.md §6). */
  | { kind: 'own'; apiKey: string }
  /** The server's key (or a keyless local endpoint): counted against the day's quota; limit null is Pro's "unlimited". */
  | { kind: 'built-in'; apiKey: string | undefined; limit: number | null }
  /** Neither: the call is refused with the spec's "API key required" message. */
  | { kind: 'blocked' };

/** Which key an AI call uses: the user's own, else the built-in one counted for the quota, else none. */
export function resolveKeyAccess({
  ownKey,
  builtInKey,
  keyOptional = false,
  plan,
  freeDailyLimit,
}: {
  ownKey: string | null;
  builtInKey: string | undefined;
  keyOptional?: boolean;
  plan: Plan;
  freeDailyLimit: number;
}): KeyAccess {
  if (ownKey) return { kind: 'own', apiKey: ownKey };
  if (builtInKey || keyOptional) return { kind: 'built-in', apiKey: builtInKey, limit: plan === 'pro' ? null : freeDailyLimit };
  return { kind: 'blocked' };
}
