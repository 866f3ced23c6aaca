import { NO_DIFFERENCES, catalogDifferences } from './message-keys';

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
