import { RefreshCw, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Workbox } from 'workbox-window';
import { buttonClasses } from '@/components/Button';
import { NEW_VERSION_EVENT, newVersionAnnounced } from '@/lib/deployment';
import { appUrl, BASE_PATH } from '@/lib/base-path';

// Loaded by main.tsx once the page is interactive (production only): registers the service
// worker (web/src/pwa/sw.ts) and shows "A new version is available — Reload" when a newer
// deployment is found, by the worker (a new sw.js installed and waiting) or by the page itself
// (the API answered from a newer build, or a chunk of this build is gone: lib/deployment.ts).
// The prompt never reloads on its own: what the user is typing stays until they choose.

const CHECK_EVERY_MS = 60 * 60 * 1000;
// After "Reload", the new worker normally takes over within a second; past this, reload anyway.
const TAKE_OVER_TIMEOUT_MS = 10_000;

const workbox = new Workbox(appUrl('/sw.js'), { scope: BASE_PATH });
let reloadRequested = false;

function reload() {
  window.location.reload();
}

workbox.addEventListener('waiting', () => {
  // A new worker waits for this page: after "Reload" it takes over at once, otherwise it is offered.
  if (reloadRequested) workbox.messageSkipWaiting();
  else window.dispatchEvent(new Event(NEW_VERSION_EVENT));
});
// The new worker controls the page: now a reload gets the new deployment's files.
workbox.addEventListener('controlling', (event) => {
  if (event.isUpdate && reloadRequested) reload();
});

const registration = workbox.register().catch(() => undefined);
// A tab left open learns about deployments too.
setInterval(() => void workbox.update(), CHECK_EVERY_MS);

/** "Reload": hands over to the new worker (fetching it first if needed), then reloads. */
async function reloadIntoNewVersion() {
  reloadRequested = true;
  const registered = await registration;
  if (!registered) return reload();
  setTimeout(reload, TAKE_OVER_TIMEOUT_MS);
  if (registered.waiting) {
    workbox.messageSkipWaiting();
    return;
  }
  // The page heard of the new deployment before its worker did: look for it now; 'waiting' above
  // finishes the job. With nothing new to install (the files did not change), a reload is enough.
  await workbox.update().catch(() => undefined);
  if (!registered.installing && !registered.waiting) reload();
}

function UpdatePrompt() {
  const [shown, setShown] = useState(newVersionAnnounced);
  const [reloading, setReloading] = useState(false);

  useEffect(() => {
    const onNewVersion = () => {
      setShown(true);
      // The server is newer than this page: have the worker fetch the new deployment meanwhile.
      void workbox.update().catch(() => undefined);
    };
    window.addEventListener(NEW_VERSION_EVENT, onNewVersion);
    return () => window.removeEventListener(NEW_VERSION_EVENT, onNewVersion);
  }, []);

  if (!shown) return null;
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-x-3 bottom-3 z-50 flex items-center gap-3 rounded-xl border border-border bg-surface p-3 pl-4 text-sm text-fg shadow-2xl sm:inset-x-auto sm:right-4 sm:bottom-4 sm:max-w-md"
    >
      <RefreshCw className="h-4 w-4 shrink-0 text-primary" aria-hidden />
      <p className="min-w-0 flex-1 font-medium">A new version is available</p>
      <button
        type="button"
        className={buttonClasses('primary', 'sm')}
        disabled={reloading}
        onClick={() => {
          setReloading(true);
          void reloadIntoNewVersion();
        }}
      >
        {reloading ? 'Reloading…' : 'Reload'}
      </button>
      <button
        type="button"
        onClick={() => setShown(false)}
        aria-label="Not now"
        title="Not now"
        className="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-surface-2 hover:text-fg"
      >
        <X className="h-4 w-4" aria-hidden />
      </button>
    </div>
  );
}

// Its own small root, outside the app's tree: the app's first load does not carry it.
const host = document.createElement('div');
host.id = 'update-prompt';
document.body.append(host);
createRoot(host).render(<UpdatePrompt />);
