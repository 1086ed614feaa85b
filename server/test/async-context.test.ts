import { AsyncLocalStorage } from 'node:async_hooks';
import { describe, expect, it } from 'vitest';
import { createAsyncContextSwitch } from '../src/auth/async-context';

/** A promise with its resolve function, to hold a call open while another one runs. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('async-context switch (the auth library context is only on while one of its calls runs)', () => {
  it('disables the storages when the last call ends, not before', async () => {
    let disabled = 0;
    const withContext = createAsyncContextSwitch(Promise.resolve([{ disable: () => (disabled += 1) }]));
    const first = gate();
    const second = gate();
    const a = withContext(() => first.opened);
    const b = withContext(() => second.opened);
    second.open();
    await b;
    await tick();
    expect(disabled).toBe(0);
    first.open();
    await a;
    await tick();
    expect(disabled).toBe(1);
  });

  it('keeps the context of a running call when an overlapping call ends', async () => {
    const storage = new AsyncLocalStorage<string>();
    const withContext = createAsyncContextSwitch(Promise.resolve([storage]));
    const held = gate();
    const long = withContext(() =>
      storage.run('long call', async () => {
        await held.opened;
        await tick();
        return storage.getStore();
      }),
    );
    await withContext(() => storage.run('short call', async () => storage.getStore()));
    await tick();
    held.open();
    expect(await long).toBe('long call');
  });

  it('lets the library switch its storage on again for the next call', async () => {
    const storage = new AsyncLocalStorage<string>();
    const withContext = createAsyncContextSwitch(Promise.resolve([storage]));
    const read = () =>
      withContext(() =>
        storage.run('request', async () => {
          await tick();
          return storage.getStore();
        }),
      );
    expect(await read()).toBe('request');
    await tick();
    expect(storage.getStore()).toBeUndefined();
    expect(await read()).toBe('request');
  });

  it('ends the call with its error and still switches off', async () => {
    let disabled = 0;
    const withContext = createAsyncContextSwitch(Promise.resolve([{ disable: () => (disabled += 1) }]));
    await expect(withContext(() => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    await tick();
    expect(disabled).toBe(1);
  });
});
