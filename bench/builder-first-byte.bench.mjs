// What the website builder adds before the first streamed byte: POST /api/builder/generate on its
// own server (session, key and quota look-ups, the provider request through the AI SDK, the first
// SSE event) against the same fake provider called directly. The fake runs in a process of its own
// and waits a fixed time before its first piece, so both paths include that wait and the
// difference is our server's own share.
import { directToProvider, firstByte, median, pairedFirstBytes, round1, startAiServer, startFakeProvider } from './lib/first-byte.mjs';
import { atMost, check, info } from './lib/rows.mjs';

export const title = 'Website builder: added latency to the first streamed byte';
export const order = 47;
export const timeoutMs = 90_000;

const WARMUP = 5;
const SAMPLES = 30;
const FIRST_CHUNK_DELAY_MS = 50;
const MEDIAN_GOAL_MS = 20;

/** @param {import('./lib/context.mjs').BenchContext} ctx */
export async function run(ctx) {
  const fake = await startFakeProvider(ctx, { firstChunkDelayMs: FIRST_CHUNK_DELAY_MS });
  let server;
  try {
    server = await startAiServer(ctx, { fakeUrl: fake.url, name: 'builder' });
    const viaServer = () =>
      firstByte(`${server.baseUrl}/api/builder/generate`, {
        method: 'POST',
        headers: server.headers,
        body: JSON.stringify({ prompt: 'A landing page for a seaside yoga studio' }),
        signal: ctx.signal,
      });
    const { throughServer, fromProvider, added, failures } = await pairedFirstBytes({
      viaServer,
      direct: directToProvider(ctx, fake.url, { maxTokens: 16000 }),
      ok: (ours) => ours.status === 200 && ours.text.startsWith('event: meta') && ours.text.includes('event: done'),
      warmup: WARMUP,
      samples: SAMPLES,
    });
    const note = `${SAMPLES} sequential pairs after ${WARMUP} warm-up; the fake provider waits ${FIRST_CHUNK_DELAY_MS} ms before its first piece`;
    return [
      atMost({ what: 'Builder: added latency to first byte (median)', value: round1(median(added)), unit: 'ms', max: MEDIAN_GOAL_MS, note, details: { added, throughServer, fromProvider } }),
      info({ what: 'Builder: first byte through the server (median)', value: round1(median(throughServer)), unit: 'ms', note: 'POST /api/builder/generate, signed in, built-in key (counted)' }),
      info({ what: 'Builder: first byte from the provider (median)', value: round1(median(fromProvider)), unit: 'ms', note: 'the fake provider called directly' }),
      check({ what: 'Builder streams completed', ok: failures === 0, value: `${SAMPLES - failures}/${SAMPLES}`, goal: `${SAMPLES}/${SAMPLES}`, note: 'meta first, done last' }),
    ];
  } finally {
    await server?.stop();
    await fake.stop();
  }
}
