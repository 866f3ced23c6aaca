/** Texts of the splash screen (SPEC §2, §4, §9). */
export const splashMessages: Record<string, string> = {
  'splash.label': 'Welcome to Manzil',
  'splash.tagline': 'Furniture and home design from Egypt',
  'splash.loading': 'Loading the store',
  'splash.skip': 'Skip intro',
  'splash.hint': 'Press Escape or click anywhere to skip',
};
