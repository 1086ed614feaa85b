import {
  buildVendorIndex,
  loadOuiData,
  reportMac,
  searchVendors,
  type MacReport,
  type OuiData,
  type VendorIndex,
  type VendorMatch,
} from './registry';

// Holds the IEEE registry (5.4 MB of JSON) off the page's thread: loaded and indexed once, then
// each lookup or search is a message.

export type OuiRequest = { id: number; type: 'lookup'; lines: string[] } | { id: number; type: 'search'; query: string };
export type LineResult = { line: number; report: MacReport } | { line: number; error: string };
export type OuiReply =
  | { id: number; type: 'lookup'; results: LineResult[]; loadMs: number | null }
  | { id: number; type: 'search'; matches: VendorMatch[]; total: number; loadMs: number | null }
  | { id: number; type: 'error'; message: string };

let loaded: Promise<{ data: OuiData; index: VendorIndex }> | null = null;
let loadMs: number | null = null;

function load() {
  loaded ??= (async () => {
    const started = performance.now();
    const data = await loadOuiData();
    const index = buildVendorIndex(data);
    loadMs = performance.now() - started;
    return { data, index };
  })();
  return loaded;
}

self.onmessage = async (event: MessageEvent<OuiRequest>) => {
  const request = event.data;
  const post = (reply: OuiReply) => (self as unknown as Worker).postMessage(reply);
  try {
    const { data, index } = await load();
    // The load's time goes with every answer: the first one may be for a line the page has since
    // replaced, and dropped there with the time it carried.
    if (request.type === 'lookup') {
      const results = request.lines.map((text, line): LineResult => {
        try {
          return { line, report: reportMac(data, text) };
        } catch (err) {
          return { line, error: (err as Error).message };
        }
      });
      post({ id: request.id, type: 'lookup', results, loadMs });
    } else {
      post({ id: request.id, type: 'search', ...searchVendors(index, request.query), loadMs });
    }
  } catch (err) {
    loaded = null;
    post({ id: request.id, type: 'error', message: `The IEEE registry could not be loaded: ${(err as Error).message}` });
  }
};
