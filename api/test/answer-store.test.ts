import assert from 'node:assert/strict';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { describe, it } from 'node:test';
import { AnswerStore, chooseEncoding, etagOf } from '../src/lib/answer-store.ts';
import { coalesced } from '../src/lib/content-version.ts';

const body = (n: number, fill = 'a') => Buffer.from(JSON.stringify({ v: fill.repeat(n) }));

describe('answer store', () => {
  it('keeps an answer with its ETag and serves it at its version', () => {
    const store = new AnswerStore(1 << 20);
    const entry = store.set('en /api/brand?', 3, body(10))!;
    assert.equal(entry.etag, etagOf(body(10)));
    assert.equal(store.get('en /api/brand?', 3), entry);
    assert.equal(store.get('ar /api/brand?', 3), undefined);
  });

  it('drops every answer when a newer version is seen, and keeps none computed at an older one', () => {
    const store = new AnswerStore(1 << 20);
    store.set('k', 3, body(10));
    assert.equal(store.get('k', 4), undefined);
    assert.equal(store.size, 0);
    assert.equal(store.bytes, 0);
    assert.equal(store.set('k', 3, body(10)), null, 'an answer of version 3 is stale once 4 was seen');
    assert.equal(store.size, 0);
  });

  it('stays under its cap in bytes, dropping the least recently used first', () => {
    const one = body(3_000).length;
    const store = new AnswerStore(3 * (one + 400));
    store.set('a', 1, body(3_000, 'a'));
    store.set('b', 1, body(3_000, 'b'));
    store.set('c', 1, body(3_000, 'c'));
    assert.ok(store.get('a', 1), 'a is used again: b is now the least recently used');
    store.set('d', 1, body(3_000, 'd'));
    assert.deepEqual(
      ['a', 'b', 'c', 'd'].map((k) => store.peek(k) !== undefined),
      [true, false, true, true],
    );
    assert.ok(store.bytes <= store.maxBytes);
    // Encodings count too: compressing grows the entry, and may push others out.
    const tight = new AnswerStore(one + 260);
    const entry = tight.set('x', 1, body(3_000))!;
    tight.encode('x', entry, 'gzip');
    assert.ok(tight.bytes <= tight.maxBytes);
    assert.equal(new AnswerStore(100).set('big', 1, body(3_000)), null, 'an answer larger than the cap is not kept');
  });

  it('compresses once per encoding, and the encodings decode to the answer', () => {
    const store = new AnswerStore(1 << 20);
    const text = body(5_000, 'sofa ');
    const entry = store.set('k', 1, text)!;
    const br = store.encode('k', entry, 'br');
    assert.equal(store.encode('k', entry, 'br'), br, 'the same buffer, not a second compression');
    assert.deepEqual(brotliDecompressSync(br), text);
    assert.deepEqual(gunzipSync(store.encode('k', entry, 'gzip')), text);
    assert.equal(store.encode('k', entry, 'identity'), text);
    assert.equal(store.bytes, entry.bytes);
  });

  it('keeps the first entry (and its encodings) when a concurrent miss stores the same answer', () => {
    const store = new AnswerStore(1 << 20);
    const first = store.set('en /api/products?', 4, body(2000))!;
    const gzip = store.encode('en /api/products?', first, 'gzip');
    const second = store.set('en /api/products?', 4, body(2000))!;
    assert.equal(second, first);
    assert.equal(store.encode('en /api/products?', second, 'gzip'), gzip, 'not compressed again');
    assert.notEqual(store.set('en /api/products?', 4, body(2000, 'b')), first, 'a different answer replaces it');
  });

  it('chooses br, then gzip, by what the client accepts', () => {
    assert.equal(chooseEncoding('gzip, deflate, br', 5_000), 'br');
    assert.equal(chooseEncoding('gzip', 5_000), 'gzip');
    assert.equal(chooseEncoding('br;q=0.5, gzip', 5_000), 'gzip');
    assert.equal(chooseEncoding('br;q=0, *', 5_000), 'gzip');
    assert.equal(chooseEncoding('identity', 5_000), 'identity');
    assert.equal(chooseEncoding(undefined, 5_000), 'identity');
    assert.equal(chooseEncoding('br', 100), 'identity', 'small answers are sent as they are');
  });
});

describe('coalesced version reads', () => {
  it('gives each caller a read that began after it called, sharing reads among waiting callers', async () => {
    let reads = 0;
    let value = 0;
    const pending: (() => void)[] = [];
    const read = coalesced(
      () =>
        new Promise<number>((resolve) => {
          reads++;
          const seen = value;
          pending.push(() => resolve(seen));
        }),
    );
    const first = read();
    value = 1; // a write commits while the first read runs
    const second = read();
    const third = read();
    assert.equal(reads, 1);
    pending.shift()!();
    assert.equal(await first, 0);
    await new Promise((r) => setImmediate(r));
    assert.equal(reads, 2, 'the two later callers share one new read');
    pending.shift()!();
    assert.deepEqual([await second, await third], [1, 1]);
  });
});
