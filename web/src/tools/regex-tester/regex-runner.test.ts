// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findMatches } from './regex';
import { createRegexRunner, type RegexJobResult } from './regex-runner';

/** A stand-in for the worker: answers with the real matcher unless told to hang. */
class FakeWorker {
  onmessage: ((event: MessageEvent<RegexJobResult>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  terminated = false;
  constructor(private hang: boolean) {}
  postMessage(job: { id: number; pattern: string; flags: string; text: string }) {
    if (this.hang) return;
    const { matches, truncated } = findMatches(job);
    setTimeout(() => {
      if (!this.terminated)
        this.onmessage?.({
          data: { id: job.id, ok: true, matches, truncated, replaced: null, elapsedMs: 1 },
        } as MessageEvent<RegexJobResult>);
    }, 5);
  }
  terminate() {
    this.terminated = true;
  }
}

afterEach(() => vi.useRealTimers());

describe('createRegexRunner', () => {
  it('returns the worker result', async () => {
    const runner = createRegexRunner({ createWorker: () => new FakeWorker(false) });
    const outcome = await runner.run({ pattern: 'b', flags: 'g', text: 'abcb', replacement: null });
    expect(outcome).toMatchObject({ status: 'done', matches: [{ index: 1 }, { index: 3 }] });
  });

  it('terminates a worker that exceeds the time limit, then starts a fresh one', async () => {
    vi.useFakeTimers();
    const workers: FakeWorker[] = [];
    let hang = true;
    const runner = createRegexRunner({
      timeLimitMs: 1000,
      createWorker: () => {
        const w = new FakeWorker(hang);
        workers.push(w);
        return w;
      },
    });
    const slow = runner.run({ pattern: '(a+)+$', flags: '', text: `${'a'.repeat(30)}!`, replacement: null });
    await vi.advanceTimersByTimeAsync(999);
    expect(workers[0].terminated).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await slow).toEqual({ status: 'timeout', limitMs: 1000 });
    expect(workers[0].terminated).toBe(true);

    hang = false;
    const next = runner.run({ pattern: 'a', flags: 'g', text: 'aa', replacement: null });
    await vi.advanceTimersByTimeAsync(10);
    expect(await next).toMatchObject({ status: 'done', matches: [{}, {}] });
    expect(workers).toHaveLength(2);
  });

  it('supersedes a running job when a new one arrives', async () => {
    const workers: FakeWorker[] = [];
    const runner = createRegexRunner({
      createWorker: () => {
        const w = new FakeWorker(workers.length === 0);
        workers.push(w);
        return w;
      },
    });
    const first = runner.run({ pattern: 'x', flags: '', text: 'x', replacement: null });
    const second = runner.run({ pattern: 'x', flags: '', text: 'xx', replacement: null });
    expect(await first).toEqual({ status: 'superseded' });
    expect(workers[0].terminated).toBe(true);
    expect(await second).toMatchObject({ status: 'done' });
  });
});
