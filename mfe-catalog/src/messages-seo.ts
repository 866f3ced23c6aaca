/**
 * English texts of the catalog's page heads and structured data (titles, meta descriptions): read
 * only by the server render (src/seo/), so never part of a browser's download. SPEC is silent on
 * them; the words follow the pages' own. ICU message syntax.
 */
export const seoMessages: Record<string, string> = {
  'seo.siteName': 'Manzil',
  'seo.title': '{title} | Manzil',
  'seo.paged': '{title} – page {page}',
  'seo.home.title': 'Manzil — furniture and home design in Egypt',
  'seo.home.description':
    'Sofas, beds, lighting and décor from Egypt’s best makers and studios, priced in Egyptian pounds and delivered across Egypt.',
  'seo.organization.description': 'The online marketplace for furniture and home design in Egypt.',
  'seo.product.title': '{name} by {brand}',
  'seo.product.description': '{name} by {brand}, {price}. {description}',
  'seo.category.title': '{name} — furniture and décor',
  'seo.category.description': 'Shop {name} on Manzil: {subcategories}.',
  'seo.subcategory.title': '{name} — {category}',
  'seo.subcategory.description': 'Shop {name} in {category} on Manzil: {types}.',
  'seo.type.description':
    '{count, plural, =0 {{name} on Manzil} one {# {name} piece on Manzil} other {# {name} pieces on Manzil}}, from {category} › {subcategory}, priced in Egyptian pounds.',
  'seo.brand.title': '{name} — the brand on Manzil',
  'seo.brand.description': '{description} {count, plural, =0 {} one {# product on Manzil.} other {# products on Manzil.}}',
};
