import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createTtlCache } from '../src/lib/ttl-cache.ts';

describe('ttl cache', () => {
  it('serves a value until it expires, then computes it again', async () => {
    let clock = 0;
    let calls = 0;
    const cache = createTtlCache({ ttlMs: 100, staleMs: 0, now: () => clock });
    const compute = async () => ++calls;
    assert.equal(await cache.get('a', compute), 1);
    clock = 99;
    assert.equal(await cache.get('a', compute), 1);
    clock = 100;
    assert.equal(await cache.get('a', compute), 2);
  });

  it('shares one computation between concurrent misses and forgets failures', async () => {
    let calls = 0;
    const cache = createTtlCache({ ttlMs: 1_000 });
    const slow = () => new Promise<number>((resolve) => setTimeout(() => resolve(++calls), 5));
    assert.deepEqual(await Promise.all([cache.get('k', slow), cache.get('k', slow)]), [1, 1]);
    await assert.rejects(cache.get('bad', () => Promise.reject(new Error('boom'))));
    assert.equal(await cache.get('bad', async () => 'ok'), 'ok');
  });

  it('keeps at most maxEntries, dropping the oldest', async () => {
    const cache = createTtlCache({ ttlMs: 1_000, maxEntries: 2 });
    let calls = 0;
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => ++calls);
    assert.equal(await cache.get('a', async () => 'again'), 'again');
    assert.equal(await cache.get('c', async () => 'stale?'), 3);
  });

  it('with a TTL of 0 computes every time', async () => {
    let calls = 0;
    const cache = createTtlCache({ ttlMs: 0 });
    await cache.get('a', async () => ++calls);
    await cache.get('a', async () => ++calls);
    assert.equal(calls, 2);
  });
});

describe('ttl cache: stale while revalidate', () => {
  it('serves a stale value at once while one refresh runs, then the new value', async () => {
    let clock = 0;
    let calls = 0;
    let release = () => {};
    const cache = createTtlCache({ ttlMs: 100, staleMs: 1_000, now: () => clock });
    const compute = () => {
      calls++;
      return calls === 1 ? Promise.resolve(1) : new Promise<number>((resolve) => (release = () => resolve(calls)));
    };
    assert.equal(await cache.get('a', compute), 1);
    clock = 150;
    assert.equal(await cache.get('a', compute), 1, 'stale value served');
    assert.equal(await cache.get('a', compute), 1, 'still stale while the refresh runs');
    assert.equal(calls, 2, 'only one refresh at a time');
    release();
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal(await cache.get('a', compute), 2, 'refreshed value');
    clock = 5_000;
    const late = cache.get('a', compute);
    release();
    assert.equal(await late, 3, 'too old: computed while the caller waits');
  });

  it('keeps serving the old value when a refresh fails', async () => {
    let clock = 0;
    const cache = createTtlCache({ ttlMs: 10, now: () => clock });
    await cache.get('a', async () => 'old');
    clock = 20;
    assert.equal(await cache.get('a', () => Promise.reject(new Error('db down'))), 'old');
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal(await cache.get('a', async () => 'new'), 'old', 'a new refresh starts');
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal(await cache.get('a', async () => 'newer'), 'new');
  });
});
