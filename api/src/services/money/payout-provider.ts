/**
 * The one interface vendors are paid through, like the payment gateway's: the embedded
 * **sandbox** (default; its own records in `sandbox_payouts`) and **Paymob payouts** (instant
 * cash-in to a mobile wallet or a bank account, `PAYOUT_PROVIDER=paymob`). A destination's full
 * number only ever passes through `send` on its way to the provider; logs and answers show it masked.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';

export type PayoutDestination =
  | { kind: 'bank'; accountName: string; iban: string }
  | { kind: 'wallet'; accountName: string; /** E.164, e.g. +201001234567 */ walletNumber: string };

export interface PayoutRequest {
  /** Ours, unique per payout (the provider's client reference): sending it twice pays once. */
  reference: string;
  amountCents: number;
  destination: PayoutDestination;
}

export type PayoutResult =
  | { status: 'paid'; providerReference: string }
  | { status: 'pending'; providerReference: string }
  | { status: 'failed'; providerReference: string | null; reason: string };

/** A sent payout to ask about: the provider's reference for it, and the kind of destination. */
export interface PayoutStatusQuery {
  providerReference: string;
  kind: PayoutDestination['kind'];
}

export interface PayoutProvider {
  readonly name: 'sandbox' | 'paymob';
  send(request: PayoutRequest): Promise<PayoutResult>;
  /**
   * Where sent payouts stand now (those whose `send` answered pending), by provider reference;
   * a reference the provider does not answer about is left out (asked again later).
   */
  status(queries: PayoutStatusQuery[]): Promise<Map<string, PayoutResult>>;
}

/** "IBAN …1234" / "wallet …4567": what screens, e-mails and logs show of a destination. */
export function maskDestination(d: PayoutDestination): string {
  return d.kind === 'bank' ? `IBAN …${d.iban.slice(-4)}` : `wallet …${d.walletNumber.slice(-4)}`;
}

/** The sandbox refuses a destination whose last four digits are 0000 (documented in docs/money.md). */
export const SANDBOX_FAILING_SUFFIX = '0000';

/**
 * The embedded payout provider: records every payout in `sandbox_payouts` and pays it at once,
 * except to a destination ending in 0000, which fails as a real provider's rejection would.
 * A reference sent again answers the first result.
 */
export function sandboxPayoutProvider(db: Database): PayoutProvider {
  return {
    name: 'sandbox',
    async send(request) {
      const number = request.destination.kind === 'bank' ? request.destination.iban : request.destination.walletNumber;
      const fails = number.endsWith(SANDBOX_FAILING_SUFFIX);
      const reason = fails
        ? /* i18n: stored with the payout, as a real provider's reason is */ 'The receiving bank or wallet refused the transfer (sandbox: destination ending in 0000).'
        : null;
      await db.execute(sql`insert into sandbox_payouts (reference, amount_cents, destination, status, failure_reason)
        values (${request.reference}, ${request.amountCents}, ${maskDestination(request.destination)}, ${fails ? 'failed' : 'successful'}, ${reason})
        on conflict (reference) do nothing`);
      const [row] = await queryRows<{ id: number; status: string; reason: string | null }>(
        db,
        sql`select id, status, failure_reason as reason from sandbox_payouts where reference = ${request.reference}`,
      );
      const providerReference = `SBX-PO-${row!.id}`;
      return row!.status === 'successful'
        ? { status: 'paid', providerReference }
        : { status: 'failed', providerReference, reason: row!.reason ?? 'failed' };
    },
    async status(queries) {
      const ids = queries.map((q) => /^SBX-PO-(\d+)$/.exec(q.providerReference)?.[1]).filter((id): id is string => Boolean(id));
      const answers = new Map<string, PayoutResult>();
      if (ids.length === 0) return answers;
      const rows = await queryRows<{ id: number; status: string; reason: string | null }>(
        db,
        sql`select id, status, failure_reason as reason from sandbox_payouts where id = any(${sql.param(ids.map(Number))}::int[])`,
      );
      for (const row of rows) {
        const providerReference = `SBX-PO-${row.id}`;
        answers.set(
          providerReference,
          row.status === 'successful'
            ? { status: 'paid', providerReference }
            : { status: 'failed', providerReference, reason: row.reason ?? 'failed' },
        );
      }
      return answers;
    },
  };
}

export interface PaymobPayoutsConfig {
  /** e.g. https://payouts.paymobsolutions.com (staging has its own host). */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  username: string;
  password: string;
  /** Injected in tests (recorded answers); the global fetch otherwise. */
  fetch?: typeof fetch;
}

/** Egyptian mobile prefixes → Paymob's wallet issuers. */
const WALLET_ISSUERS: Record<string, string> = { '10': 'vodafone', '11': 'etisalat', '12': 'orange', '15': 'bank_wallet' };

export class PayoutProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PayoutProviderError';
  }
}

/**
 * Paymob payouts: an OAuth token (`POST /api/secure/o/token/`, password grant), then an instant
 * cash-in (`POST /api/secure/disburse/`) to a wallet (issuer by mobile prefix, `msisdn` as
 * 01XXXXXXXXX) or a bank account (`issuer: bank_card`, the IBAN as `bank_card_number`,
 * `bank_transaction_type: cash_transfer`). `disbursement_status` successful → paid, failed →
 * failed (its `status_description` is the reason), anything else → pending. A pending payout is
 * asked about later through the bulk transaction inquiry (`POST /api/secure/transaction/inquire/`,
 * `transactions_ids_list`, `bank_transactions` for bank transfers; 50 answers a page, 5 inquiries
 * a minute), whose answers carry the same `disbursement_status`.
 */
export function paymobPayoutProvider(config: PaymobPayoutsConfig): PayoutProvider {
  const call = config.fetch ?? fetch;
  let token: { value: string; expiresAt: number } | null = null;

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > Date.now() + 30_000) return token.value;
    const body = new URLSearchParams({
      grant_type: 'password',
      username: config.username,
      password: config.password,
      client_id: config.clientId,
      client_secret: config.clientSecret,
    });
    const response = await call(`${config.baseUrl}/api/secure/o/token/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
    });
    if (!response.ok)
      throw new PayoutProviderError(
        /* i18n: stored with the payout run for the finance team */ `Paymob payouts refused our credentials (${response.status}).`,
      );
    const json = (await response.json()) as { access_token: string; expires_in?: number };
    token = { value: json.access_token, expiresAt: Date.now() + (json.expires_in ?? 3600) * 1000 };
    return token.value;
  }

  return {
    name: 'paymob',
    async send(request) {
      const d = request.destination;
      const amount = Number((request.amountCents / 100).toFixed(2));
      const local = d.kind === 'wallet' ? `0${d.walletNumber.replace(/^\+20/, '')}` : '';
      const body =
        d.kind === 'wallet'
          ? {
              issuer: WALLET_ISSUERS[local.slice(1, 3)] ?? 'bank_wallet',
              amount,
              msisdn: local,
              full_name: d.accountName,
              client_reference_id: request.reference,
            }
          : {
              issuer: 'bank_card',
              amount,
              full_name: d.accountName,
              bank_card_number: d.iban,
              bank_code: d.iban.slice(4, 8),
              bank_transaction_type: 'cash_transfer',
              client_reference_id: request.reference,
            };
      const response = await call(`${config.baseUrl}/api/secure/disburse/`, {
        method: 'POST',
        headers: { authorization: `Bearer ${await accessToken()}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const json = (await response.json().catch(() => ({}))) as {
        transaction_id?: string;
        disbursement_status?: string;
        status_code?: string;
        status_description?: string | string[];
      };
      const reference = json.transaction_id ?? null;
      const description = Array.isArray(json.status_description) ? json.status_description.join(' ') : json.status_description;
      if (!response.ok || json.disbursement_status === 'failed')
        return { status: 'failed', providerReference: reference, reason: description ?? `Paymob payouts answered ${response.status}.` };
      if (json.disbursement_status === 'successful') return { status: 'paid', providerReference: reference! };
      return { status: 'pending', providerReference: reference ?? request.reference };
    },
    async status(queries) {
      const answers = new Map<string, PayoutResult>();
      for (const kind of ['wallet', 'bank'] as const) {
        const ids = queries.filter((q) => q.kind === kind).map((q) => q.providerReference);
        for (let start = 0; start < ids.length; start += INQUIRY_PAGE) {
          const response = await call(`${config.baseUrl}/api/secure/transaction/inquire/`, {
            method: 'POST',
            headers: { authorization: `Bearer ${await accessToken()}`, 'content-type': 'application/json' },
            body: JSON.stringify({
              transactions_ids_list: ids.slice(start, start + INQUIRY_PAGE),
              ...(kind === 'bank' ? { bank_transactions: true } : {}),
            }),
          });
          if (!response.ok)
            throw new PayoutProviderError(
              /* i18n: stored in the log for the engineers; the payouts stay sent and are asked about again */ `Paymob payouts did not answer the status inquiry (${response.status}).`,
            );
          const json = (await response.json()) as {
            results?: { transaction_id?: string; disbursement_status?: string; status_description?: string | string[] }[];
          };
          for (const row of json.results ?? []) {
            if (!row.transaction_id) continue;
            const description = Array.isArray(row.status_description) ? row.status_description.join(' ') : row.status_description;
            const providerReference = row.transaction_id;
            if (row.disbursement_status === 'successful') answers.set(providerReference, { status: 'paid', providerReference });
            else if (row.disbursement_status === 'failed')
              answers.set(providerReference, {
                status: 'failed',
                providerReference,
                reason: description ?? /* i18n: stored with the payout as its failure reason */ 'Paymob payouts: failed.',
              });
            else answers.set(providerReference, { status: 'pending', providerReference });
          }
        }
      }
      return answers;
    },
  };
}

/** Transaction ids per status inquiry: Paymob answers 50 a page. */
const INQUIRY_PAGE = 50;
