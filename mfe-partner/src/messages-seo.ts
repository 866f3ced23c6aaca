/**
 * English texts of the partner area's page heads (titles, meta descriptions): read only by the
 * server render (src/seo/), so never part of a browser's download. The public pages' heads reuse
 * their own headings and leads (messages.ts); the private pages only need a title. ICU syntax.
 */
export const seoMessages: Record<string, string> = {
  'seo.siteName': 'Manzil',
  'seo.title': '{title} | Manzil',
  'seo.partners.title': 'Sell on Manzil — become a partner',
  'seo.careers.title': 'Careers at Manzil',
  'seo.job.title': '{title} — careers at Manzil',
  'seo.job.description': '{team} · {location} · {type}. {summary}',
  'seo.job.notFound': 'Role not found',
  'seo.private.signinVendor': 'Partners Portal sign-in',
  'seo.private.signupVendor': 'Apply to become a partner',
  'seo.private.vendorDashboard': 'Partner dashboard',
  'seo.private.orderDetail': 'Order details',
  'seo.private.updateProduct': 'Product details',
  'seo.private.verifyPartner': 'Verify your business',
  'seo.private.notifications': 'Notifications',
  'seo.private.addBrand': 'Add a brand',
  'seo.private.earnings': 'Earnings',
  'seo.private.adminLogin': 'Staff sign-in',
  'seo.private.adminPanel': 'Admin panel',
  'seo.private.editEmployee': 'Edit employee',
};
