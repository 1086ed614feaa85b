// Runs one regex evaluation at a time off the main thread; regex-runner.ts terminates this worker
// when an evaluation exceeds the time limit (a running RegExp cannot be interrupted otherwise).
import { findMatches, replaceMatches } from './regex';
import type { RegexJob, RegexJobResult } from './regex-runner';

self.onmessage = (event: MessageEvent<RegexJob & { id: number }>) => {
  const { id, pattern, flags, text, replacement } = event.data;
  const started = performance.now();
  let reply: RegexJobResult;
  try {
    const { matches, truncated } = findMatches({ pattern, flags, text });
    const replaced = replacement === null || pattern === '' ? null : replaceMatches({ pattern, flags, text, replacement });
    reply = { id, ok: true, matches, truncated, replaced, elapsedMs: performance.now() - started };
  } catch (err) {
    reply = { id, ok: false, error: (err as Error).message };
  }
  self.postMessage(reply);
};
