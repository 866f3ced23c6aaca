/**
 * The Arabic names of the catalog's shared vocabulary: colours and tags. Products store them as
 * English words (the values listings filter on); Arabic answers show these names
 * (lib/catalog-terms.ts) and the demo seed writes them into Arabic texts. Vendors' own words
 * have no entry and stay as they are.
 */

/** Colours by their stored (English) value, the values of a product's `colors`. */
export const COLORS_AR: Record<string, string> = {
  Beige: 'بيج',
  Charcoal: 'رمادي فحمي',
  Navy: 'كحلي',
  Olive: 'زيتي',
  Terracotta: 'طوبي',
  Mustard: 'مستردة',
  Teal: 'تركواز غامق',
  Blush: 'بمبي فاتح',
  Ivory: 'أوف وايت',
  Grey: 'رمادي',
  Emerald: 'زمردي',
  Walnut: 'جوزي',
  Oak: 'بلوطي',
  Natural: 'طبيعي',
  Black: 'أسود',
  White: 'أبيض',
  Teak: 'تيك',
  Mahogany: 'ماهوجني',
  Brass: 'نحاسي',
  Gold: 'ذهبي',
  Copper: 'نحاسي أحمر',
  Chrome: 'كروم',
  Turquoise: 'فيروزي',
  Cobalt: 'أزرق كوبالت',
  Sand: 'رملي',
  Red: 'أحمر',
  Indigo: 'نيلي',
  Clear: 'شفاف',
  Amber: 'كهرماني',
  Smoke: 'رمادي مدخن',
  Green: 'أخضر',
};

/** Tags by their stored (English) value, the values of a product's `tags`. */
export const TAGS_AR: Record<string, string> = {
  Handmade: 'صناعة يدوية',
  'Made in Egypt': 'صنع في مصر',
  'Solid Wood': 'خشب طبيعي',
  Modern: 'مودرن',
  Classic: 'كلاسيك',
  Oriental: 'شرقي',
  Minimalist: 'بسيط',
  'Eco-friendly': 'صديق للبيئة',
  'Best Seller': 'الأكثر مبيعًا',
  'New Arrival': 'وصل حديثًا',
  'Limited Edition': 'إصدار محدود',
  Scandinavian: 'إسكندنافي',
  Boho: 'بوهو',
  Luxury: 'فاخر',
  'Space Saving': 'موفر للمساحة',
  'Easy Assembly': 'سهل التركيب',
};
