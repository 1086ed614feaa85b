import { fileURLToPath } from 'node:url';
import type { Reply, TestClient } from './auth-helpers';

/** A folder of test tool folders (a catastrophic-regex probe), served beside the real catalogue. */
export const fixtureToolsDir = fileURLToPath(new URL('./fixtures/operation-tools/', import.meta.url));

export function bearer(secret: string): Record<string, string> {
  return { authorization: `Bearer ${secret}` };
}

/** A new personal API token of the signed-in client's user. */
export async function createToken(
  client: TestClient,
  name = 'test token',
  expiresInDays: number | null = null,
): Promise<{ id: string; secret: string }> {
  const reply = await client.post('/api/tokens', { name, expiresInDays });
  if (reply.status !== 201) throw new Error(`token creation answered ${reply.status}: ${reply.text}`);
  return { id: reply.json.token.id, secret: reply.json.secret };
}

/** POST /api/ops/<id> with a JSON body, as a script would (no cookie, no Origin). */
export async function callOperation(
  baseUrl: string,
  operationId: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Reply> {
  const response = await fetch(`${baseUrl}/api/ops/${operationId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, json, text };
}
