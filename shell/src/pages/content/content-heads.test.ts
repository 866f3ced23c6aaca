/** @jest-environment node */
import { contentPageHead } from './content-heads';

const en = { origin: 'https://manzil.eg', locale: 'en' as const };
const ar = { ...en, locale: 'ar' as const };

describe('the shell pages’ heads', () => {
  it('name each page in its language, with its canonical and both alternates', () => {
    const about = contentPageHead('/about', '', en)!;
    expect(about.title).toBe('About Manzil | Manzil');
    expect(about.canonical).toBe('https://manzil.eg/about');
    expect(about.description.length).toBeLessThanOrEqual(160);
    const faqs = contentPageHead('/faqs', '', ar)!;
    expect(faqs.title).toMatch(/ \| منزل$/);
    expect(faqs.canonical).toBe('https://manzil.eg/ar/faqs');
    expect(faqs.alternates.map((link) => link.href)).toEqual([
      'https://manzil.eg/faqs',
      'https://manzil.eg/ar/faqs',
      'https://manzil.eg/faqs',
    ]);
    expect(contentPageHead('/contactus', '', en)!.title).toBe('Contact us | Manzil');
  });

  it('a policy read by slug or by the footer’s ?section= has one canonical; an unknown one is no page', () => {
    const bySlug = contentPageHead('/policy/privacy-policy', '', en)!;
    expect(bySlug.title).toBe('Privacy Policy | Manzil');
    expect(bySlug.canonical).toBe('https://manzil.eg/policy/privacy-policy');
    expect(contentPageHead('/policy', '?section=Privacy%20Policy', en)!.canonical).toBe(bySlug.canonical);
    expect(contentPageHead('/policy', '', en)!.title).toBe('Our policies | Manzil');
    expect(contentPageHead('/policy/no-such-policy', '', en)).toBeNull();
    expect(contentPageHead('/no-such-page', '', en)).toBeNull();
  });
});
