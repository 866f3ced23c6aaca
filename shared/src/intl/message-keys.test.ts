import { englishLeftovers, visibleText } from './message-keys';

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
