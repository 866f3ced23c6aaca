import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { localeOf } from '../src/lib/locale.ts';

describe('the language of an answer (Accept-Language)', () => {
  it('is English without a header, for other languages and for garbage', () => {
    assert.equal(localeOf(undefined), 'en');
    assert.equal(localeOf(''), 'en');
    assert.equal(localeOf('fr-FR,de;q=0.8'), 'en');
    assert.equal(localeOf(';;,q=,ar;q=abc'), 'en');
  });

  it('is Arabic when Arabic comes first or weighs more', () => {
    assert.equal(localeOf('ar'), 'ar');
    assert.equal(localeOf('ar-EG,ar;q=0.9,en;q=0.8'), 'ar');
    assert.equal(localeOf('en;q=0.5, ar-EG;q=0.9'), 'ar');
    assert.equal(localeOf('fr, AR-eg;q=0.7'), 'ar');
  });

  it('is English when English comes first or weighs more', () => {
    assert.equal(localeOf('en-US,en;q=0.9,ar;q=0.8'), 'en');
    assert.equal(localeOf('ar;q=0, en;q=0.1'), 'en');
  });
});
