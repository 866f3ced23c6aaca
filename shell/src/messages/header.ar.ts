/** Arabic texts of the header, the mega-menu and the mobile menu (same ids as header.ts). */
export const headerMessagesAr: Record<string, string> = {
  'header.allBrands': 'كل العلامات التجارية',
  'header.readyToShip': 'جاهز للشحن',
  'header.onSale': 'التخفيضات',
  'header.noCategories': 'لا توجد أقسام متاحة',
  'header.cart': 'السلة',
  'header.favorites': 'المفضلة',
  // With digits (the badge's, which the name must hold): 1, 2 and 100+ take the singular noun
  // ('1 منتج', as Egyptian shops write counts in digits), 3 to 10 the plural, 11 to 99 the accusative.
  'header.cartCount':
    '{count, plural, one {السلة، # منتج} two {السلة، # منتج} few {السلة، # منتجات} many {السلة، # منتجًا} other {السلة، # منتج}}',
  'header.cartCountOver': 'السلة، أكثر من {max, number} منتجًا',
  'header.favoritesCount':
    '{count, plural, one {المفضلة، # منتج} two {المفضلة، # منتج} few {المفضلة، # منتجات} many {المفضلة، # منتجًا} other {المفضلة، # منتج}}',
  'header.favoritesCountOver': 'المفضلة، أكثر من {max, number} منتجًا',
  // The six static categories shown when the category call fails (SPEC §8); as the catalog names them in Arabic.
  'header.defaultCategory.furniture': 'أثاث',
  'header.defaultCategory.kitchenAndDining': 'المطبخ والسفرة',
  'header.defaultCategory.bath': 'الحمام',
  'header.defaultCategory.lighting': 'الإضاءة',
  'header.defaultCategory.homeDecor': 'ديكور المنزل',
  'header.defaultCategory.outdoor': 'الحديقة والخارج',
  'header.login': 'تسجيل الدخول',
  'header.partner.vendor': 'منطقة البائع {name}',
  'header.partnerRole.vendor': 'بائع',
  // The wordmark reads 'Manzil' in Latin letters: the name keeps it (WCAG 2.5.3, label in name).
  'header.home': 'الصفحة الرئيسية لـ Manzil',
  'header.categories': 'الأقسام',
  'header.shopAll': 'تسوّق كل {category}',
  'header.subcategories': 'الأقسام الفرعية في {category}',
  'header.typesOf': 'أنواع {subcategory}',
  'header.noTypes': 'تصفّح كل ما في {subcategory}.',
  'header.openMenu': 'القائمة',
  'header.menuTitle': 'القائمة',
  'header.closeMenu': 'إغلاق القائمة',
  'header.menu.home': 'الرئيسية',
  'header.menu.shop': 'تسوّق',
  'header.menu.about': 'من نحن',
  'header.menu.contact': 'اتصل بنا',
  'header.menu.account': 'حسابي',
  'header.menu.logout': 'تسجيل الخروج',
  'header.menu.login': 'تسجيل الدخول',
  'header.language.en': 'English',
  'header.language.ar': 'العربية',
  'header.language.switch': 'اللغة',
};
