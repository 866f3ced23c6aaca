/**
 * Commission: which rule applies to an order line (the most specific in force when the order is
 * placed: vendor, then category, then the default), and what it takes, in whole piastres.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import type { CommissionScope } from '../../db/money-schema.ts';

export interface CommissionTerms {
  percentBp: number | null;
  fixedCents: number | null;
  minCents: number | null;
  maxCents: number | null;
}

export interface AppliedRule extends CommissionTerms {
  id: number;
  scope: CommissionScope;
}

/** The order in which rules override each other: the first scope that has a rule in force wins. */
export const SCOPE_PRECEDENCE: readonly CommissionScope[] = ['vendor', 'category', 'default'];

/**
 * The commission on a line of `grossCents`: `percentBp` basis points of the gross (rounded half
 * up to the piastre) plus `fixedCents`, then raised to `minCents` and lowered to `maxCents`, and
 * never more than the gross itself nor less than zero.
 */
export function commissionCents(terms: CommissionTerms, grossCents: number): number {
  let amount = 0;
  if (terms.percentBp !== null) amount += Math.floor((grossCents * terms.percentBp + 5_000) / 10_000);
  if (terms.fixedCents !== null) amount += terms.fixedCents;
  if (terms.minCents !== null) amount = Math.max(amount, terms.minCents);
  if (terms.maxCents !== null) amount = Math.min(amount, terms.maxCents);
  return Math.max(0, Math.min(amount, grossCents));
}

/**
 * Splits `totalCents` over `weights` in proportion, in whole piastres that add up to the total
 * exactly (largest remainder; ties to the earlier weight). All weights 0: all to the first.
 */
export function allocate(totalCents: number, weights: number[]): number[] {
  if (weights.length === 0) return [];
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) return weights.map((_, i) => (i === 0 ? totalCents : 0));
  const shares = weights.map((w) => Math.floor((totalCents * w) / sum));
  let left = totalCents - shares.reduce((a, b) => a + b, 0);
  const order = weights.map((w, i) => ({ i, rest: (totalCents * w) % sum })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (let k = 0; left > 0; k = (k + 1) % order.length, left--) shares[order[k]!.i]! += 1;
  return shares;
}

/**
 * The rule in force at `at` for each (vendor, category) pair asked, by `vendorId:categoryId`
 * (absent when no rule at all is in force: no commission).
 */
export async function rulesFor(
  db: Database,
  pairs: { vendorId: number; categoryId: number | null }[],
  at: Date = new Date(),
): Promise<Map<string, AppliedRule>> {
  const result = new Map<string, AppliedRule>();
  if (pairs.length === 0) return result;
  const vendorIds = [...new Set(pairs.map((p) => p.vendorId))];
  const categoryIds = [...new Set(pairs.map((p) => p.categoryId).filter((c): c is number => c !== null))];
  const rows = await queryRows<{
    id: number;
    scope: CommissionScope;
    vendorId: number | null;
    categoryId: number | null;
    percentBp: number | null;
    fixedCents: number | null;
    minCents: number | null;
    maxCents: number | null;
  }>(
    db,
    sql`select distinct on (scope, vendor_id, category_id) id, scope, vendor_id as "vendorId", category_id as "categoryId",
               percent_bp as "percentBp", fixed_cents as "fixedCents", min_cents as "minCents", max_cents as "maxCents"
        from commission_rules
        where effective_from <= ${at.toISOString()}
          and (scope = 'default'
               or (scope = 'vendor' and vendor_id = any(${sql.param(vendorIds)}::int[]))
               or (scope = 'category' and category_id = any(${sql.param(categoryIds)}::int[])))
        order by scope, vendor_id, category_id, effective_from desc, id desc`,
  );
  const toRule = (r: (typeof rows)[number]): AppliedRule => ({
    id: Number(r.id),
    scope: r.scope,
    percentBp: r.percentBp,
    fixedCents: r.fixedCents,
    minCents: r.minCents,
    maxCents: r.maxCents,
  });
  const byVendor = new Map(rows.filter((r) => r.scope === 'vendor').map((r) => [Number(r.vendorId), toRule(r)]));
  const byCategory = new Map(rows.filter((r) => r.scope === 'category').map((r) => [Number(r.categoryId), toRule(r)]));
  const fallback = rows.find((r) => r.scope === 'default');
  for (const pair of pairs) {
    const rule =
      byVendor.get(pair.vendorId) ??
      (pair.categoryId === null ? undefined : byCategory.get(pair.categoryId)) ??
      (fallback && toRule(fallback));
    if (rule) result.set(`${pair.vendorId}:${pair.categoryId}`, rule);
  }
  return result;
}
