import type { ApiKeyListResponse, ApiKeyRecord, ProviderId, ProvidersResponse, RevealApiKeyResponse, UsageResponse } from '@common/ai';
import { apiFetch } from '@/lib/api';

// The account page's calls to /api/keys and /api/ai (server/src/keys, server/src/ai).

export function listApiKeys(): Promise<ApiKeyRecord[]> {
  return apiFetch<ApiKeyListResponse>('/api/keys').then((r) => r.keys);
}

export function saveApiKey({ provider, apiKey }: { provider: ProviderId; apiKey: string }): Promise<ApiKeyRecord> {
  return apiFetch<{ key: ApiKeyRecord }>('/api/keys', { method: 'POST', json: { provider, apiKey } }).then((r) => r.key);
}

export function setApiKeyActive({ id, isActive }: { id: string; isActive: boolean }): Promise<ApiKeyRecord> {
  return apiFetch<{ key: ApiKeyRecord }>(`/api/keys/${encodeURIComponent(id)}`, { method: 'PATCH', json: { isActive } }).then((r) => r.key);
}

export function deleteApiKey({ id }: { id: string }): Promise<void> {
  return apiFetch<void>(`/api/keys/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function revealApiKey({ id }: { id: string }): Promise<string> {
  return apiFetch<RevealApiKeyResponse>(`/api/keys/${encodeURIComponent(id)}/reveal`, { method: 'POST' }).then((r) => r.apiKey);
}

export function fetchUsage(): Promise<UsageResponse> {
  return apiFetch<UsageResponse>('/api/ai/usage');
}

export function fetchProviders(): Promise<ProvidersResponse> {
  return apiFetch<ProvidersResponse>('/api/ai/providers');
}
