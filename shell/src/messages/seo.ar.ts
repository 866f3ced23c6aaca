/** Arabic texts of the shell's page heads (see seo.ts). */
export const seoMessagesAr: Record<string, string> = {
  'seo.siteName': 'منزل',
  'seo.title': '{title} | منزل',
};
