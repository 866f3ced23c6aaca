import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import { describe, it } from 'node:test';
import { loadConfig, PACKAGE_DIR } from '../src/config.ts';

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
      () => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', IMAGE_BASE_URL: 'not a url', NODE_ENV: 'staging', SHOP_MAILBOX: 'shop', LISTING_ENGINE: 'cache' }),
      (error: Error) => ['PORT', 'DATABASE_URL', 'IMAGE_BASE_URL', 'NODE_ENV', 'SHOP_MAILBOX', 'LISTING_ENGINE'].every((name) => error.message.includes(name)),
    );
  });
});
