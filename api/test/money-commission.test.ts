/** Commission arithmetic and the split of an order's discount and shipping over its lines (no database). */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { allocate, commissionCents } from '../src/services/money/commission.ts';

const terms = (t: Partial<Parameters<typeof commissionCents>[0]>) => ({
  percentBp: null,
  fixedCents: null,
  minCents: null,
  maxCents: null,
  ...t,
});

describe('commissionCents', () => {
  it('takes a percentage of the gross, rounded half up to the piastre', () => {
    assert.equal(commissionCents(terms({ percentBp: 1000 }), 2_400_000), 240_000);
    assert.equal(commissionCents(terms({ percentBp: 1250 }), 1_004), 126); // 125.5 → 126
    assert.equal(commissionCents(terms({ percentBp: 1250 }), 1_003), 125); // 125.375 → 125
  });

  it('adds a fixed amount per line, then applies the minimum and the maximum', () => {
    assert.equal(commissionCents(terms({ percentBp: 500, fixedCents: 2_000 }), 100_000), 7_000);
    assert.equal(commissionCents(terms({ percentBp: 500, minCents: 10_000 }), 100_000), 10_000);
    assert.equal(commissionCents(terms({ percentBp: 1500, maxCents: 50_000 }), 1_000_000), 50_000);
    assert.equal(commissionCents(terms({ fixedCents: 3_000 }), 100_000), 3_000);
  });

  it('never takes more than the line nor less than nothing', () => {
    assert.equal(commissionCents(terms({ fixedCents: 5_000 }), 1_000), 1_000);
    assert.equal(commissionCents(terms({ percentBp: 0, minCents: 9_999 }), 500), 500);
    fc.assert(
      fc.property(
        fc.record({
          percentBp: fc.option(fc.integer({ min: 0, max: 10_000 })),
          fixedCents: fc.option(fc.integer({ min: 0, max: 1_000_000 })),
          minCents: fc.option(fc.integer({ min: 0, max: 1_000_000 })),
          maxCents: fc.option(fc.integer({ min: 0, max: 1_000_000 })),
        }),
        fc.integer({ min: 0, max: 500_000_000 }),
        (t, gross) => {
          const c = commissionCents(t, gross);
          return Number.isSafeInteger(c) && c >= 0 && c <= gross;
        },
      ),
    );
  });
});

describe('allocate', () => {
  it('splits in proportion, to the piastre, adding up exactly', () => {
    assert.deepEqual(allocate(1_000, [1, 1, 1]), [334, 333, 333]);
    assert.deepEqual(allocate(0, [5, 7]), [0, 0]);
    assert.deepEqual(allocate(500, [0, 0]), [500, 0]);
    assert.deepEqual(allocate(10_000, [30_000, 10_000]), [7_500, 2_500]);
  });

  it('always adds up to the total, and no share is negative', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(fc.integer({ min: 0, max: 100_000_000 }), { minLength: 1, maxLength: 20 }),
        (total, weights) => {
          const shares = allocate(total, weights);
          return (
            shares.length === weights.length &&
            shares.every((s) => Number.isSafeInteger(s) && s >= 0) &&
            shares.reduce((a, b) => a + b, 0) === total
          );
        },
      ),
    );
  });
});
