// Driving a tool page in the shared Chromium and timing it from inside the page: every page gets
// a Long Tasks observer before the app's first script, marks for user actions (a file chosen, a
// key typed) and a per-frame check that stamps when a result is on screen. Times are the page's
// performance.now(), so the CDP round trips of Playwright never count.
/* global window, document, requestAnimationFrame -- code passed to page.evaluate and addInitScript runs in the page */
import { randomBytes } from 'node:crypto';
import os from 'node:os';

// Runs in the page before any of its scripts (page.addInitScript).
function recorder() {
  const bench = { longTasks: [], marks: {}, keys: [] };
  window.__bench = bench;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    bench.noLongTasks = true;
  }
  // Capture phase on document: stamped before the app's own handler runs.
  document.addEventListener('change', (event) => {
    if (event.target?.type === 'file') bench.marks.fileChosen = performance.now();
  }, true);
  document.addEventListener('click', (event) => {
    bench.marks.click = event.timeStamp;
  }, true);
  // Typing latency: from the key's event time (when the browser received it, so time spent queued
  // behind a busy main thread counts) to the first animation frame after the field's value changed.
  let keyDownAt;
  document.addEventListener('keydown', (event) => {
    keyDownAt = event.timeStamp;
    bench.marks.keyDown = event.timeStamp;
  }, true);
  document.addEventListener('input', (event) => {
    const target = event.target;
    const started = keyDownAt ?? event.timeStamp;
    keyDownAt = undefined;
    requestAnimationFrame(() => bench.keys.push({ at: performance.now(), latency: performance.now() - started, value: target?.value }));
  }, true);
  /** Resolves with the time of the first animation frame at which check() holds (that frame paints it). */
  bench.whenFrame = (check, timeoutMs = 600_000) =>
    new Promise((resolve, reject) => {
      const started = performance.now();
      const tick = () => {
        let ok;
        try {
          ok = check();
        } catch (error) {
          reject(error);
          return;
        }
        if (ok) resolve(performance.now());
        else if (performance.now() - started > timeoutMs) reject(new Error('timed out waiting in the page'));
        else requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
}

/** The 1-minute load average now, rounded: other work on the machine slows every timing. */
export function loadAverage() {
  return Math.round(os.loadavg()[0] * 10) / 10;
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export const round = (value, digits = 0) => Math.round(value * 10 ** digits) / 10 ** digits;

// The tools are for signed-in users: one user per server for the whole run (the shared server
// keeps its production sign-up rate limit), its cookies reused by every context.
const sessions = new Map();

function signedInState(ctx, browser) {
  if (!sessions.has(ctx.baseUrl)) {
    const session = (async () => {
      const context = await browser.newContext();
      try {
        const user = { email: `bench-tools-${randomBytes(4).toString('hex')}@example.com`, password: 'Bench-Passw0rd', name: 'Bench' };
        // The Origin header is what a browser sends; the server refuses cross-site state changes.
        const response = await context.request.post(`${ctx.baseUrl}/api/auth/sign-up/email`, { data: user, headers: { origin: ctx.baseUrl } });
        if (!response.ok()) throw new Error(`could not sign up the bench user: ${response.status()} ${await response.text()}`);
        return await context.storageState();
      } finally {
        await context.close();
      }
    })();
    session.catch(() => sessions.delete(ctx.baseUrl));
    sessions.set(ctx.baseUrl, session);
  }
  return sessions.get(ctx.baseUrl);
}

/**
 * A fresh browser context (signed in, otherwise empty storage, so tools start with their default
 * options) with one page that records as described above. Overrunning ctx.signal closes it,
 * which ends any wait.
 */
export async function openPage(ctx, { viewport = { width: 1280, height: 900 } } = {}) {
  const browser = await ctx.chromium.browser();
  const context = await browser.newContext({ viewport, storageState: await signedInState(ctx, browser) });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: ctx.baseUrl });
  const onAbort = () => void context.close().catch(() => {});
  ctx.signal.addEventListener('abort', onAbort, { once: true });
  await context.addInitScript(recorder);
  const page = await context.newPage();
  return {
    page,
    async close() {
      ctx.signal.removeEventListener('abort', onAbort);
      await context.close().catch(() => {});
    },
  };
}

/** Opens a tool and waits for its heading. */
export async function openTool(ctx, { slug, heading }) {
  const opened = await openPage(ctx);
  await opened.page.goto(`${ctx.baseUrl}/tools/${slug}`);
  await opened.page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 30_000 });
  return opened;
}

/**
 * Main-thread long tasks (over 50 ms) that overlap [from, to] in page time: the longest, how
 * many, and their total. A task that began just before `from` (the one dispatching the action) counts.
 */
export async function longTasksBetween(page, from, to = Infinity) {
  const { tasks, unsupported } = await page.evaluate(() => ({ tasks: window.__bench.longTasks, unsupported: window.__bench.noLongTasks === true }));
  if (unsupported) throw new Error('this Chromium has no Long Tasks API');
  const overlapping = tasks.filter((t) => t.start + t.duration >= from && t.start <= to);
  return {
    longest: round(Math.max(0, ...overlapping.map((t) => t.duration))),
    count: overlapping.length,
    total: round(overlapping.reduce((sum, t) => sum + t.duration, 0)),
    tasks: overlapping.map((t) => ({ start: round(t.start - from), duration: round(t.duration) })),
  };
}

/**
 * Pastes the text of `file` into `locator` the way a user does: onto the clipboard, then Ctrl+V
 * (the browser's own paste, with its cost, not a value set by script). Returns the page time of
 * the V key's keydown. The text gets to the clipboard through a file input added for the purpose
 * (megabytes as a page.evaluate argument take tens of seconds on a busy machine); the context has
 * clipboard permissions (see openPage).
 */
export async function pasteFile(page, locator, file) {
  await page.evaluate(() => {
    const input = document.createElement('input');
    input.type = 'file';
    input.hidden = true;
    input.dataset.benchClipboard = '';
    document.body.append(input);
  });
  const input = page.locator('[data-bench-clipboard]');
  await chooseFile(page, input, file);
  await input.evaluate(async (el) => {
    await navigator.clipboard.writeText(await el.files[0].text());
    el.remove();
  });
  await locator.focus();
  await page.keyboard.press('Control+V');
  return page.evaluate(() => window.__bench.marks.keyDown);
}

/**
 * Chooses a file on disk in a file input, as the user's file chooser does. Playwright's
 * setInputFiles sends the bytes over the protocol (base64, at most 50 MB) when the browser was
 * attached with connectOverCDP; this Chromium is local, so it gets the path, like a real upload.
 */
export async function chooseFile(page, locator, file) {
  await locator.evaluate((el) => el.setAttribute('data-bench-file-input', ''));
  const cdp = await page.context().newCDPSession(page);
  try {
    // Unmarked at once: the next call must not find this input (the page may also replace it).
    const expression = "(() => { const el = document.querySelector('[data-bench-file-input]'); el?.removeAttribute('data-bench-file-input'); return el; })()";
    const { result } = await cdp.send('Runtime.evaluate', { expression });
    if (!result.objectId) throw new Error('file input not found');
    await cdp.send('DOM.setFileInputFiles', { files: [file], objectId: result.objectId });
  } finally {
    await cdp.detach().catch(() => {});
  }
}

/** Waits, in page time, so that work right after a result shows (late renders, GC) is recorded too. */
export function settle(page, ms) {
  return page.evaluate((wait) => new Promise((resolve) => setTimeout(resolve, wait)), ms);
}

/** The 95th percentile (nearest rank). */
export const p95 = (values) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil(values.length * 0.95) - 1)];

/**
 * Types `text` into the focused `box` key by key, `delayMs` apart, and times each key in page time:
 * from its keydown (event.timeStamp, so time queued behind a busy main thread counts) to the first
 * frame after it (`shown`), and to the first frame in which a [role=status] names the text typed so
 * far in quotes (`results`). With `overtaken`, a key whose results a later key's overtook (deferred
 * rendering skips stale ones) is answered by the frame with the later results. The first `warmup`
 * keys are typed but not returned.
 */
export async function typeAndTimeKeys(page, box, { text, warmup, delayMs, overtaken = false }) {
  await box.focus();
  await page.evaluate(
    ({ typed, laterAnswers }) => {
      const results = [];
      window.__typed = results;
      let keyDownAt;
      document.addEventListener('keydown', (event) => (keyDownAt = event.timeStamp), true);
      document.addEventListener(
        'input',
        (event) => {
          const value = event.target.value;
          const result = { started: keyDownAt, shownAt: undefined, resultsAt: undefined };
          results.push(result);
          const wanted = `“${value.trim()}”`;
          const status = () => [...document.querySelectorAll('[role=status]')].some((el) => el.textContent.includes(wanted));
          window.__bench.whenFrame(() => true, 10_000).then((at) => (result.shownAt = at));
          const index = results.length - 1;
          window.__bench
            .whenFrame(
              () => status() || (laterAnswers && results.slice(index + 1).some((later) => later.resultsAt !== undefined)),
              10_000,
            )
            .then((at) => (result.resultsAt = at));
          if (value.length > typed.length) throw new Error('typed more than expected');
        },
        true,
      );
    },
    { typed: text, laterAnswers: overtaken },
  );
  await page.keyboard.type(text, { delay: delayMs });
  await page.waitForFunction(
    (n) => window.__typed.length === n && window.__typed.every((r) => r.shownAt !== undefined && r.resultsAt !== undefined),
    text.length,
    { timeout: 30_000 },
  );
  const results = await page.evaluate(() => window.__typed);
  return results.slice(warmup).map((r) => ({ shown: r.shownAt - r.started, results: r.resultsAt - r.started }));
}
