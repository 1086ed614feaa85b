// One Chromium for the whole run, launched on first use and killed at the end. Lighthouse drives
// it through its debugging port; benches that want Playwright get a Browser attached to the same one.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

// Flags that make headless Chromium run as root in a container without a GPU.
export const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];

const KNOWN_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

/**
 * The Chromium binary to use: $CHROME_PATH (or $CHROMIUM_PATH) when set, even if it does not
 * exist (so `CHROME_PATH=none` runs without a browser), else a usual install location.
 */
export function findChromium(env = process.env) {
  const chosen = env.CHROME_PATH || env.CHROMIUM_PATH;
  if (chosen) return fs.existsSync(chosen) ? chosen : undefined;
  return KNOWN_PATHS.find((candidate) => fs.existsSync(candidate));
}

/** chrome-launcher as shipped with lighthouse (it is lighthouse's dependency, not ours). */
async function importChromeLauncher() {
  const requireFromLighthouse = createRequire(import.meta.resolve('lighthouse'));
  return import(pathToFileURL(requireFromLighthouse.resolve('chrome-launcher')).href);
}

export function createChromium({ executablePath = findChromium() } = {}) {
  let launching;
  let browserPromise;
  let pid;

  async function launch() {
    if (!executablePath) throw new Error('no Chromium found (set CHROME_PATH)');
    launching ??= importChromeLauncher().then((launcher) =>
      launcher
        .launch({ chromePath: executablePath, chromeFlags: CHROME_FLAGS, handleSIGINT: false, logLevel: 'silent' })
        .then((chrome) => {
          pid = chrome.pid;
          return chrome;
        }),
    );
    return launching;
  }

  return {
    /** Path of the binary, or undefined when this machine has none. */
    executablePath,
    /** The running Chromium: `{ port, pid, kill() }` from chrome-launcher. */
    launch,
    /** A Playwright Browser connected over CDP to the same Chromium. */
    async browser() {
      browserPromise ??= launch().then(async (chrome) => {
        const { chromium } = await import('@playwright/test');
        return chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      });
      return browserPromise;
    },
    async close() {
      const browser = await browserPromise?.catch(() => undefined);
      await browser?.close().catch(() => {});
      const chrome = await launching?.catch(() => undefined);
      await chrome?.kill();
      launching = undefined;
      browserPromise = undefined;
      pid = undefined;
    },
    /** For a synchronous 'exit' handler, where nothing can be awaited. */
    killSync() {
      if (!pid) return;
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    },
  };
}
