import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { noteChoicesMadeBeforeHydration } from './services/render/early-input';
import { loadParts } from './services/render/lazy-part';
import { announceNewVersion } from './lib/deployment';
import { appPathname } from './lib/base-path';
import './index.css';

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// A prerendered page (render/prerender.tsx) says which address it was rendered for and which lazy
// parts it holds: their code is loaded first, then React takes over the HTML already on screen.
// Any other page (the shell served for deep links) is rendered here from scratch.
// Hydration runs as a transition: React then works in slices of a few milliseconds and lets the
// browser handle input between them, instead of one long task (Lighthouse's TBT on /tools was
// 170 ms). A client render stays urgent: as a transition, the layout around a lazy screen showed
// before it, and the footer jumped when it came (CLS 0.44 on a tool page).
const { prerendered, parts } = container.dataset;
const path = appPathname(window.location.pathname).replace(/(.)\/+$/, '$1');
if (prerendered === path || prerendered === '*') {
  // A box ticked (or a choice made) before now, or while React hydrates, is handed to the form once it is interactive.
  noteChoicesMadeBeforeHydration(container);
  loadParts(parts ? parts.split(' ') : []).then(
    () => {
      reactListens();
      startTransition(() => void hydrateRoot(container, app));
    },
    () => {
      // A part could not be fetched (offline before it was ever cached): render what can be.
      container.replaceChildren();
      render();
    },
  );
} else {
  container.replaceChildren();
  render();
}

function render() {
  reactListens();
  createRoot(container).render(app);
}

// From here React receives the page's events (and replays those on parts it has not hydrated yet);
// boot.js replays only a tap made before.
function reactListens() {
  document.documentElement.dataset.reactListens = '';
}

// A chunk of this build that the server no longer has: a newer deployment replaced it.
window.addEventListener('vite:preloadError', () => {
  if (navigator.onLine) announceNewVersion();
});

if ('serviceWorker' in navigator) {
  if (import.meta.env.PROD) {
    // The service worker and the update prompt load once the page is interactive and idle: they
    // add nothing to the first load.
    const start = () => void import('./app/update/service-worker');
    const whenIdle = () =>
      'requestIdleCallback' in window ? requestIdleCallback(start, { timeout: 4000 }) : setTimeout(start, 1000);
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  } else {
    // `npm run dev` never keeps a worker (e.g. from a production build served on this origin
    // earlier) that would answer with stale files.
    void navigator.serviceWorker.getRegistrations().then((registrations) => registrations.forEach((r) => void r.unregister()));
  }
}
