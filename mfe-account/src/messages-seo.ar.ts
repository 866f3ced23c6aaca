/** Arabic texts of this remote's page heads (messages-seo.ts), the same ids. */
export const seoMessagesAr: Record<string, string> = {
  'seo.title': '{title} | منزل',
};
