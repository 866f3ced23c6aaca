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
  // The brand columns are declared with foldArabicSql (src/db/schema.ts), and drizzle-kit's newest
  // snapshot is what the migrations leave in the database: a change of the table without a
  // generated migration shows here.
  it("the migrations' generated brand columns are foldArabicSql of the table in lib/arabic.ts", () => {
    const meta = join(import.meta.dirname, '../migrations/meta');
    const journal = JSON.parse(readFileSync(join(meta, '_journal.json'), 'utf8')) as { entries: { idx: number }[] };
    const newest = String(journal.entries.at(-1)!.idx).padStart(4, '0');
    const snapshot = JSON.parse(readFileSync(join(meta, `${newest}_snapshot.json`), 'utf8')) as {
      tables: Record<string, { columns: Record<string, { generated?: { as: string } }> }>;
    };
    const brands = snapshot.tables['public.brands']!.columns;
    assert.equal(brands['name_ar_folded']!.generated?.as, foldArabicSql('lower(coalesce(name_ar, name))'));
    assert.ok(
      brands['search_vector']!.generated?.as.includes(foldArabicSql("coalesce(name_ar, '')")),
      'search_vector folds the Arabic name',
    );
  });
});
