import http, { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A real HTTP server on 127.0.0.1 that speaks the AI providers' wire formats well enough for the
// AI SDK: OpenAI chat completions (plain and streamed), Anthropic messages, Gemini generateContent
// and the model lists. It records every request and answers as the test scripts it: text (in
// pieces, paced, or stopped by the token limit), an error status, slowly, malformed or cut off
// halfway. websiteJson() writes the website builder's reply.

export type FakeApi = 'openai' | 'anthropic' | 'gemini' | 'models';

export type RecordedRequest = {
  api: FakeApi;
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  body: any;
  stream: boolean;
};

export type FakeReply =
  | {
      kind: 'text';
      text: string;
      /** 'length': the provider's "stopped at the token limit" (default 'stop'). */
      finishReason?: 'stop' | 'length';
      /** Streamed pieces of this many characters (default: one word each). */
      chunkSize?: number;
      /** Waits before the first piece (streamed; headers go out at once) or before the answer (plain). */
      firstChunkDelayMs?: number;
      /** Waits between streamed pieces. */
      chunkDelayMs?: number;
      /** Streamed: the last piece waits for this, so a test can look at a run in progress without racing it. */
      holdLastPiece?: Promise<unknown>;
    }
  /** An error status; without a body, a provider-style error that echoes the key it was sent (as real providers do). */
  | { kind: 'status'; status: number; body?: unknown; headers?: Record<string, string> }
  /** Waits, then answers with text (or never, if the client gives up first). */
  | { kind: 'slow'; delayMs: number; text?: string }
  /** 200 with a body that is not valid JSON (or, streamed, events that are not). */
  | { kind: 'malformed' }
  /** Starts a valid answer and drops the connection halfway. */
  | { kind: 'truncated'; text?: string };

type Rule = { prefix: string; reply: FakeReply | ((request: RecordedRequest) => FakeReply); times: number };

export type FakeProvider = {
  url: string;
  requests: RecordedRequest[];
  /** The text of a normal answer when no rule says otherwise. */
  defaultText: string;
  /** What GET …/models lists. */
  models: string[];
  /** Slow or paced answers whose client hung up before they were complete. */
  abandoned: number;
  /**
   * Answers requests whose path starts with `prefix` (default: all) with `reply`, `times` times
   * (default: until reset). The rule added last wins.
   */
  reply(reply: FakeReply | ((request: RecordedRequest) => FakeReply), options?: { prefix?: string; times?: number }): void;
  /** Forgets rules and recorded requests. */
  reset(): void;
  close(): Promise<void>;
};

const USAGE = { prompt: 11, completion: 7 };

function keyOf(headers: IncomingHttpHeaders): string {
  const auth = headers.authorization;
  if (typeof auth === 'string' && auth.startsWith('Bearer ')) return auth.slice(7);
  return String(headers['x-api-key'] ?? headers['x-goog-api-key'] ?? '');
}

function apiOf(method: string, path: string): FakeApi | null {
  if (method === 'POST' && path.endsWith('/chat/completions')) return 'openai';
  if (method === 'POST' && path.endsWith('/messages')) return 'anthropic';
  if (method === 'POST' && /\/models\/[^/]+:(stream)?[gG]enerateContent$/.test(path)) return 'gemini';
  if (method === 'GET' && path.endsWith('/models')) return 'models';
  return null;
}

/** Splits text into stream pieces (words, or `size` characters), keeping every character. */
function pieces(text: string, size?: number): string[] {
  if (!size) return text.match(/\S+\s*|\s+/g) ?? [];
  const chars = Array.from(text);
  return Array.from({ length: Math.ceil(chars.length / size) }, (_, i) => chars.slice(i * size, (i + 1) * size).join(''));
}

type Finish = 'stop' | 'length';
const FINISH = {
  openai: { stop: 'stop', length: 'length' },
  anthropic: { stop: 'end_turn', length: 'max_tokens' },
  gemini: { stop: 'STOP', length: 'MAX_TOKENS' },
} as const;

/** Resolves true when the client hangs up before `ms` have passed. */
function waitOrGone(res: ServerResponse, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const gone = () => {
      clearTimeout(timer);
      resolve(true);
    };
    const timer = setTimeout(() => {
      res.off('close', gone);
      resolve(false);
    }, ms);
    res.once('close', gone);
  });
}

function errorBody(api: FakeApi, status: number, key: string): unknown {
  const message = status === 401 ? `Incorrect API key provided: ${key}. You can find your API key at https://example.invalid.` : `Fake error ${status}`;
  if (api === 'anthropic') return { type: 'error', error: { type: status === 401 ? 'authentication_error' : 'api_error', message } };
  if (api === 'gemini') return { error: { code: status, message, status: status === 401 ? 'UNAUTHENTICATED' : 'INTERNAL' } };
  return { error: { message, type: status === 401 ? 'invalid_request_error' : 'server_error', code: status === 401 ? 'invalid_api_key' : null } };
}

function completeBody(api: FakeApi, request: RecordedRequest, text: string, finish: Finish = 'stop'): unknown {
  const model = request.body?.model ?? request.path.match(/models\/([^/:]+)/)?.[1] ?? 'fake-model';
  if (api === 'anthropic') {
    return {
      id: 'msg_fake',
      type: 'message',
      role: 'assistant',
      model,
      content: [{ type: 'text', text }],
      stop_reason: FINISH.anthropic[finish],
      stop_sequence: null,
      usage: { input_tokens: USAGE.prompt, output_tokens: USAGE.completion },
    };
  }
  if (api === 'gemini') {
    return {
      candidates: [{ content: { parts: [{ text }], role: 'model' }, finishReason: FINISH.gemini[finish], index: 0 }],
      usageMetadata: { promptTokenCount: USAGE.prompt, candidatesTokenCount: USAGE.completion, totalTokenCount: USAGE.prompt + USAGE.completion },
      modelVersion: model,
    };
  }
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: FINISH.openai[finish] }],
    usage: { prompt_tokens: USAGE.prompt, completion_tokens: USAGE.completion, total_tokens: USAGE.prompt + USAGE.completion },
  };
}

type StreamEvents = { head: string[]; pieces: string[]; tail: string[] };

/** The server-sent events of a streamed answer, in the provider's format: before, with and after the text. */
function streamEvents(api: FakeApi, request: RecordedRequest, text: string, { finish = 'stop', chunkSize }: { finish?: Finish; chunkSize?: number } = {}): StreamEvents {
  const model = request.body?.model ?? 'fake-model';
  const parts = pieces(text, chunkSize);
  const sse = (data: unknown, event?: string) => `${event ? `event: ${event}\n` : ''}data: ${JSON.stringify(data)}\n\n`;
  if (api === 'anthropic') {
    return {
      head: [
        sse(
          { type: 'message_start', message: { id: 'msg_fake', type: 'message', role: 'assistant', model, content: [], stop_reason: null, stop_sequence: null, usage: { input_tokens: USAGE.prompt, output_tokens: 1 } } },
          'message_start',
        ),
        sse({ type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } }, 'content_block_start'),
      ],
      pieces: parts.map((piece) => sse({ type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: piece } }, 'content_block_delta')),
      tail: [
        sse({ type: 'content_block_stop', index: 0 }, 'content_block_stop'),
        sse({ type: 'message_delta', delta: { stop_reason: FINISH.anthropic[finish], stop_sequence: null }, usage: { output_tokens: USAGE.completion } }, 'message_delta'),
        sse({ type: 'message_stop' }, 'message_stop'),
      ],
    };
  }
  if (api === 'gemini') {
    return {
      head: [],
      pieces: parts.map((piece, i) =>
        sse({
          candidates: [{ content: { parts: [{ text: piece }], role: 'model' }, index: 0, ...(i === parts.length - 1 ? { finishReason: FINISH.gemini[finish] } : {}) }],
          ...(i === parts.length - 1
            ? { usageMetadata: { promptTokenCount: USAGE.prompt, candidatesTokenCount: USAGE.completion, totalTokenCount: USAGE.prompt + USAGE.completion } }
            : {}),
        }),
      ),
      tail: [],
    };
  }
  const chunk = (delta: object, finish: string | null) => ({
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, delta, finish_reason: finish }],
  });
  return {
    head: [sse(chunk({ role: 'assistant', content: '' }, null))],
    pieces: parts.map((piece) => sse(chunk({ content: piece }, null))),
    tail: [
      sse(chunk({}, FINISH.openai[finish])),
      sse({ id: 'chatcmpl-fake', object: 'chat.completion.chunk', created: 0, model, choices: [], usage: { prompt_tokens: USAGE.prompt, completion_tokens: USAGE.completion, total_tokens: USAGE.prompt + USAGE.completion } }),
      'data: [DONE]\n\n',
    ],
  };
}

function modelsBody(request: RecordedRequest, models: string[]): unknown {
  if (request.headers['x-goog-api-key'] !== undefined) return { models: models.map((id) => ({ name: `models/${id}`, displayName: id })) };
  return { object: 'list', data: models.map((id) => ({ id, object: 'model', created: 0, owned_by: 'fake' })) };
}

async function readBody(req: IncomingMessage): Promise<any> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), ...headers });
  res.end(text);
}

export async function startFakeProvider(): Promise<FakeProvider> {
  const requests: RecordedRequest[] = [];
  let rules: Rule[] = [];
  const sockets = new Set<import('node:net').Socket>();

  const fake: FakeProvider = {
    url: '',
    requests,
    defaultText: 'Hello from the fake provider.',
    models: Array.from({ length: 25 }, (_, i) => `fake/model-${String(i + 1).padStart(2, '0')}`),
    abandoned: 0,
    reply(reply, { prefix = '', times = Infinity } = {}) {
      rules.push({ prefix, reply, times });
    },
    reset() {
      rules = [];
      requests.length = 0;
      fake.abandoned = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };

  function scripted(request: RecordedRequest): FakeReply {
    for (let i = rules.length - 1; i >= 0; i--) {
      const rule = rules[i]!;
      if (!request.path.startsWith(rule.prefix)) continue;
      rule.times -= 1;
      if (rule.times <= 0) rules.splice(i, 1);
      return typeof rule.reply === 'function' ? rule.reply(request) : rule.reply;
    }
    return { kind: 'text', text: fake.defaultText };
  }

  async function answer(api: FakeApi, request: RecordedRequest, reply: FakeReply, req: IncomingMessage, res: ServerResponse) {
    switch (reply.kind) {
      case 'status':
        return sendJson(res, reply.status, reply.body ?? errorBody(api, reply.status, keyOf(request.headers)), reply.headers);
      case 'slow':
        if (await waitOrGone(res, reply.delayMs)) {
          fake.abandoned += 1;
          return;
        }
        return answer(api, request, { kind: 'text', text: reply.text ?? fake.defaultText }, req, res);
      case 'malformed':
        if (request.stream) {
          res.writeHead(200, { 'content-type': 'text/event-stream' });
          return res.end('data: {"choices": [ this is not json\n\ndata: [DONE]\n\n');
        }
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end('{"choices": [ this is not json');
      case 'truncated': {
        const text = reply.text ?? 'This answer is cut off halfway through because the connection drops.';
        if (request.stream) {
          res.writeHead(200, { 'content-type': 'text/event-stream' });
          const { head, pieces: middle, tail } = streamEvents(api, request, text);
          const events = [...head, ...middle, ...tail];
          res.write(events.slice(0, Math.max(2, Math.floor(events.length / 2))).join(''));
        } else {
          const body = JSON.stringify(api === 'models' ? modelsBody(request, fake.models) : completeBody(api, request, text));
          res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
          res.write(body.slice(0, Math.floor(body.length / 2)));
        }
        // Let the first half reach the client before the connection is cut.
        setTimeout(() => req.socket.destroy(), 50);
        return;
      }
      case 'text': {
        if (api === 'models') return sendJson(res, 200, modelsBody(request, fake.models));
        const finish = reply.finishReason ?? 'stop';
        const abandon = () => {
          fake.abandoned += 1;
        };
        if (!request.stream) {
          if (reply.firstChunkDelayMs && (await waitOrGone(res, reply.firstChunkDelayMs))) return abandon();
          return sendJson(res, 200, completeBody(api, request, reply.text, finish));
        }
        res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
        res.flushHeaders();
        const { head, pieces: parts, tail } = streamEvents(api, request, reply.text, { finish, chunkSize: reply.chunkSize });
        if (reply.firstChunkDelayMs && (await waitOrGone(res, reply.firstChunkDelayMs))) return abandon();
        res.write(head.join('') + (parts[0] ?? ''));
        for (let i = 1; i < parts.length; i++) {
          if (reply.chunkDelayMs && (await waitOrGone(res, reply.chunkDelayMs))) return abandon();
          if (i === parts.length - 1) await reply.holdLastPiece;
          res.write(parts[i]);
        }
        return res.end(tail.join(''));
      }
    }
  }

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const api = apiOf(req.method ?? 'GET', url.pathname);
    const body = await readBody(req);
    if (!api) return sendJson(res, 404, { error: { message: `Fake provider: no route ${req.method} ${url.pathname}` } });
    const request: RecordedRequest = {
      api,
      method: req.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: req.headers,
      body,
      stream: body?.stream === true || url.pathname.includes(':streamGenerateContent'),
    };
    requests.push(request);
    await answer(api, request, scripted(request), req, res);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}

/** A small but complete site, as the website builder asks for it (spec platform.md §3 Expected AI reply). */
export const sampleWebsite = {
  html: [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '  <meta charset="UTF-8">',
    '  <meta name="viewport" content="width=device-width, initial-scale=1.0">',
    '  <title>Sunrise Yoga</title>',
    '  <link rel="stylesheet" href="styles.css">',
    '</head>',
    '<body>',
    '  <header class="hero"><h1>Sunrise Yoga</h1><p>Morning classes by the sea.</p><button id="book">Book a class</button></header>',
    '  <main><section id="classes"><h2>Classes</h2><ul><li>Hatha, 7 am</li><li>Vinyasa, 8 am</li></ul></section></main>',
    '  <footer>© Sunrise Yoga</footer>',
    '  <script src="script.js"></script>',
    '</body>',
    '</html>',
  ].join('\n'),
  css: ':root { --sun: #f59e0b; }\nbody { margin: 0; font-family: system-ui, sans-serif; }\n.hero { padding: 4rem 1rem; background: linear-gradient(#fde68a, #fff); text-align: center; }\n#book { background: var(--sun); border: 0; padding: .75rem 1.5rem; }',
  js: "document.getElementById('book').addEventListener('click', () => {\n  document.getElementById('classes').scrollIntoView({ behavior: 'smooth' });\n});",
  name: 'Sunrise Yoga',
  description: 'A landing page for a seaside yoga studio.',
  features: ['Hero with booking button', 'Class timetable', 'Smooth scrolling'],
  technologies: ['HTML5', 'CSS3', 'JavaScript'],
};

/**
 * The website builder's reply as the model writes it: sampleWebsite with `changes` applied. A key
 * set to undefined is left out (e.g. `{ css: undefined }` for a reply without CSS).
 */
export function websiteJson(changes: Partial<Record<keyof typeof sampleWebsite, unknown>> = {}): string {
  return JSON.stringify({ ...sampleWebsite, ...changes });
}
