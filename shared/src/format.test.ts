import {
  badgeCount,
  cardType,
  effectivePrice,
  favoritesStockBadge,
  formatCardNumber,
  formatCvvInput,
  formatDate,
  formatNumber,
  formatPrice,
  formatPriceLE,
  passwordStrength,
  previewWords,
  productStockBadge,
  truncateText,
} from './format';

describe('prices (SPEC §1, §9)', () => {
  it('shows thousands separators and E£', () => {
    expect(formatPrice(12500)).toBe('12,500 E£');
    expect(formatPrice(0)).toBe('0 E£');
    expect(formatPrice(1234567)).toBe('1,234,567 E£');
  });
  it('shows LE with two decimals in the cart', () => {
    expect(formatPriceLE(12500)).toBe('LE 12,500.00');
    expect(formatPriceLE(99.5)).toBe('LE 99.50');
  });
  it('in Arabic: ar-EG with Western digits, the pound as ج.م. after the amount', () => {
    expect(formatPrice(12500, 'ar')).toBe('12,500 ج.م.');
    expect(formatPrice(0, 'ar')).toBe('0 ج.م.');
    expect(formatPriceLE(12500, 'ar')).toBe('12,500.00 ج.م.');
    expect(formatPriceLE(99.5, 'ar')).toBe('99.50 ج.م.');
    expect(formatNumber(600000, 'ar')).toBe('600,000');
    expect(formatDate('2026-11-21T10:00:00Z', 'ar')).toBe('21 نوفمبر 2026');
  });
  it('English stays as it was, whatever the default', () => {
    expect(formatPrice(12500, 'en')).toBe('12,500 E£');
    expect(formatPriceLE(12500, 'en')).toBe('LE 12,500.00');
    expect(formatDate('2026-11-21T10:00:00Z', 'en')).toBe('21 Nov 2026');
  });
  it('uses the sale price when there is one', () => {
    expect(effectivePrice({ price: 1000, salePrice: 800 })).toBe(800);
    expect(effectivePrice({ price: 1000, salePrice: null })).toBe(1000);
    expect(effectivePrice({ price: 1000 })).toBe(1000);
  });
});

describe('previews (SPEC §9)', () => {
  it('keeps the first 10 words and adds ... only when longer', () => {
    const eleven = 'one two three four five six seven eight nine ten eleven';
    expect(previewWords(eleven)).toBe('one two three four five six seven eight nine ten...');
    expect(previewWords('one two three')).toBe('one two three');
    expect(previewWords('one two three four five six seven eight nine ten')).toBe('one two three four five six seven eight nine ten');
    expect(previewWords(undefined)).toBe('');
  });
  it('cuts text at a character count with ...', () => {
    expect(truncateText('a'.repeat(201), 200)).toBe(`${'a'.repeat(200)}...`);
    expect(truncateText('a'.repeat(200), 200)).toBe('a'.repeat(200));
    expect(truncateText('short', 60)).toBe('short');
  });
});

describe('stock badges (SPEC §4)', () => {
  it.each([
    [0, 'sold-out'],
    [1, 'hurry'],
    [5, 'hurry'],
    [6, null],
  ])('product card: stock %i gives %s', (stock, badge) => {
    expect(productStockBadge(stock)).toBe(badge);
  });
  it.each([
    [0, 'unavailable'],
    [1, 'low'],
    [4, 'low'],
    [5, 'available'],
  ])('favorites panel: stock %i gives %s', (stock, badge) => {
    expect(favoritesStockBadge(stock)).toBe(badge);
  });
});

describe('badge count (SPEC §9)', () => {
  it('caps at 99', () => {
    expect(badgeCount(0)).toBe('0');
    expect(badgeCount(99)).toBe('99');
    expect(badgeCount(100)).toBe('99+');
  });
});

describe('cards (SPEC §5)', () => {
  it.each([
    ['4242424242424242', 'Visa'],
    ['5105105105105100', 'MasterCard'],
    ['5500000000000004', 'MasterCard'],
    ['340000000000009', 'Amex'],
    ['370000000000002', 'Amex'],
    ['6011000000000004', 'Discover'],
    ['5000000000000000', 'Valu'],
    ['5600000000000000', 'Valu'],
    ['5900000000000000', 'Valu'],
    ['1234', 'Unknown'],
  ])('%s is %s', (number, type) => {
    expect(cardType(number)).toBe(type);
  });
  it('groups digits by 4 and keeps at most 16', () => {
    expect(formatCardNumber('4242-4242 4242x42421234')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242424242424242').length).toBe(19);
  });

  it('keeps a typed CVV to its digits, four at most', () => {
    expect(formatCvvInput('1a2 3')).toBe('123');
    expect(formatCvvInput('123456')).toBe('1234');
  });
});

describe('password strength (SPEC §5)', () => {
  it('scores 25 per rule with the SPEC labels', () => {
    expect(passwordStrength('')).toMatchObject({ score: 0, label: 'Weak', bars: 1 });
    expect(passwordStrength('abcdefgh')).toMatchObject({ score: 50, label: 'Weak', bars: 1 });
    expect(passwordStrength('abcdefgH')).toMatchObject({ score: 75, label: 'Medium', bars: 2 });
    expect(passwordStrength('abcdefgH!')).toMatchObject({ score: 100, label: 'Strong', bars: 4 });
    expect(passwordStrength('Ab1').rules).toEqual({ minLength: false, lowercase: true, uppercase: true, numberOrSymbol: true });
  });
});
