import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { jsonFromText, knownTextOf, tag } from '@/operations/kinds';
import { defineOperation } from '@/operations/operation';
import { OperationCancelled } from '@/operations/run';
import { startRun, whereToRun, WORKER_THRESHOLD_BYTES } from './operation-client';
import { fullText, MAX_SHOWN_CHARS, utf8BytesOf } from './value-display';
import { outputToWire, type RunMessage, type WorkerReply } from './worker-protocol';

// Where operations run, and the time limit of those that may not end: jsdom has no Worker, so a
// stand-in records what the page asks and answers as the real worker would (or never, as a
// catastrophic regular expression does).

class StandInWorker {
  static last: StandInWorker | null = null;
  onmessage: ((event: MessageEvent<WorkerReply>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  terminated = false;
  message: RunMessage | null = null;
  constructor() {
    StandInWorker.last = this;
  }
  postMessage(message: RunMessage) {
    this.message = message;
  }
  terminate() {
    this.terminated = true;
  }
  reply(reply: WorkerReply) {
    this.onmessage?.({ data: reply } as MessageEvent<WorkerReply>);
  }
}

const endless = defineOperation({
  id: 'endless',
  name: 'Endless',
  description: 'Never ends.',
  input: 'text',
  output: 'text',
  options: z.object({}),
  timeLimit: { ms: 1500, message: 'Stopped after 1.5 s: the pattern backtracks catastrophically.' },
  run: () => 'unreachable',
});
const quick = defineOperation({
  id: 'quick',
  name: 'Quick',
  description: 'Upper case.',
  input: 'text',
  output: 'text',
  options: z.object({}),
  run: (text) => text.toUpperCase(),
});

describe('operation client', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('runs small inputs on the page, large ones and time-limited operations in a worker', async () => {
    expect(whereToRun(quick, tag('text', 'abc'))).toBe('page');
    expect(whereToRun(quick, tag('text', 'x'.repeat(WORKER_THRESHOLD_BYTES)))).toBe('worker');
    expect(whereToRun(endless, tag('text', 'abc'))).toBe('worker');
    expect((await startRun('demo', quick, tag('text', 'abc'), {}).promise).output).toEqual(tag('text', 'ABC'));
  });

  it('stops a run that outlives its time limit, counted from when the run started in the worker', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('Worker', StandInWorker);
    const handle = startRun('demo', endless, tag('text', '(a+)+$'), {});
    const worker = StandInWorker.last!;
    expect(worker.message).toMatchObject({ toolId: 'demo', operationId: 'endless' });
    const outcome = handle.promise.then(
      () => 'finished',
      (err: Error) => err.message,
    );
    // Loading the tool's chunk is not counted.
    vi.advanceTimersByTime(5000);
    expect(worker.terminated).toBe(false);
    worker.reply({ id: worker.message!.id, type: 'started' });
    vi.advanceTimersByTime(1499);
    expect(worker.terminated).toBe(false);
    vi.advanceTimersByTime(1);
    expect(worker.terminated).toBe(true);
    expect(await outcome).toBe('Stopped after 1.5 s: the pattern backtracks catastrophically.');
  });

  it('a run that answers in time keeps its answer; Stop ends the worker', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('Worker', StandInWorker);
    const handle = startRun('demo', endless, tag('text', 'x'), {});
    const worker = StandInWorker.last!;
    worker.reply({ id: worker.message!.id, type: 'started' });
    worker.reply({ id: worker.message!.id, type: 'done', ms: 3, inputBytes: 1, ...outputToWire(tag('text', 'X')) });
    expect((await handle.promise).output).toEqual(tag('text', 'X'));
    vi.advanceTimersByTime(5000);

    const stopped = startRun('demo', endless, tag('text', 'y'), {});
    stopped.cancel();
    expect(StandInWorker.last!.terminated).toBe(true);
    await expect(stopped.promise).rejects.toBeInstanceOf(OperationCancelled);
  });

  it('JSON crosses to and from the worker as its text: the page never clones nor writes out a large document', async () => {
    vi.stubGlobal('Worker', StandInWorker);
    const text = '{\n  "users": [\n    1,\n    2\n  ]\n}';
    const handle = startRun('demo', endless, jsonFromText(text), {});
    const worker = StandInWorker.last!;
    expect(worker.message!.input).toEqual({ kind: 'json-text', value: text });
    worker.reply({ id: worker.message!.id, type: 'started' });
    worker.reply({ id: worker.message!.id, type: 'done', ms: 3, inputBytes: text.length, ...outputToWire(jsonFromText(text)) });
    const { output } = await handle.promise;
    expect(output.kind).toBe('json');
    expect(knownTextOf(output)).toBe(text);
    expect(output.value).toEqual({ users: [1, 2] });

    // A parsed value whose text nobody wrote yet goes as it is (writing it out on the page is the cost avoided).
    startRun('demo', endless, tag('json', { a: 1 }), {});
    expect(StandInWorker.last!.message!.input).toEqual({ kind: 'json', value: { a: 1 } });
  });

  it('a large text output comes back as UTF-8 bytes, transferred, with its size and the part shown measured in the worker', async () => {
    vi.stubGlobal('Worker', StandInWorker);
    const line = 'naïve café — 世界 🎉\n';
    const text = line.repeat(Math.ceil((MAX_SHOWN_CHARS * 2) / line.length));
    const wire = outputToWire(tag('text', text));
    expect(wire.output.kind).toBe('utf8');
    // Node's own UTF-8 length, not ours.
    expect(wire.outputBytes).toBe(Buffer.byteLength(text, 'utf8'));
    expect(wire.shown).toMatchObject({ text: text.slice(0, MAX_SHOWN_CHARS), truncated: true, totalChars: text.length });

    const handle = startRun('demo', endless, tag('text', 'x'), {});
    const worker = StandInWorker.last!;
    worker.reply({ id: worker.message!.id, type: 'started' });
    worker.reply({ id: worker.message!.id, type: 'done', ms: 3, inputBytes: 1, ...wire });
    const outcome = await handle.promise;
    expect(outcome.outputBytes).toBe(Buffer.byteLength(text, 'utf8'));
    expect(outcome.shown?.truncated).toBe(true);
    expect(outcome.output.kind).toBe('text');
    // Download saves the bytes as they came; Copy and Send to decode them when asked.
    expect(Buffer.from(utf8BytesOf(outcome.output)!).toString('utf8')).toBe(text);
    expect(fullText(outcome.output)).toBe(text);
    expect(outcome.output.value).toBe(text);

    // Small outputs stay strings.
    expect(outputToWire(tag('text', 'short')).output).toEqual(tag('text', 'short'));
  });
});
