import { NO_DIFFERENCES, catalogDifferences, englishLeftovers, visibleText } from './message-keys';

describe('catalogDifferences', () => {
  const english = {
    'a.title': 'Title',
    'a.greeting': 'Hello {name}',
    'a.count': '{count, plural, one {# product} other {# products}}',
    'a.rich': 'Read the <link>policy</link>',
  };

  it('finds nothing in a complete translation with the same arguments', () => {
    const arabic = {
      'a.title': 'العنوان',
      'a.greeting': 'أهلًا {name}',
      'a.count': '{count, plural, zero {لا منتجات} one {منتج واحد} two {منتجان} few {# منتجات} many {# منتجًا} other {# منتج}}',
      'a.rich': 'اقرأ <link>السياسة</link>',
    };
    expect(catalogDifferences(english, arabic)).toEqual(NO_DIFFERENCES);
  });

  it('names missing and extra ids', () => {
    const arabic = { 'a.title': 'العنوان', 'a.greeting': 'أهلًا {name}', 'a.rich': 'اقرأ <link>السياسة</link>', 'a.old': 'قديم' };
    expect(catalogDifferences(english, arabic)).toEqual({ missing: ['a.count'], extra: ['a.old'], mismatched: [] });
  });

  it('names translations whose arguments differ or that do not parse', () => {
    const arabic = {
      'a.title': 'العنوان',
      'a.greeting': 'أهلًا {اسم}',
      'a.count': '{count, plural, one {منتج واحد}',
      'a.rich': 'اقرأ السياسة',
    };
    expect(catalogDifferences(english, arabic)).toEqual({
      missing: [],
      extra: [],
      mismatched: ['a.greeting', 'a.count', 'a.rich'],
    });
  });
});

describe('englishLeftovers', () => {
  const english = {
    'a.title': 'Add to cart',
    'a.greeting': 'Hello {name}, welcome back',
    'a.count': '{count, plural, one {# product} other {# products}}',
    'a.code': 'BIM/CAD',
    'a.same': 'Manzil',
  };
  const arabic = {
    'a.title': 'أضف إلى السلة',
    'a.greeting': 'أهلًا {name}، مرحبًا بعودتك',
    'a.count': '{count, plural, other {# منتج}}',
    'a.code': 'ملفات BIM/CAD',
    'a.same': 'Manzil',
  };

  it('names the English pieces left on screen, as whole words, outside ICU arguments', () => {
    expect(englishLeftovers('أضف إلى السلة\nHello Mona, welcome back\n3 products', english, arabic)).toEqual([
      'Hello',
      'products',
      'welcome back',
    ]);
  });

  it('ignores texts the translation keeps, the given data, and parts of longer words', () => {
    expect(englishLeftovers('ملفات BIM/CAD — Manzil — Add to carts', english, arabic)).toEqual([]);
    expect(englishLeftovers('Add to cart', english, arabic, ['Add to cart'])).toEqual([]);
  });

  it('reads placeholders, labels and alternative texts as well as text', () => {
    document.body.innerHTML = '<p>نص</p><input placeholder="Search"><button aria-label="Close"></button><img alt="Logo">';
    expect(visibleText(document.body).split('\n')).toEqual(['نص', 'Search', 'Close', 'Logo']);
  });
});
