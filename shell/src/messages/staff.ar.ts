/** Arabic texts of the staff member's badge in the header (same ids as staff.ts). */
export const staffMessagesAr: Record<string, string> = {
  'header.staffRole.admin': 'مسؤول',
  'header.staffRole.catalog_moderator': 'مشرف الكتالوج',
  'header.staffRole.support': 'الدعم',
  'header.staffRole.finance': 'المالية',
  'header.menu.adminPanel': 'لوحة الإدارة',
};
