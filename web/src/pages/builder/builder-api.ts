import { createSseParser, type ModelsResponse, type ProviderId } from '@common/ai';
import type { BuilderStreamEvent, GenerateWebsiteInput, RefineWebsiteInput } from '@common/builder';
import type { ApiErrorBody } from '@common/api';
import { apiFetch, ApiError } from '@/lib/api';

// The builder's calls: POST /api/builder/generate and /refine (server/src/builder), which answer
// with server-sent events, or with a JSON error when refused before generating.

export type BuilderDone = Extract<BuilderStreamEvent, { event: 'done' }>['data'];
export type BuilderProgressEvent = Exclude<BuilderStreamEvent, { event: 'done' } | { event: 'error' }>;

export type BuilderRequest = { endpoint: 'generate'; input: GenerateWebsiteInput } | { endpoint: 'refine'; input: RefineWebsiteInput };

export const STREAM_INCOMPLETE = 'The connection closed before the website was finished. Please try again.';

async function errorFromResponse(response: Response): Promise<ApiError> {
  let body: ApiErrorBody | undefined;
  try {
    body = (await response.json()) as ApiErrorBody;
  } catch {
    body = undefined;
  }
  const error = body?.error;
  return new ApiError(response.status, error?.code ?? 'http_error', error?.message ?? `Request failed (${response.status})`);
}

/**
 * Runs a generation or refinement: reports meta and progress events as they arrive and resolves
 * with the done event's data. Rejects with ApiError (refusals, stream errors, a dropped
 * connection) or, when `signal` aborts, with the abort reason.
 */
export async function streamBuilder({
  request,
  signal,
  onEvent,
  fetchImpl = fetch,
}: {
  request: BuilderRequest;
  signal?: AbortSignal;
  onEvent?: (event: BuilderProgressEvent) => void;
  fetchImpl?: typeof fetch;
}): Promise<BuilderDone> {
  let response: Response;
  try {
    response = await fetchImpl(`/api/builder/${request.endpoint}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
      body: JSON.stringify(request.input),
      signal,
    });
  } catch (err) {
    if (signal?.aborted) throw signal.reason ?? err;
    throw new ApiError(0, 'network', 'Could not reach the server. Check your connection and try again.');
  }
  if (!response.ok) throw await errorFromResponse(response);
  if (!response.body || !(response.headers.get('content-type') ?? '').includes('text/event-stream')) {
    throw new ApiError(response.status, 'bad_response', 'The server sent an answer the builder cannot read. Please try again.');
  }

  const parse = createSseParser<BuilderStreamEvent>();
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  try {
    for (;;) {
      let chunk: ReadableStreamReadResult<string>;
      try {
        chunk = await reader.read();
      } catch (err) {
        if (signal?.aborted) throw signal.reason ?? err;
        throw new ApiError(0, 'stream_incomplete', STREAM_INCOMPLETE);
      }
      const events = chunk.done ? parse('\n\n') : parse(chunk.value);
      for (const event of events) {
        if (event.event === 'done') return event.data;
        if (event.event === 'error') throw new ApiError(200, event.data.code, event.data.message);
        if (event.event === 'meta' || event.event === 'progress') onEvent?.(event);
      }
      if (chunk.done) throw new ApiError(0, 'stream_incomplete', STREAM_INCOMPLETE);
    }
  } finally {
    // Stops reading (and so the request) when we return or throw early.
    reader.cancel().catch(() => undefined);
  }
}

/** The aggregator's model choices (GET /api/ai/models?provider=ai). */
export function fetchModels(provider: ProviderId): Promise<ModelsResponse> {
  return apiFetch<ModelsResponse>(`/api/ai/models?provider=${encodeURIComponent(provider)}`);
}
