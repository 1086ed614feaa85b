import type { BuilderStreamEvent, GenerateWebsiteInput, RefineWebsiteInput } from '@common/builder';
import { postEventStream } from '@/components/ai/ai-task-api';

// The builder's calls: POST /api/builder/generate and /refine (server/src/builder), which answer
// with server-sent events, or with a JSON error when refused before generating.

export type BuilderDone = Extract<BuilderStreamEvent, { event: 'done' }>['data'];
export type BuilderProgressEvent = Exclude<BuilderStreamEvent, { event: 'done' } | { event: 'error' }>;

export type BuilderRequest = { endpoint: 'generate'; input: GenerateWebsiteInput } | { endpoint: 'refine'; input: RefineWebsiteInput };

export const STREAM_INCOMPLETE = 'The connection closed before the website was finished. Please try again.';

/**
 * Runs a generation or refinement: reports meta and progress events as they arrive and resolves
 * with the done event's data. Rejects with ApiError (refusals, stream errors, a dropped
 * connection) or, when `signal` aborts, with the abort reason.
 */
export function streamBuilder({
  request,
  signal,
  onEvent,
  fetchImpl,
}: {
  request: BuilderRequest;
  signal?: AbortSignal;
  onEvent?: (event: BuilderProgressEvent) => void;
  fetchImpl?: typeof fetch;
}): Promise<BuilderDone> {
  return postEventStream<BuilderStreamEvent>({
    url: `/api/builder/${request.endpoint}`,
    body: request.input,
    signal,
    fetchImpl,
    onEvent: (event) => {
      if (event.event === 'meta' || event.event === 'progress') onEvent?.(event);
    },
    incompleteMessage: STREAM_INCOMPLETE,
    unreadableMessage: 'The server sent an answer the builder cannot read. Please try again.',
  });
}
