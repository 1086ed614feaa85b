// Runs before first paint (docs/ARCHITECTURE.md, "First paint"): applies the saved theme; on a
// prerendered page, fetches the app's scripts once the page has painted, and keeps a tap on a button
// or a Ctrl/Cmd+K made before they have taken it over.
(function () {
  try {
    var pref = localStorage.getItem('devforge:theme') || 'system';
    var dark = pref === 'dark' || (pref === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    document.documentElement.classList.toggle('dark', dark);
    document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
  } catch (e) {}
})();
(function () {
  var started = false;
  function start() {
    var meta = document.querySelector('meta[name="devforge:app-scripts"]');
    if (started || !meta) return;
    started = true;
    meta.content.split(' ').forEach(function (url, i) {
      var el = document.createElement(i ? 'link' : 'script');
      if (i) {
        el.rel = 'modulepreload';
        el.href = url;
      } else {
        el.type = 'module';
        el.src = url;
      }
      el.crossOrigin = '';
      document.head.appendChild(el);
    });
  }
  var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (document.visibilityState !== 'visible' || !types || types.indexOf('paint') < 0) {
    document.addEventListener('DOMContentLoaded', start);
    return;
  }
  new PerformanceObserver(function (list) {
    if (list.getEntriesByName('first-contentful-paint').length) setTimeout(start);
  }).observe({ type: 'paint', buffered: true });
  setTimeout(start, 5000);
})();
// A tap on a button before React listens (main.tsx) is replayed once the page is interactive
// (<html data-interactive>), as Angular's event replay does: the menu or "Forgot your password?"
// would ignore it. Later taps are React's own (it replays them itself while hydrating).
// Ctrl/Cmd+K (the command palette) is kept until the page is interactive: its listener is on the
// window, which React does not replay, and it is attached only as hydration ends. Kept here, it
// does not also reach that listener (which would open the palette, and the replay close it).
(function () {
  var root = document.documentElement;
  var pending = null;
  var paletteKey = null;
  document.addEventListener(
    'click',
    function (event) {
      if (!root.hasAttribute('data-react-listens') && event.target.closest) pending = event.target.closest('button');
    },
    true,
  );
  document.addEventListener(
    'keydown',
    function (event) {
      var k = event.key === 'k' || event.key === 'K';
      if (root.hasAttribute('data-interactive') || !k || !(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey)
        return;
      // Not the browser's own Ctrl+K (its address bar search), as once the app listens.
      event.preventDefault();
      event.stopPropagation();
      // Pressed twice, the palette would open and close again.
      paletteKey = paletteKey ? null : { key: event.key, ctrlKey: event.ctrlKey, metaKey: event.metaKey };
    },
    true,
  );
  new MutationObserver(function (records, observer) {
    observer.disconnect();
    if (pending && pending.isConnected) pending.click();
    pending = null;
    if (paletteKey) {
      paletteKey.bubbles = true;
      paletteKey.cancelable = true;
      window.dispatchEvent(new KeyboardEvent('keydown', paletteKey));
    }
    paletteKey = null;
  }).observe(root, { attributeFilter: ['data-interactive'] });
})();
