/** normalizeArabic: the folding applied to indexed text and to search queries. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { foldArabicSql, hasArabic, normalizeArabic } from '../src/lib/arabic.ts';
import { searchTerms } from '../src/repositories/search.ts';

describe('normalizeArabic', () => {
  it('folds the alef forms to a bare alef', () => {
    assert.equal(normalizeArabic('أريكة'), 'اريكه');
    assert.equal(normalizeArabic('إضاءة'), 'اضاءه');
    assert.equal(normalizeArabic('آمون'), 'امون');
    assert.equal(normalizeArabic('ٱلبيت'), 'البيت');
  });

  it('folds taa marbuta to haa, alef maqsura to yaa, and the hamza seats', () => {
    assert.equal(normalizeArabic('كنبة'), 'كنبه');
    assert.equal(normalizeArabic('كنبه'), 'كنبه');
    assert.equal(normalizeArabic('مستشفى'), 'مستشفي');
    assert.equal(normalizeArabic('مؤسسة'), 'موسسه');
    assert.equal(normalizeArabic('شاطئ'), 'شاطي');
  });

  it('removes tashkeel, superscript alef and tatweel', () => {
    assert.equal(normalizeArabic('كَنَبَةٌ'), 'كنبه');
    assert.equal(normalizeArabic('سُفْرَة'), 'سفره');
    assert.equal(normalizeArabic('هٰذا'), 'هذا');
    assert.equal(normalizeArabic('كنـــبة'), 'كنبه');
    assert.equal(normalizeArabic('مرّة'), 'مره');
  });

  it('turns Arabic-Indic and Eastern Arabic-Indic digits into Western digits', () => {
    assert.equal(normalizeArabic('٠١٢٣٤٥٦٧٨٩'), '0123456789');
    assert.equal(normalizeArabic('۰۱۲۳۴۵۶۷۸۹'), '0123456789');
    assert.equal(normalizeArabic('كنبة ٣ مقاعد'), 'كنبه 3 مقاعد');
  });

  it('leaves other text as it is, and is idempotent', () => {
    for (const text of ['Sofa 3-Seater', 'bouclé', 'Ünïcødé', '', '😀 12']) assert.equal(normalizeArabic(text), text);
    const once = normalizeArabic('أَرِيكَةٌ إِسْكَنْدَرِيَّة ٢٠٢٦');
    assert.equal(normalizeArabic(once), once);
  });

  it('makes the search terms of every spelling the same', () => {
    const expected = searchTerms('كنبة');
    for (const variant of ['كنبه', 'كَنَبَة', 'كنـبة', 'كنبة!']) assert.deepEqual(searchTerms(variant), expected, variant);
    assert.deepEqual(searchTerms('أريكة'), searchTerms('اريكه'));
    assert.deepEqual(searchTerms('Sofa كنبة'), ['sofa', 'كنبه']);
  });

  it('tells Arabic text', () => {
    assert.equal(hasArabic('كنبة'), true);
    assert.equal(hasArabic('Sofa'), false);
  });
});

describe('the folding in SQL', () => {
  // Migrations that shipped are never edited: if the table changes, a new migration must carry
  // foldArabicSql's new text, and this test names the one that is out of date.
  it("migration 0016's generated brand columns are foldArabicSql of the table in lib/arabic.ts", () => {
    const squash = (text: string) => text.replace(/\s+/g, ' ').replace(/\( /g, '(').replace(/ \)/g, ')');
    const migration = squash(readFileSync(join(import.meta.dirname, '../migrations/0016_arabic_name_order.sql'), 'utf8'));
    for (const expression of ['lower(coalesce(name_ar, name))', "coalesce(name_ar, '')"]) {
      assert.ok(migration.includes(squash(foldArabicSql(expression))), `0016 folds ${expression} as foldArabicSql does`);
    }
  });
});
