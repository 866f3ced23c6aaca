/**
 * The Paymob payouts adapter against recorded answers (test/fixtures/paymob-payouts/, in the
 * shapes of Paymob's documented token and instant cash-in examples), through an injected fetch:
 * the token call (password grant, cached), the cash-in bodies for a wallet and a bank account,
 * and how successful, pending and failed answers map to paid, pending and failed; and the bulk
 * transaction inquiry (documented request and answer) that settles the payouts left pending.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { paymobPayoutProvider } from '../src/services/money/payout-provider.ts';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/paymob-payouts/${name}.json`, import.meta.url), 'utf8');

function recorded(answers: string[]) {
  const calls: { url: string; headers: Record<string, string>; body: string }[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    calls.push({ url, headers: init.headers as Record<string, string>, body: String(init.body) });
    const name = url.endsWith('/o/token/') ? 'token' : answers.shift()!;
    return new Response(fixture(name), { status: 200, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof globalThis.fetch;
  const provider = paymobPayoutProvider({
    baseUrl: 'https://payouts.example.test',
    clientId: 'client-id',
    clientSecret: 'client-secret',
    username: 'manzil',
    password: 'secret',
    fetch,
  });
  return { provider, calls };
}

describe('Paymob payouts adapter (recorded answers)', () => {
  it('takes a token once, then cashes in to a Vodafone wallet: successful → paid', async () => {
    const { provider, calls } = recorded(['disburse-wallet-successful', 'disburse-wallet-successful']);
    const result = await provider.send({
      reference: 'manzil-payout-7',
      amountCents: 125_050,
      destination: { kind: 'wallet', accountName: 'Atelier Nour', walletNumber: '+201012345678' },
    });
    assert.deepEqual(result, { status: 'paid', providerReference: 'c1d2b8a4-5f1e-4e2a-9a57-0b4f1e2d3c4b' });
    assert.equal(calls[0]!.url, 'https://payouts.example.test/api/secure/o/token/');
    const form = new URLSearchParams(calls[0]!.body);
    assert.deepEqual([form.get('grant_type'), form.get('username'), form.get('client_id')], ['password', 'manzil', 'client-id']);
    assert.equal(calls[1]!.url, 'https://payouts.example.test/api/secure/disburse/');
    assert.equal(calls[1]!.headers.authorization, 'Bearer ZXhhbXBsZS1wYXltb2ItcGF5b3V0cy10b2tlbg');
    assert.deepEqual(JSON.parse(calls[1]!.body), {
      issuer: 'vodafone',
      amount: 1250.5,
      msisdn: '01012345678',
      full_name: 'Atelier Nour',
      client_reference_id: 'manzil-payout-7',
    });
    await provider.send({
      reference: 'manzil-payout-8',
      amountCents: 100,
      destination: { kind: 'wallet', accountName: 'A', walletNumber: '+201112345678' },
    });
    assert.equal(calls.filter((c) => c.url.endsWith('/o/token/')).length, 1, 'the token is reused');
    assert.equal(JSON.parse(calls.at(-1)!.body).issuer, 'etisalat');
  });

  it('pays a bank account by IBAN (bank_card, cash_transfer): pending stays pending', async () => {
    const { provider, calls } = recorded(['disburse-bank-pending']);
    const result = await provider.send({
      reference: 'manzil-payout-9',
      amountCents: 500_000,
      destination: { kind: 'bank', accountName: 'Atelier Nour LLC', iban: 'EG380019000500000000263180002' },
    });
    assert.deepEqual(result, { status: 'pending', providerReference: '7e0f3a52-2c6b-4d8e-8f3a-6a9b2c1d0e9f' });
    assert.deepEqual(JSON.parse(calls[1]!.body), {
      issuer: 'bank_card',
      amount: 5000,
      full_name: 'Atelier Nour LLC',
      bank_card_number: 'EG380019000500000000263180002',
      bank_code: '0019',
      bank_transaction_type: 'cash_transfer',
      client_reference_id: 'manzil-payout-9',
    });
  });

  it('a refused cash-in is failed, with the provider’s reason', async () => {
    const { provider } = recorded(['disburse-wallet-failed']);
    const result = await provider.send({
      reference: 'manzil-payout-10',
      amountCents: 125_050,
      destination: { kind: 'wallet', accountName: 'A', walletNumber: '+201012345678' },
    });
    assert.equal(result.status, 'failed');
    assert.match((result as { reason: string }).reason, /not registered/);
  });

  it('asks where pending payouts stand: wallets and bank transfers in their own inquiries; successful → paid, failed → failed with the reason', async () => {
    const { provider, calls } = recorded(['inquire-wallets', 'inquire-banks']);
    const answers = await provider.status([
      { providerReference: 'c1d2b8a4-5f1e-4e2a-9a57-0b4f1e2d3c4b', kind: 'wallet' },
      { providerReference: '7e0f3a52-2c6b-4d8e-8f3a-6a9b2c1d0e9f', kind: 'bank' },
      { providerReference: '5b7c1e90-3d2a-4f6b-8c1e-2a9d0f3b4c5d', kind: 'wallet' },
    ]);
    const inquiries = calls.filter((c) => !c.url.endsWith('/o/token/'));
    assert.deepEqual(
      inquiries.map((c) => [c.url, JSON.parse(c.body)]),
      [
        [
          'https://payouts.example.test/api/secure/transaction/inquire/',
          { transactions_ids_list: ['c1d2b8a4-5f1e-4e2a-9a57-0b4f1e2d3c4b', '5b7c1e90-3d2a-4f6b-8c1e-2a9d0f3b4c5d'] },
        ],
        [
          'https://payouts.example.test/api/secure/transaction/inquire/',
          { transactions_ids_list: ['7e0f3a52-2c6b-4d8e-8f3a-6a9b2c1d0e9f'], bank_transactions: true },
        ],
      ],
    );
    assert.equal(inquiries[0]!.headers.authorization, 'Bearer ZXhhbXBsZS1wYXltb2ItcGF5b3V0cy10b2tlbg');
    assert.deepEqual(answers.get('c1d2b8a4-5f1e-4e2a-9a57-0b4f1e2d3c4b'), {
      status: 'paid',
      providerReference: 'c1d2b8a4-5f1e-4e2a-9a57-0b4f1e2d3c4b',
    });
    assert.deepEqual(answers.get('7e0f3a52-2c6b-4d8e-8f3a-6a9b2c1d0e9f'), {
      status: 'failed',
      providerReference: '7e0f3a52-2c6b-4d8e-8f3a-6a9b2c1d0e9f',
      reason: 'TRANSACTION TIMEDOUT',
    });
    assert.equal(answers.get('5b7c1e90-3d2a-4f6b-8c1e-2a9d0f3b4c5d')?.status, 'pending');
  });

  it('a throttled inquiry is an error: the payouts stay sent and are asked about again', async () => {
    const fetch = (async (url: string) =>
      url.endsWith('/o/token/')
        ? new Response(fixture('token'), { status: 200 })
        : new Response('{"status_description":"Request was throttled. Expected available in 55 seconds.","status_code":"429"}', {
            status: 429,
          })) as unknown as typeof globalThis.fetch;
    const provider = paymobPayoutProvider({
      baseUrl: 'https://payouts.example.test',
      clientId: 'c',
      clientSecret: 's',
      username: 'u',
      password: 'p',
      fetch,
    });
    await assert.rejects(provider.status([{ providerReference: 'x', kind: 'wallet' }]), /did not answer the status inquiry \(429\)/);
  });
});
