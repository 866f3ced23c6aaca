/** Arabic texts of the shell's frame (same ids as common.ts). */
export const commonMessagesAr: Record<string, string> = {
  'region.unavailable': 'تعذّر تحميل هذا الجزء من المتجر الآن.',
  'region.retry': 'إعادة المحاولة',
  'error.title': 'حدث خطأ غير متوقع في التطبيق!',
  'error.home': 'العودة إلى الصفحة الرئيسية',
  'notFound.title': 'لم نعثر على هذه الصفحة',
  'notFound.body': 'ربما كُتب العنوان بشكل خاطئ، أو نُقلت الصفحة إلى مكان آخر.',
  'notFound.home': 'الذهاب إلى الصفحة الرئيسية',
  'layout.skipToContent': 'انتقل إلى المحتوى الرئيسي',
};
