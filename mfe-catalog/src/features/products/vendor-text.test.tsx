// What vendors type (names, brand names, descriptions) is often English inside an Arabic
// page. Each such text is isolated (<bdi>, or dir="auto" on a paragraph of it), so its own
// direction comes from its own letters: 'Nile Linen Sofa (2-seat)' keeps its parenthesis and
// digits in place in a right-to-left page, and an Arabic name reads right to left in English.
import { act, screen } from '@testing-library/react';
import { localeStore } from '@manzil/shared';
import { makeProduct, renderWithIntl } from '../../test-utils';
import { appMessages } from '../../intl';
import { ProductCard } from './product-card';

afterEach(() => act(() => localeStore.set('en')));

describe.each(['en', 'ar'] as const)('a product card in %s', (locale) => {
  it.each([
    ['an English product', 'Nile Linen Sofa (2-seat)', 'Cairo Loft', 'One two three four five six seven eight nine ten eleven'],
    ['an Arabic product', 'كنبة كتان النيل (مقعدان)', 'لوفت القاهرة', 'واحد اثنان ثلاثة أربعة خمسة ستة سبعة ثمانية تسعة عشرة أحد عشر'],
  ])('isolates the vendor texts of %s', async (_, name, brandName, description) => {
    act(() => localeStore.set(locale));
    await appMessages.load(locale);
    renderWithIntl(<ProductCard product={makeProduct({ name, description, brandId: { _id: 'b1', brandName } })} />);
    const heading = await screen.findByRole('heading', { name });
    expect(heading.querySelector('bdi')).toHaveTextContent(name);
    expect(screen.getByText(brandName).tagName).toBe('BDI');
    expect(screen.getByText(/\.\.\.$/)).toHaveAttribute('dir', 'auto');
    expect(document.documentElement).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
  });
});
