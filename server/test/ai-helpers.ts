import { sql } from 'kysely';
import type { ProviderId } from '../../common/ai';
import type { Plan } from '../../common/auth';
import { strongPassword, TestClient, uniqueEmail } from './auth-helpers';
import type { FakeProvider } from './fake-provider/fake-provider';
import type { TestServer } from './helpers';

/** Where each provider's requests land on the fake provider: a path prefix per provider. */
export const fakePrefixes: Record<ProviderId, string> = {
  ai: '/agg/v1',
  openai: '/openai/v1',
  deepseek: '/deepseek/v1',
  groq: '/groq/openai/v1',
  nvidia: '/nvidia/v1',
  anthropic: '/anthropic/v1',
  claude: '/claude/v1',
  gemini: '/gemini/v1beta',
  ollama: '/ollama/v1',
  custom: '/custom/v1',
};

const envPrefixes: Record<ProviderId, string> = {
  ai: 'AGGREGATOR',
  openai: 'OPENAI',
  deepseek: 'DEEPSEEK',
  groq: 'GROQ',
  nvidia: 'NVIDIA',
  anthropic: 'ANTHROPIC',
  claude: 'CLAUDE',
  gemini: 'GEMINI',
  ollama: 'OLLAMA',
  custom: 'CUSTOM',
};

export function builtInKeyOf(provider: ProviderId): string {
  return `builtin-${provider}-key-0123456789`;
}

/**
 * Server environment pointing every provider at the fake provider. `builtIn` lists the providers
 * that get a built-in key (default: all but those that need none).
 */
export function fakeProviderEnv(fake: FakeProvider, { builtIn }: { builtIn?: ProviderId[] } = {}): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [provider, prefix] of Object.entries(envPrefixes) as [ProviderId, string][]) {
    env[`AI_${prefix}_BASE_URL`] = `${fake.url}${fakePrefixes[provider]}`;
    if (!builtIn || builtIn.includes(provider)) env[`AI_${prefix}_API_KEY`] = builtInKeyOf(provider);
  }
  return env;
}

export type SignedIn = { client: TestClient; email: string; id: string };

/** A new user, signed up and signed in over HTTP like a browser. */
export async function signedInUser(server: TestServer, prefix = 'ai'): Promise<SignedIn> {
  const client = new TestClient(server.url);
  const email = uniqueEmail(prefix);
  const reply = await client.signUp(email, strongPassword);
  if (reply.status !== 200) throw new Error(`sign-up answered ${reply.status}: ${reply.text}`);
  return { client, email, id: reply.json.user.id };
}

/** What the admin CLI does (auth/plan.ts): the session sees the new plan on its next request. */
export async function setPlan(server: TestServer, email: string, plan: Plan): Promise<void> {
  await sql`update "user" set plan = ${plan} where email = ${email}`.execute(server.database.db);
}
