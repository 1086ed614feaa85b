// Groups large pastes off the main thread: 10,000 commits take over 100 ms to parse.
import { generateChangelog, type Changelog, type ChangelogOptions } from './changelog';

export type ChangelogRequest = { id: number; options: ChangelogOptions };
export type ChangelogResponse = { id: number; result: Changelog | null } | { id: number; error: string };

self.onmessage = (event: MessageEvent<ChangelogRequest>) => {
  const { id, options } = event.data;
  let response: ChangelogResponse;
  try {
    response = { id, result: generateChangelog(options) };
  } catch (err) {
    response = { id, error: err instanceof Error ? err.message : String(err) };
  }
  self.postMessage(response);
};
