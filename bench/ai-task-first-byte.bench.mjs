// What an AI task adds before the first streamed byte (issue 15): POST /api/ai/tasks/sql-optimize/stream
// (the AI SQL optimizer's request) on its own server — session, key and quota look-ups, the prompt,
// the provider request through the AI SDK, the first SSE events — against the same fake provider
// called directly. The fake runs in a process of its own and waits a fixed time before its first
// piece, so both paths include that wait and the difference is our server's own share.
import { directToProvider, firstByte, median, pairedFirstBytes, round1, startAiServer, startFakeProvider } from './lib/first-byte.mjs';
import { atMost, check, info } from './lib/rows.mjs';

export const title = 'AI tasks: added latency to the first streamed byte';
export const order = 48;
export const timeoutMs = 90_000;

const WARMUP = 5;
const SAMPLES = 30;
const FIRST_CHUNK_DELAY_MS = 50;
const MEDIAN_GOAL_MS = 20;

const query = "SELECT * FROM orders WHERE EXTRACT(YEAR FROM created_at) = 2024 AND customer_id IN (SELECT id FROM customers WHERE country = 'NL')";
const schema = 'CREATE TABLE customers (id integer PRIMARY KEY, country text);\nCREATE TABLE orders (id integer PRIMARY KEY, customer_id integer, created_at timestamptz);';

/** @param {import('./lib/context.mjs').BenchContext} ctx */
export async function run(ctx) {
  const fake = await startFakeProvider(ctx, { firstChunkDelayMs: FIRST_CHUNK_DELAY_MS });
  let server;
  try {
    server = await startAiServer(ctx, { fakeUrl: fake.url, name: 'ai-task' });
    const viaServer = () =>
      firstByte(`${server.baseUrl}/api/ai/tasks/sql-optimize/stream`, {
        method: 'POST',
        headers: server.headers,
        body: JSON.stringify({ query, dialect: 'PostgreSQL', schema, context: 'orders: 40M rows' }),
        signal: ctx.signal,
      });
    const { throughServer, fromProvider, added, failures } = await pairedFirstBytes({
      viaServer,
      direct: directToProvider(ctx, fake.url, { maxTokens: 4000 }),
      ok: (ours) => ours.status === 200 && ours.text.startsWith('event: meta') && ours.text.includes('event: done'),
      warmup: WARMUP,
      samples: SAMPLES,
    });
    const note = `${SAMPLES} sequential pairs after ${WARMUP} warm-up; the fake provider waits ${FIRST_CHUNK_DELAY_MS} ms before its first piece`;
    return [
      atMost({ what: 'AI task: added latency to first byte (median)', value: round1(median(added)), unit: 'ms', max: MEDIAN_GOAL_MS, note, details: { added, throughServer, fromProvider } }),
      info({ what: 'AI task: first byte through the server (median)', value: round1(median(throughServer)), unit: 'ms', note: 'POST /api/ai/tasks/sql-optimize/stream, signed in, built-in key (counted)' }),
      info({ what: 'AI task: first byte from the provider (median)', value: round1(median(fromProvider)), unit: 'ms', note: 'the fake provider called directly' }),
      check({ what: 'AI task streams completed', ok: failures === 0, value: `${SAMPLES - failures}/${SAMPLES}`, goal: `${SAMPLES}/${SAMPLES}`, note: 'meta first, done last' }),
    ];
  } finally {
    await server?.stop();
    await fake.stop();
  }
}
