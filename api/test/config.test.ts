import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import { describe, it } from 'node:test';
import { PAYMENT_GATEWAY_REQUIRED, PAYOUT_PROVIDER_REQUIRED, loadConfig, PACKAGE_DIR } from '../src/config.ts';

describe('config from the environment', () => {
  it('has defaults for everything', () => {
    const config = loadConfig({});
    assert.equal(config.port, 4000);
    assert.equal(config.host, '0.0.0.0');
    assert.equal(config.dataDir, resolve(PACKAGE_DIR, '../.data'));
    assert.equal(config.databaseUrl, undefined);
    assert.equal(config.imageBaseUrl, null);
    assert.equal(config.corsOrigins, null);
    assert.equal(config.production, false);
    assert.equal(config.shopMailbox, 'hello@manzil.eg');
    assert.equal(config.listingEngine, 'index');
  });

  it('reads and cleans the variables', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: '/var/lib/manzil',
      DATABASE_URL: 'postgres://u@db:5432/manzil',
      IMAGE_BASE_URL: 'https://media.manzil.eg/',
      CORS_ORIGINS: 'https://manzil.eg, https://www.manzil.eg/ ,',
      NODE_ENV: 'production',
      PAYMENT_GATEWAY: 'sandbox',
      PAYOUT_PROVIDER: 'sandbox',
      SMTP_URL: '',
      SHOP_MAILBOX: ' care@manzil.eg ',
      LISTING_ENGINE: 'database',
    });
    assert.equal(config.port, 8080);
    assert.equal(config.dataDir, '/var/lib/manzil');
    assert.equal(config.databaseUrl, 'postgres://u@db:5432/manzil');
    assert.equal(config.imageBaseUrl, 'https://media.manzil.eg/');
    assert.deepEqual(config.corsOrigins, ['https://manzil.eg', 'https://www.manzil.eg']);
    assert.equal(config.production, true);
    assert.equal(config.smtpUrl, undefined);
    assert.equal(config.shopMailbox, 'care@manzil.eg');
    assert.equal(config.listingEngine, 'database');
  });

  it('names every bad variable', () => {
    assert.throws(
      () =>
        loadConfig({
          PORT: 'eighty',
          DATABASE_URL: 'mysql://x',
          IMAGE_BASE_URL: 'not a url',
          NODE_ENV: 'staging',
          SHOP_MAILBOX: 'shop',
          LISTING_ENGINE: 'cache',
        }),
      (error: Error) =>
        ['PORT', 'DATABASE_URL', 'IMAGE_BASE_URL', 'NODE_ENV', 'SHOP_MAILBOX', 'LISTING_ENGINE'].every((name) =>
          error.message.includes(name),
        ),
    );
  });

  it('production is the safe default: demo seed only for the embedded store, dev helpers opt-in', () => {
    const embedded = loadConfig({});
    assert.deepEqual(
      [embedded.seedDemo, embedded.devOutbox, embedded.apiDocs, embedded.trustProxy, embedded.redisUrl],
      [true, false, false, false, undefined],
    );
    assert.equal(loadConfig({ NODE_ENV: 'production', PAYMENT_GATEWAY: 'sandbox', PAYOUT_PROVIDER: 'sandbox' }).seedDemo, false);
    assert.equal(loadConfig({ DATABASE_URL: 'postgres://u@db/manzil' }).seedDemo, false);
    const opted = loadConfig({ DEV_OUTBOX: '1', API_DOCS: 'true', REDIS_URL: 'redis://cache:6379', TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' });
    assert.deepEqual([opted.devOutbox, opted.apiDocs, opted.redisUrl], [true, true, 'redis://cache:6379']);
    assert.deepEqual(opted.trustProxy, ['10.0.0.0/8', '127.0.0.1']);
    assert.equal(loadConfig({ TRUST_PROXY: 'false' }).trustProxy, false);
    assert.throws(() => loadConfig({ TRUST_PROXY: 'true' }), /TRUST_PROXY: name the proxies/);
    assert.throws(() => loadConfig({ REDIS_URL: 'http://cache' }), /REDIS_URL/);
  });

  it('production names its payment gateway: the sandbox only on purpose; development keeps it by default', () => {
    assert.throws(
      () => loadConfig({ NODE_ENV: 'production', PAYOUT_PROVIDER: 'sandbox' }),
      (error: Error) => error.message.includes(`PAYMENT_GATEWAY: ${PAYMENT_GATEWAY_REQUIRED}`) && error.message.split('\n').length === 2,
    );
    assert.throws(
      () => loadConfig({ NODE_ENV: 'production', PAYMENT_GATEWAY: ' ', PAYOUT_PROVIDER: 'sandbox' }),
      /PAYMENT_GATEWAY: is required with NODE_ENV=production/,
    );
    assert.equal(
      loadConfig({ NODE_ENV: 'production', PAYMENT_GATEWAY: 'sandbox', PAYOUT_PROVIDER: 'sandbox' }).payments.gateway,
      'sandbox',
    );
    assert.equal(loadConfig({}).payments.gateway, 'sandbox', 'development (npm start) keeps the sandbox');
    assert.equal(loadConfig({ NODE_ENV: 'test' }).payments.gateway, 'sandbox', 'the e2e environment keeps the sandbox');
  });

  it('production names its payout provider: the sandbox only on purpose; development keeps it by default', () => {
    assert.throws(
      () => loadConfig({ NODE_ENV: 'production', PAYMENT_GATEWAY: 'sandbox' }),
      (error: Error) => error.message.includes(`PAYOUT_PROVIDER: ${PAYOUT_PROVIDER_REQUIRED}`) && error.message.split('\n').length === 2,
    );
    assert.throws(
      () => loadConfig({ NODE_ENV: 'production', PAYMENT_GATEWAY: 'sandbox', PAYOUT_PROVIDER: ' ' }),
      /PAYOUT_PROVIDER: is required with NODE_ENV=production/,
    );
    assert.equal(
      loadConfig({ NODE_ENV: 'production', PAYMENT_GATEWAY: 'sandbox', PAYOUT_PROVIDER: 'sandbox' }).money.payoutProvider,
      'sandbox',
    );
    assert.equal(loadConfig({}).money.payoutProvider, 'sandbox', 'development (npm start) keeps the sandbox');
    assert.equal(loadConfig({ NODE_ENV: 'test' }).money.payoutProvider, 'sandbox', 'the e2e environment keeps the sandbox');
  });
});
