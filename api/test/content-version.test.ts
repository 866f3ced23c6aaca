import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ContentVersion } from '../src/lib/content-version.ts';

/** A ContentVersion on a fake clock whose reads wait until `finish` is called. */
function tracker(maxAgeMs = 1_000) {
  let clock = 0;
  let stored = 5;
  let reads = 0;
  const pending: (() => void)[] = [];
  const version = new ContentVersion({
    maxAgeMs,
    now: () => clock,
    read: () =>
      new Promise<number>((resolve) => {
        reads++;
        const seen = stored;
        pending.push(() => resolve(seen));
      }),
  });
  const finish = async () => {
    pending.shift()!();
    await new Promise((r) => setImmediate(r));
  };
  return {
    version,
    finish,
    get reads() {
      return reads;
    },
    tick: (ms: number) => (clock += ms),
    write: () => ++stored,
  };
}

describe('the content version in memory', () => {
  it('reads first, then answers from memory (a number, no promise) until the bound has passed', async () => {
    const t = tracker(1_000);
    const first = t.version.current();
    assert.ok(first instanceof Promise, 'nothing known yet: a read');
    await t.finish();
    assert.equal(await first, 5);
    t.write();
    t.tick(999);
    assert.equal(t.version.current(), 5, 'within the bound: memory, even though the database moved');
    assert.equal(t.reads, 1);
    t.tick(1);
    const again = t.version.current();
    assert.ok(again instanceof Promise, 'at the bound: read again');
    await t.finish();
    assert.equal(await again, 6);
    assert.equal(t.version.current(), 6);
  });

  it('takes a notified version at once, never going back', async () => {
    const t = tracker();
    const first = t.version.current();
    await t.finish();
    await first;
    t.version.seen(9);
    assert.equal(t.version.current(), 9);
    t.version.seen(7);
    t.version.seen(Number('not a number'));
    assert.equal(t.version.current(), 9);
  });

  it('reads again after invalidate(), and a read that began before an invalidate() does not count', async () => {
    const t = tracker(60_000);
    const first = t.version.current();
    t.version.invalidate(); // a write finished while the first read ran
    await t.finish();
    await first;
    t.write();
    const second = t.version.current();
    assert.ok(second instanceof Promise, 'the read that began before the write may have missed it');
    await t.finish();
    assert.equal(await second, 6);
    assert.equal(t.version.current(), 6, 'fresh now: from memory');
    t.version.invalidate();
    assert.ok(t.version.current() instanceof Promise);
    await t.finish();
    assert.equal(t.reads, 3);
  });
});
