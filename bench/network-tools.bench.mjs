// Network tools in the browser: the MAC address lookup's IEEE registry (5 MB, fetched and indexed
// in a worker on first use) cold and warm, and the subnet calculator splitting a /8 into 65,536
// /24s (only the page on screen is computed; the whole list is made in a worker on demand) without blocking the page.
/* global window, document, HTMLInputElement -- page.evaluate callbacks run in the page */
import fs from 'node:fs';
import path from 'node:path';
import { loadAverage, longTasksBetween, median, openTool, round } from './lib/page.mjs';
import { atMost, info, skipped } from './lib/rows.mjs';

export const title = 'Network tools: MAC registry lookup, /8 subnet split';
export const order = 66;
export const timeoutMs = 180_000;

const ROUNDS = 3;
const WARM_GOAL_MS = 50;
const SPLIT_GOAL_MS = 200;
const LONG_TASK_MS = 50;

/** The lookup's typing pause, read from its source so the warm row measures the lookup itself. */
function lookupPauseMs(root) {
  const source = fs.readFileSync(path.join(root, 'web', 'src', 'tools', 'mac-address-lookup', 'MacAddressLookup.tsx'), 'utf8');
  const match = /lookup', lines[\s\S]*?\},\s*(\d+)\);/.exec(source);
  if (!match) throw new Error('the lookup pause was not found in MacAddressLookup.tsx');
  return Number(match[1]);
}

/** Sets a field's value as typing would and returns the page time of the input event; `done` is awaited as window.__done. */
async function enter(page, { label, value, doneText }) {
  // The tool's screen is a lazy chunk: its fields appear after the heading does.
  await page.getByLabel(label, { exact: true }).waitFor({ timeout: 30_000 });
  return page.evaluate(
    ({ label, value, doneText }) => {
      const field = [...document.querySelectorAll('input, textarea')].find((el) => el.labels?.[0]?.textContent?.trim() === label);
      if (!field) throw new Error(`no field labelled ${label}`);
      window.__done = window.__bench.whenFrame(() => document.body.innerText.includes(doneText));
      const proto = field instanceof HTMLInputElement ? HTMLInputElement.prototype : window.HTMLTextAreaElement.prototype;
      Object.getOwnPropertyDescriptor(proto, 'value').set.call(field, value);
      const started = performance.now();
      field.dispatchEvent(new Event('input', { bubbles: true }));
      return started;
    },
    { label, value, doneText },
  );
}

async function macRound(ctx) {
  const { page, close } = await openTool(ctx, { slug: 'mac-address-lookup', heading: 'MAC Address Lookup' });
  try {
    const label = 'MAC addresses (one a line)';
    const coldStart = await enter(page, { label, value: '00-50-56-c0-00-08', doneText: 'VMware, Inc.' });
    const coldEnd = await page.evaluate(() => window.__done);
    const indexed = Number(/Loaded and indexed in (\d+) ms/.exec(await page.evaluate(() => document.body.innerText))?.[1] ?? NaN);
    const warmStart = await enter(page, { label, value: 'b8:27:eb:12:34:56', doneText: 'Raspberry Pi Foundation' });
    const warmEnd = await page.evaluate(() => window.__done);
    return { cold: coldEnd - coldStart, indexed, warm: warmEnd - warmStart };
  } finally {
    await close();
  }
}

async function splitRound(ctx) {
  const { page, close } = await openTool(ctx, { slug: 'ip-subnet-calculator', heading: 'IP Subnet Calculator' });
  try {
    await page.getByLabel('Network', { exact: true }).fill('10.0.0.0/8');
    await page.getByText('16,777,214', { exact: false }).first().waitFor({ timeout: 15_000 });
    const started = await enter(page, { label: 'New prefix length', value: '24', doneText: '65,536 subnets of /24' });
    const shown = await page.evaluate(() => window.__done);
    const rows = await page.getByRole('table', { name: 'Subnets' }).locator('tbody tr').count();
    const tasks = await longTasksBetween(page, started, shown);
    return { ms: shown - started, rows, longest: tasks.longest };
  } finally {
    await close();
  }
}

/** @param {import('./lib/context.mjs').BenchContext} ctx */
export async function run(ctx) {
  const pause = lookupPauseMs(ctx.root);
  if (!ctx.chromium.executablePath) {
    return [
      skipped({ what: 'MAC lookup warm (after the typing pause)', unit: 'ms', goal: `≤ ${WARM_GOAL_MS}`, reason: 'no Chromium' }),
      skipped({ what: 'Subnet split /8 → /24s, on screen', unit: 'ms', goal: `≤ ${SPLIT_GOAL_MS}`, reason: 'no Chromium' }),
    ];
  }
  const mac = [];
  const split = [];
  const loads = [];
  for (let i = 0; i < ROUNDS; i++) {
    ctx.signal.throwIfAborted();
    loads.push(loadAverage());
    mac.push(await macRound(ctx));
    split.push(await splitRound(ctx));
  }
  const load = `load average ${loads.join(', ')}`;
  const warm = median(mac.map((m) => m.warm)) - pause;
  return [
    info({
      what: 'MAC lookup cold (registry fetch, index, first answer on screen)',
      value: round(median(mac.map((m) => m.cold))),
      unit: 'ms',
      note: `median of ${ROUNDS}, fresh browser contexts; ${load}`,
    }),
    info({
      what: 'MAC registry indexing in the worker',
      value: round(median(mac.map((m) => m.indexed))),
      unit: 'ms',
      note: 'as the tool reports it',
    }),
    atMost({
      what: 'MAC lookup warm (after the typing pause)',
      value: round(warm),
      unit: 'ms',
      max: WARM_GOAL_MS,
      note: `input to answer on screen, less the ${pause} ms pause; median of ${ROUNDS}`,
    }),
    atMost({
      what: 'Subnet split /8 → /24s, on screen',
      value: round(median(split.map((s) => s.ms))),
      unit: 'ms',
      max: SPLIT_GOAL_MS,
      note: `65,536 subnets counted, first ${split[0].rows} rows listed; median of ${ROUNDS}; ${load}`,
    }),
    atMost({
      what: 'Subnet split: longest main-thread task',
      value: Math.max(...split.map((s) => s.longest)),
      unit: 'ms',
      max: LONG_TASK_MS,
      note: `worst of ${ROUNDS} (0: no task over 50 ms)`,
    }),
  ];
}
