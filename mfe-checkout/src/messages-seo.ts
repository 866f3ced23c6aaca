/**
 * English texts of this remote's page heads: read only by the server render (route-loaders.ts),
 * so never part of a browser's download. Its pages are private (noindex): a title is all they
 * need, the page's own heading in the store's title pattern. ICU syntax.
 */
export const seoMessages: Record<string, string> = {
  'seo.title': '{title} | Manzil',
};
