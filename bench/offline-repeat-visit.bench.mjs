// A repeat visit of /tools with the network off, served by the service worker: how long until the
// catalogue can be used. The first visit (online) installs the worker; then, offline, /tools is
// loaded three times (its prerendered page from the precache, the app's chunks from the cache).
// Times are the page's own (performance.now() from navigation start), median of 3.
/* global window, document -- code passed to page.evaluate runs in the page */
import { info } from './lib/rows.mjs';
import { loadAverage, median, openPage, round } from './lib/page.mjs';

export const title = 'Repeat visit of /tools offline (service worker)';
export const order = 62;
export const timeoutMs = 180_000;

const RUNS = 3;

/** @param {import('./lib/context.mjs').BenchContext} ctx */
export async function run(ctx) {
  const { page, close } = await openPage(ctx, { viewport: { width: 412, height: 823 } });
  const loads = [];
  try {
    await page.goto(`${ctx.baseUrl}/tools`);
    await page.getByRole('searchbox', { name: 'Search tools' }).waitFor({ timeout: 60_000 });
    // Registered once the page is idle; it claims the page once it has precached the app.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
    await page.context().setOffline(true);

    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      loads.push(loadAverage());
      await page.goto(`${ctx.baseUrl}/tools`);
      // Usable: the search box is rendered by React, which happens once the page is hydrated.
      const usable = await page.evaluate(() => window.__bench.whenFrame(() => document.getElementById('tool-search') !== null, 60_000));
      const paint = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null);
      const offlineNotice = await page.getByText('You are offline.').isVisible();
      if (!page.url().endsWith('/tools') || !offlineNotice) throw new Error(`offline, /tools ended at ${page.url()} (offline notice shown: ${offlineNotice})`);
      runs.push({ usable, paint });
    }
    const note = `median of ${RUNS} offline reloads (signed in, 412×823, no throttling); load average ${loads.join('/')}`;
    return [
      info({ what: 'Offline repeat visit of /tools: catalogue usable', value: round(median(runs.map((r) => r.usable))), unit: 'ms', note, details: { runs } }),
      info({ what: 'Offline repeat visit of /tools: first contentful paint', value: round(median(runs.map((r) => r.paint ?? NaN))), unit: 'ms', note }),
    ];
  } finally {
    await close();
  }
}
