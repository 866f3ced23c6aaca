/** Arabic texts of the catalog's page heads and structured data (see messages-seo.ts). */
export const seoMessagesAr: Record<string, string> = {
  'seo.siteName': 'منزل',
  'seo.title': '{title} | منزل',
  'seo.paged': '{title} – صفحة {page}',
  'seo.home.title': 'منزل — الأثاث وتصميم المنازل في مصر',
  'seo.home.description': 'كنب وسراير وإضاءة وديكور من أفضل الصنّاع والاستوديوهات في مصر، بأسعار بالجنيه المصري وتوصيل لكل المحافظات.',
  'seo.organization.description': 'المتجر الإلكتروني للأثاث وتصميم المنازل في مصر.',
  'seo.product.title': '{name} من {brand}',
  'seo.product.description': '{name} من {brand}، {price}. {description}',
  'seo.category.title': '{name} — أثاث وديكور',
  'seo.category.description': 'تسوّق {name} على منزل: {subcategories}.',
  'seo.subcategory.title': '{name} — {category}',
  'seo.subcategory.description': 'تسوّق {name} من {category} على منزل: {types}.',
  'seo.type.description':
    '{count, plural, =0 {{name} على منزل} one {قطعة واحدة من {name} على منزل} other {# قطعة من {name} على منزل}}، من {category} › {subcategory}، بأسعار بالجنيه المصري.',
  'seo.brand.title': '{name} — العلامة التجارية على منزل',
  'seo.brand.description': '{description} {count, plural, =0 {} one {منتج واحد على منزل.} other {# منتج على منزل.}}',
};
