import type { ApiToken, ApiTokenListResponse, CreateApiTokenInput, CreatedApiTokenResponse } from '@common/api-tokens';
import { apiFetch } from '@/lib/api';

// The account page's calls to /api/tokens (server/src/tokens): personal API tokens for /api/ops.

export function listApiTokens(): Promise<ApiToken[]> {
  return apiFetch<ApiTokenListResponse>('/api/tokens').then((r) => r.tokens);
}

export function createApiToken(input: CreateApiTokenInput): Promise<CreatedApiTokenResponse> {
  return apiFetch<CreatedApiTokenResponse>('/api/tokens', { method: 'POST', json: input });
}

export function revokeApiToken({ id }: { id: string }): Promise<void> {
  return apiFetch<void>(`/api/tokens/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
