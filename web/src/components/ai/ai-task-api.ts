import {
  createSseParser,
  type AiStreamEvent,
  type AiTaskId,
  type AiTaskInput,
  type AiTaskResponse,
  type ModelsResponse,
  type ProviderId,
} from '@common/ai';
import type { ApiErrorBody } from '@common/api';
import { apiFetch, ApiError, networkErrorMessage } from '@/lib/api';
import { appUrl } from '@/lib/base-path';

// The AI calls of every AI screen: POST /api/ai/tasks/:task (one JSON answer) and its /stream
// variant (server-sent events: meta, delta…, done | error), and the model list of a provider.

export const STREAM_INCOMPLETE = 'The connection closed before the answer was complete. Please try again.';
const UNREADABLE = 'The server sent an answer this page cannot read. Please try again.';

type StreamEventBase = { event: string; data: unknown };
type DoneData<E extends StreamEventBase> = Extract<E, { event: 'done' }>['data'];

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
 * POSTs JSON to an endpoint that answers with server-sent events, reports every event but done
 * and error as it arrives, and resolves with the done event's data. Rejects with ApiError (a
 * refusal before the stream opened, an error event, a dropped connection) or, when `signal`
 * aborts, with the abort reason. Aborting closes the request, and the server then stops the
 * provider call.
 */
export async function postEventStream<E extends StreamEventBase>({
  url,
  body,
  signal,
  onEvent,
  fetchImpl = fetch,
  incompleteMessage = STREAM_INCOMPLETE,
  unreadableMessage = UNREADABLE,
}: {
  url: string;
  body: unknown;
  signal?: AbortSignal;
  onEvent?: (event: Exclude<E, { event: 'done' } | { event: 'error' }>) => void;
  fetchImpl?: typeof fetch;
  incompleteMessage?: string;
  unreadableMessage?: string;
}): Promise<DoneData<E>> {
  let response: Response;
  try {
    response = await fetchImpl(appUrl(url), {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
      body: JSON.stringify(body),
      signal,
    });
  } catch (err) {
    if (signal?.aborted) throw signal.reason ?? err;
    throw new ApiError(0, 'network', networkErrorMessage());
  }
  if (!response.ok) throw await errorFromResponse(response);
  if (!response.body || !(response.headers.get('content-type') ?? '').includes('text/event-stream')) {
    throw new ApiError(response.status, 'bad_response', unreadableMessage);
  }

  const parse = createSseParser<E>();
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  try {
    for (;;) {
      let chunk: ReadableStreamReadResult<string>;
      try {
        chunk = await reader.read();
      } catch (err) {
        if (signal?.aborted) throw signal.reason ?? err;
        throw new ApiError(0, 'stream_incomplete', incompleteMessage);
      }
      const events = chunk.done ? parse('\n\n') : parse(chunk.value);
      for (const event of events) {
        if (event.event === 'done') return event.data as DoneData<E>;
        if (event.event === 'error') {
          const { code, message } = event.data as { code: string; message: string };
          throw new ApiError(200, code, message);
        }
        onEvent?.(event as Exclude<E, { event: 'done' } | { event: 'error' }>);
      }
      if (chunk.done) {
        if (signal?.aborted) throw signal.reason;
        throw new ApiError(0, 'stream_incomplete', incompleteMessage);
      }
    }
  } finally {
    // Stops reading (and so the request) when we return or throw early.
    reader.cancel().catch(() => undefined);
  }
}

export type AiTaskCall<T extends AiTaskId> = {
  task: T;
  input: AiTaskInput<T>;
  signal?: AbortSignal;
  fetchImpl?: typeof fetch;
};

/** POST /api/ai/tasks/:task: the whole answer at once. */
export async function runAiTask<T extends AiTaskId>({ task, input, signal, fetchImpl = fetch }: AiTaskCall<T>): Promise<AiTaskResponse<T>> {
  let response: Response;
  try {
    response = await fetchImpl(appUrl(`/api/ai/tasks/${encodeURIComponent(task)}`), {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(input),
      signal,
    });
  } catch (err) {
    if (signal?.aborted) throw signal.reason ?? err;
    throw new ApiError(0, 'network', networkErrorMessage());
  }
  if (!response.ok) throw await errorFromResponse(response);
  try {
    return (await response.json()) as AiTaskResponse<T>;
  } catch (err) {
    if (signal?.aborted) throw signal.reason ?? err;
    throw new ApiError(response.status, 'bad_response', UNREADABLE);
  }
}

export type AiStreamProgress = Exclude<AiStreamEvent, { event: 'done' } | { event: 'error' }>;

/** POST /api/ai/tasks/:task/stream: meta and the text as it is written, then the whole answer. */
export function streamAiTask<T extends AiTaskId>({
  task,
  input,
  signal,
  fetchImpl,
  onEvent,
}: AiTaskCall<T> & { onEvent?: (event: AiStreamProgress) => void }): Promise<AiTaskResponse<T>> {
  return postEventStream<AiStreamEvent>({ url: `/api/ai/tasks/${encodeURIComponent(task)}/stream`, body: input, signal, fetchImpl, onEvent }) as Promise<
    AiTaskResponse<T>
  >;
}

/** GET /api/ai/models: the provider's first 20 models, or its built-in choices when the list fails (spec tools.md §7, §8). */
export function fetchModels(provider: ProviderId): Promise<ModelsResponse> {
  return apiFetch<ModelsResponse>(`/api/ai/models?provider=${encodeURIComponent(provider)}`);
}
