import { searchBoxMessagesAr } from './messages-search.ar';

/**
 * Arabic texts of mfe-catalog: the same ids as `messages.ts`, in Modern Standard
 * Arabic as Egyptian shops write it. Prices read 'ج.م.' for the pound; ICU plurals use Arabic's
 * categories (zero, one, two, few, many, other).
 */
export const messagesAr: Record<string, string> = {
  // Listing pages
  'readyToShip.title': 'جاهز للشحن',
  'readyToShip.description': 'اكتشف منتجات متوفرة في المخزون وجاهزة للشحن فورًا!',
  'readyToShip.empty': 'لا توجد منتجات جاهزة للشحن حاليًا.',
  'onSale.title': 'منتجات التخفيضات',
  'onSale.description': 'اكتشف المنتجات المخفّضة وأسرع قبل نفادها!',
  'onSale.empty': 'لا توجد منتجات عليها تخفيضات في الوقت الحالي.',
  'allProducts.title': 'كل المنتجات',
  'allProducts.description': 'كل قطعة من كل العلامات التجارية على منزل، في مكان واحد.',
  'shop.title': 'تسوّق كل {category}',
  'listing.count': '{count, plural, zero {لا توجد منتجات} one {منتج واحد} two {منتجان} few {# منتجات} many {# منتجًا} other {# منتج}}',

  // Grid and card
  'grid.empty': 'لا توجد منتجات في هذه الفئة.',
  'badge.soldOut': 'نفدت الكمية',
  'badge.hurry': 'أسرع!',
  'card.discount': '-{percent}%',
  'favorite.add': 'أضف {name} إلى المفضلة',
  'favorite.remove': 'احذف {name} من المفضلة',
  'pagination.label': 'الصفحات',
  'pagination.previous': 'السابق',
  'pagination.next': 'التالي',
  'pagination.page': 'صفحة {page}',
  'shelf.viewAll': 'عرض الكل',

  // Sort/toggle bar
  'toggle.forSale': 'للبيع',
  'toggle.cad': 'ملفات BIM/CAD',
  'sort.label': 'ترتيب حسب',
  'sort.newest': 'الأحدث',
  'sort.priceAsc': 'السعر: من الأقل إلى الأعلى',
  'sort.priceDesc': 'السعر: من الأعلى إلى الأقل',
  'sort.nameAsc': 'أبجديًا: أ-ي',
  'sort.nameDesc': 'أبجديًا: ي-أ',

  // Filter panel
  'filters.title': 'التصفية',
  'filters.clearAll': 'مسح الكل',
  'filters.brands': 'العلامات التجارية',
  'filters.price': 'السعر',
  'filters.colors': 'الألوان',
  'filters.tags': 'الوسوم',
  'filters.sectionCount': '{title} ({count})',
  'filters.range': 'النطاق: {min} ج.م. - {max} ج.م.',
  'filters.show': 'عرض خيارات التصفية',
  'filters.close': 'إغلاق التصفية',
  'filters.chosen': 'الاختيارات الحالية',
  'filters.remove': 'إزالة {value}',
  'filters.none': 'لا توجد خيارات هنا.',
  'filters.minPrice': 'أقل سعر',
  'filters.maxPrice': 'أعلى سعر',
  'filters.priceHint': 'أسعار المنتجات هنا من {min} ج.م. إلى {max} ج.م.',
  'filters.done': 'تم',
  'filters.showResults':
    '{count, plural, zero {لا توجد منتجات} one {عرض منتج واحد} two {عرض منتجين} few {عرض # منتجات} many {عرض # منتجًا} other {عرض # منتج}}',

  // Brands
  'vendors.title': 'كل العلامات التجارية',
  'vendors.description': 'الصنّاع والاستوديوهات وراء كل قطعة على منزل.',
  'vendors.filterLabel': 'ابحث عن علامة تجارية',
  'vendors.empty': 'لا توجد علامة تجارية بهذا الاسم.',
  'brand.noName': 'الاسم غير متوفر',
  'brand.noDescription': 'لا يوجد وصف.',
  'brand.more': 'المزيد',
  'brand.less': 'أقل',
  'brand.productCount': '{count, plural, zero {لا توجد منتجات} one {منتج واحد} two {منتجان} few {# منتجات} many {# منتجًا} other {# منتج}}',

  // Categories
  'category.productCount':
    '{count, plural, zero {لا توجد منتجات} one {منتج واحد} two {منتجان} few {# منتجات} many {# منتجًا} other {# منتج}}',
  'category.shopAll': 'تسوّق كل {category}',
  'category.noSubcategories': 'لا توجد فئات فرعية في هذه الفئة بعد.',
  'types.allIn': 'كل {name}',

  // Product page
  'product.picture': '{name}، الصورة {n}',
  'product.showPicture': 'عرض الصورة {n}',
  'product.save': 'وفّر {percent}%',
  'product.stockIn': 'متوفر',
  'product.stockLow': 'المتبقي في المخزون {count} فقط',
  'product.stockOut': 'نفدت الكمية',
  'product.readyToShip': 'جاهز للشحن',
  'product.madeToOrder': 'مصنوع حسب الطلب: يمكن إرجاعه بسبب عيب خلال {days} يومًا، لا لتغيير الرأي.',
  'product.quantity': 'الكمية',
  'product.decrease': 'تقليل الكمية',
  'product.increase': 'زيادة الكمية',
  'product.addToCart': 'أضف إلى السلة',
  'product.soldOut': 'نفدت الكمية',
  'product.added':
    '{count, plural, one {تمت إضافة قطعة واحدة إلى سلتك.} two {تمت إضافة قطعتين إلى سلتك.} few {تمت إضافة # قطع إلى سلتك.} many {تمت إضافة # قطعة إلى سلتك.} other {تمت إضافة # قطعة إلى سلتك.}}',
  'product.viewCart': 'عرض السلة',
  'product.description': 'الوصف',
  'product.colors': 'الألوان',
  'product.tags': 'الوسوم',
  'product.downloadCad': 'تنزيل ملف BIM/CAD',
  'product.sku': 'رمز المنتج (SKU): {sku}',
  'product.related': 'قد يعجبك أيضًا',

  // The header's search box (messages-search.ar.ts), price.sale and price.original included
  ...searchBoxMessagesAr,
  // Search results
  'search.resultsTitle': 'نتائج البحث عن «{q}»',
  'search.noResults': 'لا توجد منتجات تطابق «{q}». جرّب كلمة أخرى أو قلّل خيارات التصفية.',

  // Home
  'home.hero.eyebrow': 'أثاث وتصميم منزلي من مصر',
  'home.hero.title': 'اجعل كل غرفة تشعرك بأنك في بيتك.',
  'home.hero.lead': 'كنب وسراير وإضاءة وديكور من أفضل الصنّاع والاستوديوهات في مصر، مع توصيل لكل المحافظات.',
  'home.hero.shop': 'تسوّق كل المنتجات',
  'home.hero.sale': 'شاهد التخفيضات',
  'home.trust.ship.title': 'جاهز للشحن',
  'home.trust.ship.text': 'القطع المتوفرة تخرج من الورشة فورًا.',
  'home.trust.secure.title': 'اشترِ بأمان',
  'home.trust.secure.text': 'ادفع بالبطاقة (فيزا، ماستركارد، ميزة) عبر دفع آمن، أو نقدًا عند الاستلام حتى 25,000 ج.م.',
  'home.trust.makers.title': 'من علامات تجارية حقيقية',
  'home.trust.makers.text': 'كل قطعة من صانع معروف بالاسم يمكنك التعرف عليه.',
  'home.categories.title': 'تسوّق حسب الفئة',
  'home.brands.title': 'علامات تجارية تستحق التعرّف عليها',
  'home.brands.all': 'كل العلامات التجارية',
  'home.new.title': 'وصل حديثًا',

  // Shared states
  'breadcrumbs.label': 'مسار التنقل',
  'breadcrumbs.home': 'الرئيسية',
  'loading.products': 'جارٍ تحميل المنتجات…',
  'loading.product': 'جارٍ تحميل المنتج…',
  'loading.brands': 'جارٍ تحميل العلامات التجارية…',
  'loading.page': 'جارٍ التحميل…',
  'notFound.product': 'لم نعثر على هذا المنتج',
  'notFound.brand': 'لم نعثر على هذه العلامة التجارية',
  'notFound.category': 'لم نعثر على هذه الفئة',
  'notFound.subcategory': 'لم نعثر على هذه الفئة الفرعية',
  'notFound.type': 'لم نعثر على هذا النوع من المنتجات',
  'notFound.body': 'ربما تمت إزالته، أو أن الرابط مكتوب بشكل خاطئ.',
  'notFound.home': 'العودة إلى الصفحة الرئيسية',
  'notFound.browse': 'تصفّح كل المنتجات',
  'error.title': 'تعذّر تحميل هذه الصفحة',
  'error.body': 'تحقق من اتصالك وحاول مرة أخرى.',
  'error.retry': 'حاول مرة أخرى',
};
