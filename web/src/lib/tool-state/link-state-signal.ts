// Says on the page whether the address bar's copy of a tool's state is behind the state: the page
// rewrites it a moment after the last change (debounced), so anything that reads or reloads the
// address (an end-to-end test, a script) can wait for `html:not([data-link-state])` instead of
// guessing how long the write takes. A plain attribute, not React state: no render per keystroke.

export const LINK_STATE_ATTRIBUTE = 'data-link-state';

// Each writer that has a write scheduled or running; the attribute stays while any of them does.
const pending = new Set<object>();

function reflect(): void {
  if (typeof document === 'undefined') return;
  if (pending.size > 0) document.documentElement.setAttribute(LINK_STATE_ATTRIBUTE, 'pending');
  else document.documentElement.removeAttribute(LINK_STATE_ATTRIBUTE);
}

/** `writer` has scheduled a write of the address bar. */
export function markLinkStatePending(writer: object): void {
  pending.add(writer);
  reflect();
}

/** `writer`'s writes have run, or it was disposed with nothing left to write. */
export function markLinkStateSettled(writer: object): void {
  if (!pending.delete(writer)) return;
  reflect();
}
