/** Texts of the checkout's address book. */
export const addressBookMessages: Record<string, string> = {
  'checkout.book.legend': 'Deliver to',
  'checkout.book.fallbackLabel': 'Address {n}',
  'checkout.book.default': 'Default',
  'checkout.book.new': 'A new address',
  'checkout.book.save': 'Save this address to my address book',
};
