// Query rows cross from the worker as JSON text in transferred buffers, one per few thousand rows,
// and are decoded on the page only when read. A 100,000-row result thus costs the page no work (and
// no garbage) until rows are looked at: the virtualised table decodes the one or two chunks in view.
import type { Cell } from './types';

/** Read access to a result's rows without materialising them all. */
export interface RowSource {
  readonly length: number;
  at(index: number): Cell[];
  /** Every row, decoded (for exports and charts: a user's action, once). */
  all(): Cell[][];
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** Cells as JSON cannot carry NaN and ±Infinity: engines turn those into text first (see the backends). */
export function encodeRows(rows: Cell[][]): Uint8Array {
  return encoder.encode(JSON.stringify(rows));
}

export function arrayRows(rows: Cell[][]): RowSource {
  return { length: rows.length, at: (i) => rows[i], all: () => rows };
}

/** Keeps the last few decoded chunks: scrolling back and forth does not decode them again. */
const KEEP_DECODED = 6;

export class ChunkedRows implements RowSource {
  readonly length: number;
  private readonly starts: number[] = [];
  private decoded = new Map<number, Cell[][]>();
  private everything: Cell[][] | null = null;

  constructor(private readonly chunks: { data: Uint8Array; count: number }[]) {
    let start = 0;
    for (const chunk of chunks) {
      this.starts.push(start);
      start += chunk.count;
    }
    this.length = start;
  }

  private chunk(index: number): Cell[][] {
    let rows = this.decoded.get(index);
    if (!rows) {
      rows = JSON.parse(decoder.decode(this.chunks[index].data)) as Cell[][];
      this.decoded.set(index, rows);
      if (this.decoded.size > KEEP_DECODED) this.decoded.delete(this.decoded.keys().next().value!);
    }
    return rows;
  }

  at(index: number): Cell[] {
    if (this.everything) return this.everything[index];
    // The chunk holding `index`: the last one starting at or before it.
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.starts[mid] <= index) lo = mid;
      else hi = mid - 1;
    }
    return this.chunk(lo)[index - this.starts[lo]];
  }

  all(): Cell[][] {
    if (!this.everything) {
      const rows: Cell[][] = [];
      this.chunks.forEach((_, i) => {
        for (const row of this.chunk(i)) rows.push(row);
      });
      this.everything = rows;
      this.decoded.clear();
    }
    return this.everything;
  }
}
