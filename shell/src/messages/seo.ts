/** Texts of the shell's page heads (pages/content/content-heads.ts): read only by the server render. */
export const seoMessages: Record<string, string> = {
  'seo.siteName': 'Manzil',
  'seo.title': '{title} | Manzil',
};
