import { searchBoxMessages } from './messages-search';

/**
 * English texts of mfe-catalog. Strings quoted by SPEC are copied letter for letter (marked
 * "SPEC"); the rest are this remote's own words where SPEC is silent. ICU message syntax.
 */
export const messages: Record<string, string> = {
  // Listing pages (SPEC §2 "Listing pages")
  'readyToShip.title': 'Ready to Ship', // SPEC
  'readyToShip.description': 'Discover products that are in stock and ready to ship immediately!', // SPEC
  'readyToShip.empty': 'No ready-to-ship products available.', // SPEC
  'onSale.title': 'On Sale Products', // SPEC
  'onSale.description': 'Discover products that are in Sale and hurry up!', // SPEC
  'onSale.empty': 'No products have sale at the moment.', // SPEC
  'allProducts.title': 'All Products',
  'allProducts.description': 'Every piece from every brand on Manzil, in one place.',
  'shop.title': 'Shop all {category}',
  'listing.count': '{count, plural, =0 {No products} one {# product} other {# products}}',

  // Grid and card (SPEC §2 "Product card and product grid", §4)
  'grid.empty': 'No products found in this category.', // SPEC
  'badge.soldOut': 'SOLD OUT', // SPEC
  'badge.hurry': 'HURRY UP!', // SPEC
  'card.discount': '-{percent}%',
  'favorite.add': 'Add {name} to favorites',
  'favorite.remove': 'Remove {name} from favorites',
  'pagination.label': 'Pages',
  'pagination.previous': 'Previous',
  'pagination.next': 'Next',
  'pagination.page': 'Page {page}',
  'shelf.viewAll': 'View all',

  // Sort/toggle bar (SPEC §2, §9)
  'toggle.forSale': 'For Sale', // SPEC
  'toggle.cad': 'BIM/CAD', // SPEC
  'sort.label': 'Sort By', // SPEC
  'sort.newest': 'Newest', // SPEC
  'sort.priceAsc': 'Price: Low to High', // SPEC
  'sort.priceDesc': 'Price: High to Low', // SPEC
  'sort.nameAsc': 'Alphabetical: A-Z', // SPEC
  'sort.nameDesc': 'Alphabetical: Z-A', // SPEC

  // Filter panel (SPEC §2 "Filter panel")
  'filters.title': 'Filters', // SPEC
  'filters.clearAll': 'Clear All', // SPEC
  'filters.brands': 'Brands', // SPEC
  'filters.price': 'Price', // SPEC
  'filters.colors': 'Colors', // SPEC
  'filters.tags': 'Tags', // SPEC
  'filters.sectionCount': '{title} ({count})',
  'filters.range': 'Range: {min} E£ - {max} E£', // SPEC
  'filters.show': 'Show Filters', // SPEC
  'filters.close': 'Close filters',
  'filters.chosen': 'Chosen filters',
  'filters.remove': 'Remove {value}',
  'filters.none': 'Nothing to choose here.',
  'filters.minPrice': 'Minimum price',
  'filters.maxPrice': 'Maximum price',
  'filters.priceHint': 'Products here cost {min} E£ to {max} E£.',
  'filters.done': 'Done',
  'filters.showResults': '{count, plural, =0 {No products} one {Show # product} other {Show # products}}',

  // Brands (SPEC §2 "Brand header banner")
  'vendors.title': 'All Brands',
  'vendors.description': 'The makers and studios behind every piece on Manzil.',
  'vendors.filterLabel': 'Find a brand',
  'vendors.empty': 'No brands match that name.',
  'brand.noName': 'Name Not Available', // SPEC
  'brand.noDescription': 'No description available.', // SPEC
  'brand.more': 'more', // SPEC
  'brand.less': 'less', // SPEC
  'brand.productCount': '{count, plural, one {# product} other {# products}}',

  // Categories
  'category.productCount': '{count, plural, one {# product} other {# products}}',
  'category.shopAll': 'Shop all {category}',
  'category.noSubcategories': 'This category has no subcategories yet.',
  'types.allIn': 'All {name}',

  // Product page
  'product.picture': '{name}, picture {n}',
  'product.showPicture': 'Show picture {n}',
  'product.save': 'Save {percent}%',
  'product.stockIn': 'In stock',
  'product.stockLow': 'Only {count} left in stock',
  'product.stockOut': 'Sold out',
  'product.readyToShip': 'Ready to ship',
  'product.madeToOrder': 'Made to order: it can be returned for a defect within {days} days, not for a change of mind.',
  'product.quantity': 'Quantity',
  'product.decrease': 'Decrease quantity',
  'product.increase': 'Increase quantity',
  'product.addToCart': 'Add to cart',
  'product.soldOut': 'Sold out',
  'product.added': '{count, plural, one {Added # item to your cart.} other {Added # items to your cart.}}',
  'product.viewCart': 'View cart',
  'product.description': 'Description',
  'product.colors': 'Colors',
  'product.tags': 'Tags',
  'product.downloadCad': 'Download BIM/CAD file',
  'product.sku': 'SKU: {sku}',
  'product.related': 'You may also like',

  // The header's search box: its own catalog (messages-search.ts), price.sale and price.original included
  ...searchBoxMessages,
  // Search results (SPEC §2 "Search suggestions")
  'search.resultsTitle': 'Results for “{q}”',
  'search.noResults': 'No products match “{q}”. Try another word or fewer filters.',

  // Home
  'home.hero.eyebrow': 'Furniture & home design from Egypt',
  'home.hero.title': 'Make every room feel like home.',
  'home.hero.lead': 'Sofas, beds, lighting and décor from the country’s best makers and studios, delivered across Egypt.',
  'home.hero.shop': 'Shop all products',
  'home.hero.sale': 'See what’s on sale',
  'home.trust.ship.title': 'Ready to ship',
  'home.trust.ship.text': 'Pieces in stock leave the workshop right away.',
  'home.trust.secure.title': 'Buy safe, Be secure',
  'home.trust.secure.text': 'Pay by card (Visa, Mastercard, Meeza) with a secure checkout, or cash on delivery up to LE 25,000.',
  'home.trust.makers.title': 'Made by real brands',
  'home.trust.makers.text': 'Every piece comes from a named maker you can look up.',
  'home.categories.title': 'Shop by category',
  'home.brands.title': 'Brands to know',
  'home.brands.all': 'All brands',
  'home.new.title': 'New arrivals',

  // Shared states
  'breadcrumbs.label': 'Breadcrumb',
  'breadcrumbs.home': 'Home',
  'loading.products': 'Loading products…',
  'loading.product': 'Loading the product…',
  'loading.brands': 'Loading brands…',
  'loading.page': 'Loading…',
  'notFound.product': 'We could not find that product',
  'notFound.brand': 'We could not find that brand',
  'notFound.category': 'We could not find that category',
  'notFound.subcategory': 'We could not find that subcategory',
  'notFound.type': 'We could not find that product type',
  'notFound.body': 'It may have been removed, or the link may be mistyped.',
  'notFound.home': 'Back to the home page',
  'notFound.browse': 'Browse all products',
  'error.title': 'This page could not be loaded',
  'error.body': 'Check your connection and try again.',
  'error.retry': 'Try again',
};
