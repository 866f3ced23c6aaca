/** Arabic texts of the splash screen (same ids as splash.ts). */
export const splashMessagesAr: Record<string, string> = {
  'splash.label': 'أهلًا بك في منزل',
  'splash.tagline': 'أثاث وديكور منزلي من مصر',
  'splash.loading': 'جارٍ تحميل المتجر',
  'splash.skip': 'تخطَّ المقدمة',
  'splash.hint': 'اضغط Escape أو انقر في أي مكان للتخطي',
};
