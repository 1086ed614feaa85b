import { describe, expect, it } from 'vitest';
import { createSessionCache } from '../src/auth/session-cache';

const alice = { id: 'u1', email: 'alice@example.com', plan: 'free' as const };
const inAnHour = () => new Date(Date.now() + 3_600_000);

describe('session cache', () => {
  it('answers from memory within its lifetime and asks again after it', async () => {
    let clock = 1_000_000;
    const cache = createSessionCache({ ttlMs: 5_000, now: () => clock });
    let loads = 0;
    const load = async () => {
      loads += 1;
      return { user: alice, expiresAt: new Date(clock + 3_600_000) };
    };
    expect(await cache.read('c=1', load)).toEqual(alice);
    clock += 4_999;
    expect(await cache.read('c=1', load)).toEqual(alice);
    expect(loads).toBe(1);
    clock += 1;
    expect(await cache.read('c=1', load)).toEqual(alice);
    expect(loads).toBe(2);
  });

  it('never keeps a session past its own expiry', async () => {
    let clock = 1_000_000;
    const cache = createSessionCache({ ttlMs: 60_000, now: () => clock });
    await cache.read('c=1', async () => ({ user: alice, expiresAt: new Date(clock + 1_000) }));
    clock += 1_000;
    expect(cache.get('c=1')).toBeUndefined();
  });

  it('does not remember a cookie the library rejected', async () => {
    const cache = createSessionCache({ ttlMs: 5_000 });
    let loads = 0;
    const reject = async () => {
      loads += 1;
      return null;
    };
    expect(await cache.read('forged', reject)).toBeNull();
    expect(await cache.read('forged', reject)).toBeNull();
    expect(loads).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('makes one library call for many requests arriving together with the same cookie', async () => {
    const cache = createSessionCache({ ttlMs: 5_000 });
    let loads = 0;
    const load = async () => {
      loads += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { user: alice, expiresAt: inAnHour() };
    };
    const users = await Promise.all(Array.from({ length: 50 }, () => cache.read('c=1', load)));
    expect(users.every((u) => u?.id === 'u1')).toBe(true);
    expect(loads).toBe(1);
  });

  it('forgets everything on clear, including an answer that was on its way', async () => {
    const cache = createSessionCache({ ttlMs: 5_000 });
    await cache.read('c=1', async () => ({ user: alice, expiresAt: inAnHour() }));
    let release!: () => void;
    const slow = cache.read('c=2', () => new Promise((resolve) => (release = () => resolve({ user: alice, expiresAt: inAnHour() }))));
    cache.clear();
    release();
    await slow;
    expect(cache.size).toBe(0);
  });

  it('is off with a lifetime of 0', async () => {
    const cache = createSessionCache({ ttlMs: 0 });
    let loads = 0;
    const load = async () => {
      loads += 1;
      return { user: alice, expiresAt: inAnHour() };
    };
    await cache.read('c=1', load);
    await cache.read('c=1', load);
    expect(loads).toBe(2);
  });

  it('drops the oldest entry beyond its size', async () => {
    const cache = createSessionCache({ ttlMs: 5_000, maxEntries: 2 });
    for (const cookie of ['a', 'b', 'c']) await cache.read(cookie, async () => ({ user: alice, expiresAt: inAnHour() }));
    expect(cache.size).toBe(2);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')).toEqual(alice);
  });
});
