import { describe, expect, it, vi } from 'vitest';
import { createSharedResource } from './shared-resource';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

describe('createSharedResource', () => {
  it('shares one request between callers and tells every subscriber', async () => {
    const answer = deferred<number>();
    const load = vi.fn(() => answer.promise);
    const resource = createSharedResource(load);
    const seen: (number | null)[] = [];
    resource.subscribe(() => seen.push(resource.snapshot().value));
    const a = resource.refresh();
    const b = resource.refresh();
    expect(load).toHaveBeenCalledTimes(1);
    answer.resolve(3);
    await Promise.all([a, b]);
    expect(seen).toEqual([3]);
    // A later refresh asks again.
    load.mockResolvedValueOnce(2);
    await resource.refresh();
    expect(resource.snapshot().value).toBe(2);
  });

  it('keeps the last value when a refresh fails, and reports the error', async () => {
    const resource = createSharedResource(vi.fn().mockResolvedValueOnce(5).mockRejectedValueOnce(new Error('offline')));
    await resource.refresh();
    await resource.refresh();
    expect(resource.snapshot()).toMatchObject({ value: 5, error: 'offline' });
  });

  it("drops an answer to a request made before a reset (another user's)", async () => {
    const answer = deferred<string>();
    const resource = createSharedResource(vi.fn(() => answer.promise));
    const pending = resource.refresh();
    resource.reset('user-2');
    answer.resolve('for user 1');
    await pending;
    expect(resource.snapshot()).toEqual({ value: null, error: null, owner: 'user-2' });
  });

  it('updates the value locally once there is one', async () => {
    const resource = createSharedResource<{ n: number }>(vi.fn().mockResolvedValue({ n: 1 }));
    resource.update((v) => ({ n: v.n + 1 }));
    expect(resource.snapshot().value).toBeNull();
    await resource.refresh();
    resource.update((v) => ({ n: v.n + 1 }));
    expect(resource.snapshot().value).toEqual({ n: 2 });
  });
});
