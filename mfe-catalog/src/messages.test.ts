import { messages } from './messages';

// Which ids the code uses, in both languages, is messages.check.test.ts's (tooling/i18n/check.mjs).
describe('messages', () => {
  it('copies SPEC strings letter for letter', () => {
    expect(messages).toMatchObject({
      'readyToShip.title': 'Ready to Ship',
      'readyToShip.description': 'Discover products that are in stock and ready to ship immediately!',
      'readyToShip.empty': 'No ready-to-ship products available.',
      'onSale.title': 'On Sale Products',
      'onSale.description': 'Discover products that are in Sale and hurry up!',
      'onSale.empty': 'No products have sale at the moment.',
      'grid.empty': 'No products found in this category.',
      'badge.soldOut': 'SOLD OUT',
      'badge.hurry': 'HURRY UP!',
      'toggle.forSale': 'For Sale',
      'toggle.cad': 'BIM/CAD',
      'sort.label': 'Sort By',
      'filters.title': 'Filters',
      'filters.clearAll': 'Clear All',
      'filters.show': 'Show Filters',
      'brand.noName': 'Name Not Available',
      'brand.noDescription': 'No description available.',
      'brand.more': 'more',
      'brand.less': 'less',
    });
  });
});
