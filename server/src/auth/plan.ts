import type { Plan } from '../../../common/auth';
import type { Auth } from './auth';

export const plans: readonly Plan[] = ['free', 'pro'];

export function isPlan(value: unknown): value is Plan {
  return typeof value === 'string' && (plans as readonly string[]).includes(value);
}

/** A user's plan; anything unexpected in the column counts as free. */
export function planOf(user: object): Plan {
  const plan = (user as { plan?: unknown }).plan;
  return isPlan(plan) ? plan : 'free';
}

export class UnknownUserError extends Error {}

/** Sets a user's plan (the admin CLI). Sessions see it on their next request: there is no cookie cache. */
export async function setUserPlan({ auth, email, plan }: { auth: Auth; email: string; plan: Plan }): Promise<{ id: string; email: string; plan: Plan }> {
  const { internalAdapter } = await auth.$context;
  const found = await internalAdapter.findUserByEmail(email.trim().toLowerCase());
  if (!found) throw new UnknownUserError(`No user with the email ${email}`);
  const updated = await internalAdapter.updateUser(found.user.id, { plan });
  return { id: updated.id, email: updated.email, plan: planOf(updated) };
}
