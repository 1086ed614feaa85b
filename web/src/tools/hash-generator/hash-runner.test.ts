// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createHashRunner, type HashWorkerMessage } from './hash-runner';

/** Answers like the real worker: progress for files, then digests; `hold` keeps a job running. */
class FakeWorker {
  onmessage: ((event: MessageEvent<HashWorkerMessage>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  terminated = false;
  constructor(private hold = false) {}
  postMessage(job: { id: number }) {
    const send = (data: HashWorkerMessage) =>
      setTimeout(() => !this.terminated && this.onmessage?.({ data } as MessageEvent<HashWorkerMessage>), 1);
    send({ id: job.id, type: 'progress', bytes: 50, total: 100 });
    if (!this.hold) send({ id: job.id, type: 'done', digests: { md5: new Uint8Array(16) }, bytes: 100, elapsedMs: 2 });
  }
  terminate() {
    this.terminated = true;
  }
}

const job = { source: { kind: 'text' as const, text: 'x' }, algorithms: ['md5' as const], hmacKey: null };

describe('createHashRunner', () => {
  it('reports progress, then the digests', async () => {
    const runner = createHashRunner({ createWorker: () => new FakeWorker() });
    const progress: number[] = [];
    const outcome = await runner.run(job, (bytes, total) => progress.push(bytes / total));
    expect(progress).toEqual([0.5]);
    expect(outcome).toMatchObject({ status: 'done', bytes: 100 });
  });

  it('cancels a running job by terminating its worker, and runs the next in a new one', async () => {
    const workers: FakeWorker[] = [];
    const runner = createHashRunner({
      createWorker: () => {
        const worker = new FakeWorker(workers.length === 0);
        workers.push(worker);
        return worker;
      },
    });
    const first = runner.run(job);
    runner.cancel();
    expect(await first).toEqual({ status: 'cancelled' });
    expect(workers[0].terminated).toBe(true);
    expect(await runner.run(job)).toMatchObject({ status: 'done' });
    expect(workers).toHaveLength(2);
  });

  it('a new job replaces a running one', async () => {
    const workers: FakeWorker[] = [];
    const runner = createHashRunner({
      createWorker: () => {
        const worker = new FakeWorker(workers.length === 0);
        workers.push(worker);
        return worker;
      },
    });
    const first = runner.run(job);
    const second = runner.run(job);
    expect(await first).toEqual({ status: 'cancelled' });
    expect(await second).toMatchObject({ status: 'done' });
  });
});
