/** Texts of the signed-in staff member's badge in the header. */
export const staffMessages: Record<string, string> = {
  'header.staffRole.admin': 'Admin',
  'header.staffRole.catalog_moderator': 'Catalog moderator',
  'header.staffRole.support': 'Support',
  'header.staffRole.finance': 'Finance',
  'header.menu.adminPanel': 'Admin panel',
};
