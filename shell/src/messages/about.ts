/** Texts of /about. */
export const aboutMessages: Record<string, string> = {
  'about.metaTitle': 'About Manzil',
  'about.eyebrow': 'About Manzil',
  'about.title': 'Made in Egypt, chosen for your home',
  'about.lead':
    'Manzil means home. We bring together the furniture makers, lighting studios and home-decor brands of Egypt in one marketplace, so that furnishing a flat in Nasr City or a villa on the North Coast starts with a few clicks instead of a week of showroom visits.',
  'about.story.title': 'Our story',
  'about.story.p1':
    'Egypt has some of the finest furniture craftsmanship in the region, from the workshops of Damietta to the design studios of Cairo and Alexandria. Yet finding the right piece has long meant driving from showroom to showroom, comparing prices that are never written down, and hoping that delivery day arrives on time.',
  'about.story.p2':
    'We started Manzil in Cairo to change that. Every brand on Manzil is a registered Egyptian business that we have met, every price is written in Egyptian pounds with VAT included, and every order is delivered to your door and covered by the Egyptian Consumer Protection Law.',
  'about.promise.title': 'What we promise',
  'about.promise.brands.title': 'Brands we know',
  'about.promise.brands.body':
    'We check the commercial register and tax card of every brand before it can sell, and we follow up on every complaint ourselves.',
  'about.promise.prices.title': 'Clear prices in Egyptian pounds',
  'about.promise.prices.body':
    'The price you see is the price you pay, VAT included. Sale prices are shown next to the original price, never invented.',
  'about.promise.delivery.title': 'Delivered to your door',
  'about.promise.delivery.body':
    'Free delivery to every governorate, carried to the room you choose. Ready To Ship pieces leave the workshop within 48 hours.',
  'about.promise.returns.title': '14 days to change your mind',
  'about.promise.returns.body':
    'Return or exchange within 14 days of delivery, or within 30 days if the item is defective, as the Consumer Protection Law No. 181 of 2018 provides.',
  'about.makers.title': 'For makers and brands',
  'about.makers.body':
    'If you design or make furniture, lighting or home accessories in Egypt, Manzil gives you a storefront, secure online payments and customers across the country, without opening another showroom.',
  'about.makers.cta': 'Join Us',
  'about.cta.title': 'Start with the brands',
  'about.cta.body': 'Meet the makers behind the pieces, or ask us anything about an order.',
  'about.cta.brands': 'Browse all brands',
  'about.cta.contact': 'Contact us',
};
