import { describe, expect, it, vi } from 'vitest';
import type { GeneratedWebsite } from '@common/builder';
import { ApiError } from '@/lib/api';
import { streamBuilder, type BuilderProgressEvent } from './builder-api';

const site: GeneratedWebsite = { html: '<h1>x</h1>', css: '', js: '', name: 'X', description: 'd', features: [], technologies: ['HTML5'] };
const done = { site, provider: 'openai', model: 'gpt-4o-mini', keySource: 'own' };

function sse(...events: [string, unknown][]): string {
  return events.map(([event, data]) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`).join('');
}

/** A text/event-stream response delivering `chunks` one by one (split anywhere, as the network does). */
function streamResponse(chunks: string[], { endWithError = false } = {}): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      if (endWithError) controller.error(new TypeError('network error'));
      else controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream; charset=utf-8' } });
}

const generate = { endpoint: 'generate', input: { prompt: 'a café' } } as const;

describe('streamBuilder', () => {
  it('posts the input as JSON and reports events until done', async () => {
    const text = sse(['meta', { provider: 'openai', model: 'gpt-4o-mini', keySource: 'own' }], ['progress', { stage: 'html', received: 10 }], ['progress', { stage: 'css', received: 20 }], ['done', done]);
    const fetchImpl = vi.fn(async () => streamResponse([text.slice(0, 37), text.slice(37, 90), text.slice(90)]));
    const events: BuilderProgressEvent[] = [];
    const result = await streamBuilder({ request: generate, fetchImpl, onEvent: (e) => events.push(e) });
    expect(result).toEqual(done);
    expect(events.map((e) => e.event)).toEqual(['meta', 'progress', 'progress']);
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/builder/generate');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ prompt: 'a café' });
  });

  it('calls the refine endpoint for a refinement', async () => {
    const fetchImpl = vi.fn(async () => streamResponse([sse(['done', done])]));
    await streamBuilder({ request: { endpoint: 'refine', input: { instruction: 'dark header', site } }, fetchImpl });
    expect((fetchImpl.mock.calls[0] as unknown as [string])[0]).toBe('/api/builder/refine');
  });

  it('turns an error event into an ApiError with its code', async () => {
    const fetchImpl = async () => streamResponse([sse(['progress', { stage: 'html', received: 5 }], ['error', { code: 'ai_bad_response', message: 'The reply was not valid JSON.' }])]);
    await expect(streamBuilder({ request: generate, fetchImpl })).rejects.toMatchObject({ code: 'ai_bad_response', message: 'The reply was not valid JSON.' });
  });

  it('passes on a refusal made before generating, with its status', async () => {
    const fetchImpl = async () =>
      new Response(JSON.stringify({ error: { code: 'daily_limit_reached', message: 'You have used your 5 free AI requests for today.' } }), {
        status: 429,
        headers: { 'content-type': 'application/json' },
      });
    const error = await streamBuilder({ request: generate, fetchImpl }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, code: 'daily_limit_reached' });
  });

  it('names the status when an error body is not ours', async () => {
    const fetchImpl = async () => new Response('<html>Bad gateway</html>', { status: 502 });
    await expect(streamBuilder({ request: generate, fetchImpl })).rejects.toMatchObject({ status: 502, message: 'Request failed (502)' });
  });

  it('reports a stream that ends or breaks before done', async () => {
    const ended = async () => streamResponse([sse(['progress', { stage: 'html', received: 5 }])]);
    await expect(streamBuilder({ request: generate, fetchImpl: ended })).rejects.toMatchObject({ code: 'stream_incomplete' });
    const broken = async () => streamResponse([sse(['progress', { stage: 'html', received: 5 }])], { endWithError: true });
    await expect(streamBuilder({ request: generate, fetchImpl: broken })).rejects.toMatchObject({ code: 'stream_incomplete' });
  });

  it('accepts a done event without a final blank line', async () => {
    const fetchImpl = async () => streamResponse([`event: done\ndata: ${JSON.stringify(done)}`]);
    await expect(streamBuilder({ request: generate, fetchImpl })).resolves.toEqual(done);
  });

  it('refuses a 200 that is not an event stream', async () => {
    const fetchImpl = async () => new Response('<!doctype html>', { status: 200, headers: { 'content-type': 'text/html' } });
    await expect(streamBuilder({ request: generate, fetchImpl })).rejects.toMatchObject({ code: 'bad_response' });
  });

  it('says the server is unreachable on a network failure, and rethrows an abort as it is', async () => {
    const offline = async () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(streamBuilder({ request: generate, fetchImpl: offline })).rejects.toMatchObject({ code: 'network' });
    const controller = new AbortController();
    controller.abort();
    const aborted = async () => {
      throw new DOMException('aborted', 'AbortError');
    };
    await expect(streamBuilder({ request: generate, fetchImpl: aborted, signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
  });
});
