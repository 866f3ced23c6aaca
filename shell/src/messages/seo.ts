/**
 * Texts of the shell's page heads: the server render's (pages/content/content-heads.ts) and the
 * browser tab's on the shell's pages (pages/content/use-document-title.ts, with the pages' texts).
 */
export const seoMessages: Record<string, string> = {
  'seo.siteName': 'Manzil',
  'seo.title': '{title} | Manzil',
};
