/** Arabic texts of the search box (`messages-search.ts`), loaded only when the shopper reads Arabic. */
export const searchBoxMessagesAr: Record<string, string> = {
  'search.label': 'ابحث عن المنتجات والعلامات التجارية',
  'search.placeholder': 'ابحث عن كنب، إضاءة، علامات تجارية…',
  'search.suggestions': 'اقتراحات البحث',
  'search.products': 'المنتجات',
  'search.brands': 'العلامات التجارية',
  'search.noMatches': 'لا توجد نتائج لـ «{q}»',
  'search.seeAll': 'عرض كل النتائج لـ «{q}»',
  'price.sale': 'سعر التخفيض',
  'price.original': 'السعر الأصلي',
};
