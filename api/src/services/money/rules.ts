/**
 * Commission rules as the admin screens edit them (EGP and percent at the edge, piastres and
 * basis points inside). Every change is recorded in the audit log with who, when, and the rule
 * before and after, in the change's own transaction. A placed order keeps the terms it recorded.
 */
import { sql } from 'drizzle-orm';
import type { CommissionRule, CommissionRuleInput } from '@manzil/shared/contract';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { HttpError, notFound } from '../../lib/errors.ts';
import { recordDecision, type AuditActor } from '../../repositories/audit.ts';

const RULE_NOT_FOUND = 'money.rule_not_found';

type Row = {
  id: number;
  scope: CommissionRule['scope'];
  categoryId: number | null;
  vendorId: number | null;
  percentBp: number | null;
  fixedCents: number | null;
  minCents: number | null;
  maxCents: number | null;
  effectiveFrom: string;
  updatedAt: string;
};

const egp = (cents: number | null) => (cents === null ? null : cents / 100);
const cents = (amount: number | null | undefined) => (amount == null ? null : Math.round(amount * 100));

const toRule = (r: Row): CommissionRule => ({
  _id: String(r.id),
  scope: r.scope,
  categoryId: r.categoryId === null ? null : String(r.categoryId),
  vendorId: r.vendorId === null ? null : String(r.vendorId),
  percent: r.percentBp === null ? null : r.percentBp / 100,
  fixedAmount: egp(r.fixedCents),
  minAmount: egp(r.minCents),
  maxAmount: egp(r.maxCents),
  effectiveFrom: new Date(r.effectiveFrom).toISOString(),
  updatedAt: new Date(r.updatedAt).toISOString(),
});

const SELECT = sql`select id, scope, category_id as "categoryId", vendor_id as "vendorId", percent_bp as "percentBp", fixed_cents as "fixedCents",
  min_cents as "minCents", max_cents as "maxCents", effective_from as "effectiveFrom", updated_at as "updatedAt" from commission_rules`;

async function one(db: Database, id: number): Promise<CommissionRule | null> {
  const [row] = await queryRows<Row>(db, sql`${SELECT} where id = ${id}`);
  return row ? toRule(row) : null;
}

async function checkTarget(db: Database, input: CommissionRuleInput) {
  if (input.categoryId) {
    const found = await queryRows(db, sql`select 1 from categories where id = ${Number(input.categoryId)}`);
    if (!found.length) throw new HttpError(400, 'money.unknown_category', { code: 'unknown_category' });
  }
  if (input.vendorId) {
    const found = await queryRows(db, sql`select 1 from vendors where id = ${Number(input.vendorId)}`);
    if (!found.length) throw new HttpError(400, 'money.unknown_vendor', { code: 'unknown_vendor' });
  }
}

const values = (input: CommissionRuleInput) => ({
  scope: input.scope,
  categoryId: input.categoryId ? Number(input.categoryId) : null,
  vendorId: input.vendorId ? Number(input.vendorId) : null,
  percentBp: input.percent == null ? null : Math.round(input.percent * 100),
  fixedCents: cents(input.fixedAmount),
  minCents: cents(input.minAmount),
  maxCents: cents(input.maxAmount),
  effectiveFrom: new Date(input.effectiveFrom).toISOString(),
});

export function commissionRulesRepository(db: Database) {
  return {
    /** Every rule: default first, then categories, then vendors; newest effective-from first within each. */
    async list(): Promise<CommissionRule[]> {
      const rows = await queryRows<Row>(
        db,
        sql`${SELECT} order by case scope when 'default' then 0 when 'category' then 1 else 2 end, category_id nulls first, vendor_id nulls first, effective_from desc, id desc`,
      );
      return rows.map(toRule);
    },

    /** Adds a rule (400 for an unknown category or vendor). Audited `commission-rule.create`. */
    async create(input: CommissionRuleInput, actor: AuditActor): Promise<CommissionRule> {
      return db.transaction(async (txn) => {
        const tx = txn as unknown as Database;
        await checkTarget(tx, input);
        const v = values(input);
        const [row] = await queryRows<{ id: number }>(
          tx,
          sql`insert into commission_rules (scope, category_id, vendor_id, percent_bp, fixed_cents, min_cents, max_cents, effective_from, created_by)
              values (${v.scope}, ${v.categoryId}, ${v.vendorId}, ${v.percentBp}, ${v.fixedCents}, ${v.minCents}, ${v.maxCents}, ${v.effectiveFrom}, ${actor.userId})
              returning id`,
        );
        const rule = (await one(tx, Number(row!.id)))!;
        await recordDecision(tx, actor, {
          action: 'commission-rule.create',
          objectType: 'commission-rule',
          objectId: rule._id,
          details: { after: rule },
        });
        return rule;
      });
    },

    /** Changes a rule's terms (404 unknown). Audited `commission-rule.update` with before and after. */
    async update(id: number, input: CommissionRuleInput, actor: AuditActor): Promise<CommissionRule> {
      return db.transaction(async (txn) => {
        const tx = txn as unknown as Database;
        const before = await one(tx, id);
        if (!before) throw notFound(RULE_NOT_FOUND);
        await checkTarget(tx, input);
        const v = values(input);
        await tx.execute(sql`update commission_rules set scope = ${v.scope}, category_id = ${v.categoryId}, vendor_id = ${v.vendorId},
          percent_bp = ${v.percentBp}, fixed_cents = ${v.fixedCents}, min_cents = ${v.minCents}, max_cents = ${v.maxCents},
          effective_from = ${v.effectiveFrom}, updated_at = now() where id = ${id}`);
        const after = (await one(tx, id))!;
        await recordDecision(tx, actor, {
          action: 'commission-rule.update',
          objectType: 'commission-rule',
          objectId: String(id),
          details: { before, after },
        });
        return after;
      });
    },

    /** Deletes a rule (404 unknown; 409 for the last default rule). Audited `commission-rule.delete` with the rule as it was. */
    async remove(id: number, actor: AuditActor): Promise<void> {
      await db.transaction(async (txn) => {
        const tx = txn as unknown as Database;
        const before = await one(tx, id);
        if (!before) throw notFound(RULE_NOT_FOUND);
        if (before.scope === 'default') {
          const [count] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from commission_rules where scope = 'default'`);
          if (Number(count!.n) <= 1)
            throw new HttpError(409, 'money.last_default_rule', {
              code: 'last_default_rule',
            });
        }
        await tx.execute(sql`delete from commission_rules where id = ${id}`);
        await recordDecision(tx, actor, {
          action: 'commission-rule.delete',
          objectType: 'commission-rule',
          objectId: String(id),
          details: { before },
        });
      });
    },
  };
}
