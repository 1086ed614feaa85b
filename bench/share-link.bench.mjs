// Share links (issue 28 §3) with a 60 KB state, in the real app in headless Chromium: the JSON
// formatter holding a generated 60 KB JSON document.
//   encode: from the Share click to the first frame showing the link (the state collected, its JSON
//           deflated and base64url-encoded, both codecs tried, the dialog drawn);
//   restore: from setting the link's fragment on the open page (a link pasted into its address bar)
//           to the first frame showing the restored document in the input (fragment checked,
//           inflated, parsed, handed to the screen, drawn).
// Medians of 7 runs after one uncounted round; the codec the link chose and its length are info rows.
/* global window, document, location -- page.evaluate callbacks run in the page */
import { jsonDocument } from './lib/generate.mjs';
import { loadAverage, median, openTool, round, settle } from './lib/page.mjs';
import { atMost, info, skipped } from './lib/rows.mjs';

export const title = 'Share link encode and restore of a 60 KB state';
export const order = 62;
export const timeoutMs = 180_000;

const STATE_BYTES = 60 * 1024;
const RUNS = 7;
const GOAL_MS = 50;

/** One Share click: the time to the link on screen, and the link. */
async function encodeOnce(page) {
  const field = page.getByRole('dialog', { name: /^Share / }).getByLabel('Link', { exact: true });
  await page.evaluate(() => {
    window.__done = window.__bench.whenFrame(() => {
      const dialog = document.querySelector('[role="dialog"]');
      const link = dialog && [...dialog.querySelectorAll('input[readonly]')].find((input) => input.value.includes('#s='));
      return Boolean(link);
    });
  });
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const shownAt = await page.evaluate(() => window.__done);
  const startedAt = await page.evaluate(() => window.__bench.marks.click);
  const url = await field.inputValue();
  await page.keyboard.press('Escape');
  await page.getByRole('dialog', { name: /^Share / }).waitFor({ state: 'hidden' });
  return { ms: shownAt - startedAt, url };
}

/** The link's fragment set on the open page (the input emptied first, so each run restores anew): the time to the document shown. */
async function restoreOnce(page, fragment, text) {
  await page.getByLabel('JSON input').fill('');
  // Past the address bar's debounce, so its own update does not land during the run.
  await settle(page, 600);
  return page.evaluate(
    async ({ fragment, length, head }) => {
      const done = window.__bench.whenFrame(() => [...document.querySelectorAll('textarea')].some((t) => t.value.length === length && t.value.startsWith(head)));
      const startedAt = performance.now();
      location.hash = fragment;
      return (await done) - startedAt;
    },
    { fragment, length: text.length, head: text.slice(0, 200) },
  );
}

/** @param {import('./lib/context.mjs').BenchContext} ctx */
export async function run(ctx) {
  const names = ['Share link 60 KB state: encode (Share click → link shown)', 'Share link 60 KB state: restore (fragment → state shown)'];
  if (!ctx.chromium.executablePath) return names.map((what) => skipped({ what, unit: 'ms', goal: `≤ ${GOAL_MS}`, reason: 'no Chromium' }));

  // A compact document of about 60 KB: what a user pastes, as the link carries it.
  const text = JSON.stringify(JSON.parse(jsonDocument({ bytes: STATE_BYTES })));
  const { page, close } = await openTool(ctx, { slug: 'json-formatter', heading: 'JSON Formatter' });
  try {
    const input = page.getByLabel('JSON input');
    await input.fill(text);
    await page.getByLabel('Formatted JSON').waitFor();
    // Uncounted: the dialog's code and the first compression stream.
    const first = await encodeOnce(page);
    const fragment = new URL(first.url).hash;
    await restoreOnce(page, fragment, text);

    const encodes = [];
    const restores = [];
    const loads = [];
    let url = first.url;
    for (let i = 0; i < RUNS; i++) {
      ctx.signal.throwIfAborted();
      loads.push(loadAverage());
      const encoded = await encodeOnce(page);
      if (encoded.url !== first.url) throw new Error('the same state gave another link');
      encodes.push(encoded.ms);
      url = encoded.url;
      restores.push(await restoreOnce(page, fragment, text));
      ctx.log(`share-link run ${i + 1}: encode ${round(encodes.at(-1), 1)} ms, restore ${round(restores.at(-1), 1)} ms, load ${loads.at(-1)}`);
    }
    const codec = /#s=1\.([bz])\./.exec(url)?.[1];
    const chars = url.length - url.indexOf('#') - 1;
    const load = `load ${loads.join(', ')}`;
    const plainChars = Math.ceil((Buffer.byteLength(JSON.stringify({ t: 'json-formatter', s: { input: text } })) * 4) / 3);
    return [
      atMost({
        what: names[0],
        value: round(median(encodes), 1),
        unit: 'ms',
        max: GOAL_MS,
        note: `median of ${RUNS} (${encodes.map((t) => round(t, 1)).join(', ')}); JSON formatter input of ${round(text.length / 1024, 1)} KB; ${load}`,
        details: { runsMs: encodes.map((t) => round(t, 1)), loadAverage: loads },
      }),
      atMost({
        what: names[1],
        value: round(median(restores), 1),
        unit: 'ms',
        max: GOAL_MS,
        note: `median of ${RUNS} (${restores.map((t) => round(t, 1)).join(', ')}); the fragment set on the open page until the input shows the document; ${load}`,
        details: { runsMs: restores.map((t) => round(t, 1)), loadAverage: loads },
      }),
      info({
        what: 'Share link 60 KB state: codec chosen',
        value: codec === 'z' ? 'deflate-raw' : 'base64url',
        unit: '',
        note: `fragment of ${round(chars / 1024, 1)} KB (plain base64url would be about ${round(plainChars / 1024, 1)} KB); a link holds at most 64 KB`,
      }),
    ];
  } finally {
    await close();
  }
}
