/** English texts of mfe-catalog (SPEC strings copied letter for letter). */
export const messages: Record<string, string> = {
  'home.title': 'Manzil',
};
