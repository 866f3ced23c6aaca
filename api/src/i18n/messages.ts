/**
 * The API's one catalogue of messages: every sentence an answer's `message` carries (errors and the
 * success sentences a screen shows), in English and Arabic, by id. The English is the store's
 * wording, unchanged (several are SPEC's, letter for letter); the Arabic is Modern Standard Arabic
 * in the apps' tone and terms (their messages.ar.ts). `{name}` is a value the caller gives; an
 * Arabic text may leave out a value English names (a gateway's English detail, an English status
 * word) but never adds one. `test/messages.test.ts` checks both languages of every id and that no
 * route writes a sentence inline. How a message is chosen: docs/i18n.md, "Arabic in the API".
 */
import { CONTACT_THANKS, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT, SIGNUP_CHECK_EMAIL } from '@manzil/shared/contract';

export const MESSAGES = {
  // General answers of the error handler.
  'request.invalid': { en: 'The request is not valid.', ar: 'الطلب غير صالح.' },
  'request.body_not_object': { en: 'The request body must be a JSON object.', ar: 'يجب أن يكون محتوى الطلب كائن JSON.' },
  'request.media_type': {
    en: 'Send the request body as JSON (Content-Type: application/json).',
    ar: 'أرسل محتوى الطلب بصيغة JSON (Content-Type: application/json).',
  },
  'request.empty_json': { en: 'The request body is empty; send a JSON object.', ar: 'محتوى الطلب فارغ؛ أرسل كائن JSON.' },
  'request.invalid_json': { en: 'The request body is not valid JSON.', ar: 'محتوى الطلب ليس JSON صالحًا.' },
  'request.too_large': { en: 'The request body is too large.', ar: 'حجم محتوى الطلب أكبر من المسموح.' },
  'request.content_length': {
    en: 'The request body does not match its Content-Length.',
    ar: 'محتوى الطلب لا يطابق طوله المعلن (Content-Length).',
  },
  'request.nul_character': {
    en: 'The request contains a NUL character (\\u0000), which no field accepts. Remove it and try again.',
    ar: 'يحتوي الطلب على حرف NUL ‏(\\u0000) ولا يقبله أي حقل. احذفه ثم حاول مرة أخرى.',
  },
  'request.no_route': { en: 'There is no {method} {path} in the Manzil API.', ar: 'لا يوجد {method} {path} في واجهة منزل البرمجية.' },
  'request.failed': {
    en: 'Something went wrong on our side. Please try again in a moment.',
    ar: 'حدث خطأ من جانبنا. يرجى المحاولة مرة أخرى بعد قليل.',
  },
  'request.database_down': { en: 'The database is not reachable.', ar: 'تعذّر الوصول إلى قاعدة البيانات.' },
  'request.rate_limited': {
    en: 'Too many attempts. Please wait {wait} and try again.',
    ar: 'محاولات كثيرة جدًا. يرجى الانتظار {wait} ثم المحاولة مرة أخرى.',
  },
  'request.idempotency_key_invalid': {
    en: 'The Idempotency-Key header must be 1 to 255 visible characters, such as a UUID.',
    ar: 'يجب أن تتكون ترويسة Idempotency-Key من 1 إلى 255 حرفًا مرئيًا، مثل UUID.',
  },
  'request.idempotency_key_reused': {
    en: 'This Idempotency-Key was already used for a different request. Send a new key for a new request.',
    ar: 'استُخدم مفتاح Idempotency-Key هذا من قبل لطلب آخر. أرسل مفتاحًا جديدًا مع كل طلب جديد.',
  },
  'request.idempotency_in_flight': {
    en: 'The first request with this Idempotency-Key is still being processed. Wait a moment and try again.',
    ar: 'ما زال الطلب الأول بمفتاح Idempotency-Key هذا قيد المعالجة. انتظر لحظة ثم حاول مرة أخرى.',
  },

  // Sessions and roles.
  'auth.sign_in': { en: 'Please sign in to continue.', ar: 'يرجى تسجيل الدخول للمتابعة.' },
  'auth.sign_in_vendor': { en: 'Please sign in to the vendor area to continue.', ar: 'يرجى تسجيل الدخول إلى منطقة البائعين للمتابعة.' },
  'auth.sign_in_admin': { en: 'Please sign in to the admin area to continue.', ar: 'يرجى تسجيل الدخول إلى لوحة الإدارة للمتابعة.' },
  'auth.forbidden': { en: 'You are not allowed to do that.', ar: 'غير مسموح لك بتنفيذ هذا الإجراء.' },
  'auth.own_account_only': {
    en: 'You can only see and change your own account.',
    ar: 'يمكنك عرض حسابك أنت فقط وتعديله.',
  },
  'auth.invalid_credentials': {
    en: 'The e-mail or password you entered is not correct.',
    ar: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
  },
  'auth.sign_in_rate_limited': {
    en: 'Too many failed sign-ins for this account. Please wait {wait} and try again, or reset your password.',
    ar: 'محاولات تسجيل دخول فاشلة كثيرة لهذا الحساب. يرجى الانتظار {wait} ثم المحاولة مرة أخرى، أو إعادة تعيين كلمة المرور.',
  },
  'auth.email_taken': {
    en: 'An account with this e-mail already exists. Please sign in instead.',
    ar: 'يوجد حساب بهذا البريد الإلكتروني بالفعل. يرجى تسجيل الدخول بدلًا من ذلك.',
  },
  'auth.signup_check_email': {
    en: SIGNUP_CHECK_EMAIL,
    ar: 'تحقق من بريدك الإلكتروني: أرسلنا إليك رابطًا لإكمال إنشاء حسابك.',
  },
  'auth.signup_link_invalid': {
    en: 'This sign-up link has expired or was already used. Please sign up again.',
    ar: 'انتهت صلاحية رابط التسجيل هذا أو سبق استخدامه. يرجى التسجيل من جديد.',
  },
  'auth.not_a_vendor': {
    en: 'This is the vendor area. Please sign in with your shop account.',
    ar: 'هذه منطقة البائعين. يرجى تسجيل الدخول بحساب متجرك.',
  },
  'auth.application_not_approved': {
    en: 'Your shop is not approved yet. Until it is, you can follow and update your application.',
    ar: 'لم تتم الموافقة على متجرك بعد. حتى تتم الموافقة، يمكنك متابعة طلبك وتحديثه.',
  },
  'auth.not_staff': {
    en: 'This part of Manzil is for staff only. Sign in with a staff account.',
    ar: 'هذا الجزء من منزل مخصص لفريق العمل فقط. سجّل الدخول بحساب موظف.',
  },
  'auth.staff_inactive': {
    en: 'Your staff account is not active. Ask an admin to reactivate it.',
    ar: 'حساب الموظف الخاص بك غير مفعّل. اطلب من أحد المديرين إعادة تفعيله.',
  },
  'auth.password_change_required': {
    en: 'Choose your own password before using the admin panel.',
    ar: 'اختر كلمة مرور خاصة بك قبل استخدام لوحة الإدارة.',
  },
  'auth.forbidden_role': {
    en: 'Your staff role ({role}) cannot do this. Ask an admin if you need it.',
    ar: 'دورك في فريق العمل ({role}) لا يسمح بهذا الإجراء. اطلب ذلك من أحد المديرين إن احتجت إليه.',
  },
  'auth.one_time_password_expired': {
    en: 'This one-time password has expired. Ask an admin to send you a new one.',
    ar: 'انتهت صلاحية كلمة المرور المؤقتة هذه. اطلب من أحد المديرين إرسال كلمة جديدة.',
  },
  'auth.audit_forbidden': {
    en: 'Your staff role cannot see the history of this kind of object.',
    ar: 'دورك في فريق العمل لا يسمح بعرض سجل هذا النوع من العناصر.',
  },

  // Passwords and the reset code.
  'password.wrong_current': { en: 'Your current password is not correct.', ar: 'كلمة المرور الحالية غير صحيحة.' },
  'password.same': { en: 'Choose a password different from the current one.', ar: 'اختر كلمة مرور مختلفة عن الحالية.' },
  'password.updated': { en: 'Password updated successfully', ar: 'تم تحديث كلمة المرور بنجاح' },
  'password.too_short': { en: PASSWORD_TOO_SHORT, ar: `يجب ألا تقل كلمة المرور الجديدة عن ${PASSWORD_MIN_LENGTH} أحرف.` },
  'password.common': {
    en: 'This password is one of the most common passwords. Please choose one that is harder to guess.',
    ar: 'كلمة المرور هذه من أكثر كلمات المرور شيوعًا. يرجى اختيار كلمة يصعب تخمينها.',
  },
  'password.otp_sent': {
    en: 'If an account uses this e-mail, we have sent it a 6-digit code. It is valid for {minutes} minutes.',
    ar: 'إذا كان هناك حساب بهذا البريد الإلكتروني، فقد أرسلنا إليه رمزًا من 6 أرقام. الرمز صالح لمدة {minutes} دقيقة.',
  },
  'password.otp_invalid': {
    en: 'This code is not correct or has expired. Check the e-mail we sent you, or ask for a new code.',
    ar: 'هذا الرمز غير صحيح أو انتهت صلاحيته. راجع الرسالة التي أرسلناها إليك، أو اطلب رمزًا جديدًا.',
  },
  'password.otp_correct': {
    en: 'The code is correct. Choose your new password.',
    ar: 'الرمز صحيح. اختر كلمة المرور الجديدة.',
  },
  'password.reset_expired': {
    en: 'This password reset has expired. Please ask for a new code.',
    ar: 'انتهت صلاحية طلب إعادة تعيين كلمة المرور. يرجى طلب رمز جديد.',
  },
  'password.reset_done': {
    en: 'Your password has been reset. Please sign in with your new password.',
    ar: 'تمت إعادة تعيين كلمة المرور. يرجى تسجيل الدخول بكلمة المرور الجديدة.',
  },

  // The shopper's account.
  'account.not_found': { en: 'We could not find your account.', ar: 'لم نعثر على حسابك.' },
  'account.invalid_phone': {
    en: "Please enter a valid phone number: an Egyptian mobile such as 010 1234 5678, or another country's number starting with +.",
    ar: 'يرجى إدخال رقم هاتف صحيح: رقم موبايل مصري مثل 010 1234 5678، أو رقم من دولة أخرى يبدأ بعلامة +.',
  },
  'account.current_password_required': {
    en: 'Please enter your current password to change your e-mail.',
    ar: 'يرجى إدخال كلمة المرور الحالية لتغيير بريدك الإلكتروني.',
  },
  'account.email_in_use': { en: 'Another account already uses this e-mail.', ar: 'هذا البريد الإلكتروني مستخدم في حساب آخر.' },
  'account.addresses_saved': { en: 'Your addresses were saved.', ar: 'تم حفظ عناوينك.' },
  'account.address_removed': { en: 'The address was removed.', ar: 'تم حذف العنوان.' },
  'account.address_not_found': {
    en: 'We could not find that address in your address book.',
    ar: 'لم نعثر على هذا العنوان في دفتر عناوينك.',
  },

  // Catalogue, media, favourites.
  'catalog.product_not_found': { en: 'We could not find that product.', ar: 'لم نعثر على هذا المنتج.' },
  'catalog.brand_not_found': { en: 'We could not find that brand.', ar: 'لم نعثر على هذه العلامة التجارية.' },
  'catalog.category_not_found': { en: 'We could not find that category.', ar: 'لم نعثر على هذا القسم.' },
  'catalog.subcategory_not_found': { en: 'We could not find that subcategory.', ar: 'لم نعثر على هذا القسم الفرعي.' },
  'catalog.type_not_found': { en: 'We could not find that product type.', ar: 'لم نعثر على نوع المنتج هذا.' },
  'media.picture_not_found': { en: 'We could not find that picture.', ar: 'لم نعثر على هذه الصورة.' },
  'media.no_cad': { en: 'This product has no CAD file.', ar: 'لا يوجد ملف CAD لهذا المنتج.' },

  // Contact and newsletter.
  'contact.thanks': { en: CONTACT_THANKS, ar: 'شكرًا لك — سنرد عليك خلال يوم عمل واحد.' },
  'newsletter.subscribed': {
    en: 'Thank you for subscribing! We have sent you an offer to {email}',
    ar: 'شكرًا لاشتراكك! أرسلنا عرضًا خاصًا إلى {email}',
  },

  // Cards, checkout and payments.
  'card.not_found': { en: 'We could not find that card among your saved cards.', ar: 'لم نعثر على هذه البطاقة ضمن بطاقاتك المحفوظة.' },
  'card.deleted': { en: 'Card deleted.', ar: 'تم حذف البطاقة.' },
  'card.save_failed': {
    en: 'We could not save the card right now. Please try again in a moment.',
    ar: 'تعذّر حفظ البطاقة الآن. يرجى المحاولة مرة أخرى بعد قليل.',
  },
  'card.required': { en: 'Choose one of your saved cards or enter a new card.', ar: 'اختر إحدى بطاقاتك المحفوظة أو أدخل بطاقة جديدة.' },
  'card.declined': {
    en: 'Your card was declined, so the order was not placed and your cart is unchanged. Please try another card or pay cash on delivery.',
    ar: 'تم رفض بطاقتك، لذلك لم يتم تنفيذ الطلب وبقيت سلة التسوق كما هي. يرجى تجربة بطاقة أخرى أو الدفع عند الاستلام.',
  },
  'card.not_verified': {
    en: 'The card could not be verified. Please check the details or use another card.',
    ar: 'تعذّر التحقق من البطاقة. يرجى مراجعة بياناتها أو استخدام بطاقة أخرى.',
  },
  'card.token_unknown': {
    en: 'This saved card is no longer valid. Please add it again or use another card.',
    ar: 'هذه البطاقة المحفوظة لم تعد صالحة. يرجى إضافتها من جديد أو استخدام بطاقة أخرى.',
  },
  'checkout.cod_over_limit': {
    en: 'Cash on delivery is available for orders up to {limit}. Please pay this order by card.',
    ar: 'الدفع عند الاستلام متاح للطلبات حتى {limit} فقط، لذا يرجى دفع قيمة هذا الطلب بالبطاقة.',
  },
  'checkout.product_gone': {
    en: 'A product in your cart is no longer sold on Manzil. Please remove it and try again.',
    ar: 'أحد المنتجات في سلتك لم يعد معروضًا للبيع على منزل. يرجى إزالته ثم المحاولة مرة أخرى.',
  },
  'checkout.product_unavailable': {
    en: 'Sorry, “{name}” is no longer available. Please remove it from your cart.',
    ar: 'عذرًا، «{name}» لم يعد متاحًا. يرجى إزالته من سلتك.',
  },
  'checkout.sold_out': {
    en: 'Sorry, “{name}” is sold out. Please remove it from your cart.',
    ar: 'عذرًا، نفدت كمية «{name}». يرجى إزالته من سلتك.',
  },
  'checkout.stock_left_one': {
    en: 'Sorry, only {stock} of “{name}” is left in stock (you asked for {wanted}).',
    ar: 'عذرًا، لم يتبقَّ في المخزون من «{name}» سوى {stock} (طلبت {wanted}).',
  },
  'checkout.stock_left': {
    en: 'Sorry, only {stock} of “{name}” are left in stock (you asked for {wanted}).',
    ar: 'عذرًا، لم يتبقَّ في المخزون من «{name}» سوى {stock} (طلبت {wanted}).',
  },
  'gateway.unreachable': {
    en: 'We could not reach the payment service. Please try again in a moment or choose cash on delivery.',
    ar: 'تعذّر الاتصال بخدمة الدفع. يرجى المحاولة مرة أخرى بعد قليل أو اختيار الدفع عند الاستلام.',
  },
  'gateway.timeout': {
    en: 'The payment service did not answer in time, so nothing was charged. Please try again in a moment or choose cash on delivery.',
    ar: 'لم تستجب خدمة الدفع في الوقت المحدد، لذلك لم يُخصم أي مبلغ. يرجى المحاولة مرة أخرى بعد قليل أو اختيار الدفع عند الاستلام.',
  },
  'gateway.down': {
    en: 'Card payments are unavailable for a few minutes because the payment service is not answering, so nothing was charged. Please try again shortly or choose cash on delivery.',
    ar: 'الدفع بالبطاقة غير متاح لبضع دقائق لأن خدمة الدفع لا تستجيب، لذلك لم يُخصم أي مبلغ. يرجى المحاولة مرة أخرى قريبًا أو اختيار الدفع عند الاستلام.',
  },
  'gateway.unconfirmed': {
    en: 'The payment service did not confirm your payment in time. Order {order} is waiting for the bank: we will e-mail you as soon as it is confirmed, so please do not pay for it again.',
    ar: 'لم تؤكد خدمة الدفع عملية الدفع في الوقت المحدد. الطلب {order} في انتظار تأكيد البنك، وسنرسل إليك رسالة بمجرد تأكيده، لذا يرجى عدم دفع قيمته مرة أخرى.',
  },
  'gateway.refused': {
    en: 'The payment service refused the request: {detail}',
    ar: 'رفضت خدمة الدفع الطلب. يرجى مراجعة البيانات أو المحاولة بعد قليل.',
  },
  'gateway.refund_refused': { en: 'The payment service did not accept the refund.', ar: 'لم تقبل خدمة الدفع عملية الاسترداد.' },
  'gateway.refund_not_possible': { en: 'Only a paid transaction can be refunded.', ar: 'لا يمكن استرداد إلا المعاملات المدفوعة.' },
  'gateway.refund_too_large': {
    en: 'The refund is larger than what is left of the payment.',
    ar: 'مبلغ الاسترداد أكبر من المتبقي من المبلغ المدفوع.',
  },
  'gateway.void_not_possible': {
    en: 'The payment can no longer be voided; it will be refunded instead.',
    ar: 'لم يعد ممكنًا إلغاء عملية الدفع؛ سيُسترد المبلغ بدلًا من ذلك.',
  },

  // After the sale: cancellations, returns and refunds (docs/returns.md).
  'order.not_cancellable': {
    en: 'This part of the order has already shipped, so it can no longer be cancelled. Ask for a return once it is delivered.',
    ar: 'شُحن هذا الجزء من الطلب بالفعل، لذا لم يعد ممكنًا إلغاؤه. اطلب الإرجاع بعد استلامه.',
  },
  'order.nothing_to_cancel': { en: 'There is nothing left to cancel in this order.', ar: 'لم يتبقَّ شيء يمكن إلغاؤه في هذا الطلب.' },
  'order.part_unknown': { en: 'This order holds no items from that shop.', ar: 'لا يحتوي هذا الطلب على منتجات من هذا المتجر.' },
  'returns.not_found': { en: 'We could not find this return request.', ar: 'تعذّر العثور على طلب الإرجاع هذا.' },
  'returns.line_unknown': {
    en: 'One of the items is not part of this order. Pick the items again from the order.',
    ar: 'أحد المنتجات ليس جزءًا من هذا الطلب. اختر المنتجات مرة أخرى من الطلب.',
  },
  'returns.one_shop': {
    en: 'Ask for the return of one shop’s items at a time: each shop handles its own returns.',
    ar: 'اطلب إرجاع منتجات متجر واحد في كل مرة: كل متجر يتولى مرتجعاته.',
  },
  'returns.not_delivered': {
    en: 'These items have not been delivered yet. You can cancel them instead while they have not shipped.',
    ar: 'لم تُسلَّم هذه المنتجات بعد. يمكنك إلغاؤها بدلًا من ذلك ما دامت لم تُشحن.',
  },
  'returns.window_closed': {
    en: 'The {days}-day window for this kind of return has closed (it counts from the delivery).',
    ar: 'انتهت مهلة الـ{days} يومًا لهذا النوع من الإرجاع (تُحسب من تاريخ التسليم).',
  },
  'returns.made_to_order': {
    en: 'This item was made to order, so it can only be returned for a defect. Choose a defect reason.',
    ar: 'صُنع هذا المنتج حسب الطلب، لذا لا يمكن إرجاعه إلا بسبب عيب. اختر سببًا يتعلق بالعيب.',
  },
  'returns.too_many_units': {
    en: 'You can return at most {left} of “{name}”: the rest are already in a return.',
    ar: 'يمكنك إرجاع {left} على الأكثر من «{name}»: الباقي ضمن طلب إرجاع آخر.',
  },
  'returns.refund_destination_needed': {
    en: 'This order was paid in cash on delivery: give the wallet number or bank account (IBAN) the refund should go to.',
    ar: 'دُفع هذا الطلب نقدًا عند الاستلام: أدخل رقم المحفظة أو الحساب البنكي (IBAN) الذي يُحوَّل إليه المبلغ المسترد.',
  },
  'returns.photo_unknown': {
    en: 'One of the photos was not found among your uploads. Upload it again.',
    ar: 'لم يُعثر على إحدى الصور ضمن ما رفعته. ارفعها مرة أخرى.',
  },
  'returns.invalid_state': {
    en: 'This return request is {status} now, so that step is not possible.',
    ar: 'لا يمكن تنفيذ هذه الخطوة لأن حالة طلب الإرجاع الآن: {status}.',
  },
  'returns.conditions_count': {
    en: 'Record one condition for each returned unit of “{name}” ({count}).',
    ar: 'سجّل حالة لكل وحدة مرتجعة من «{name}» ‏({count}).',
  },
  'returns.pickup_past': { en: 'The pickup date cannot be in the past.', ar: 'لا يمكن أن يكون تاريخ الاستلام في الماضي.' },
  'returns.pickup_needed': {
    en: 'A change-of-mind return needs a pickup date: the item must come back before the refund.',
    ar: 'يحتاج الإرجاع دون سبب إلى تاريخ استلام: يجب أن يعود المنتج قبل الاسترداد.',
  },
  'returns.already_refunded': { en: 'These units have already been refunded.', ar: 'استُرد مبلغ هذه الوحدات بالفعل.' },
  'returns.cannot_escalate': {
    en: 'You can ask Manzil support to decide once the shop rejects your request or leaves it unanswered for {hours} hours.',
    ar: 'يمكنك طلب قرار دعم منزل بعد أن يرفض المتجر طلبك أو يتركه دون رد لمدة {hours} ساعة.',
  },
  'returns.refund_not_retryable': {
    en: 'Only a failed refund can be sent again.',
    ar: 'لا يمكن إعادة إرسال إلا عملية الاسترداد التي فشلت.',
  },
  'payment.unknown_gateway': {
    en: 'The {name} gateway is not the one this shop uses.',
    ar: 'بوابة الدفع {name} ليست البوابة التي يستخدمها هذا المتجر.',
  },
  'payment.unsupported_callback': { en: 'Only transaction callbacks are handled here.', ar: 'لا تُعالَج هنا إلا إشعارات المعاملات.' },
  'payment.bad_hmac': {
    en: 'This payment callback is not signed by the payment gateway.',
    ar: 'إشعار الدفع هذا غير موقَّع من بوابة الدفع.',
  },
  'payment.callback_processed': { en: 'Callback processed.', ar: 'تمت معالجة الإشعار.' },
  'payment.unknown_payment': { en: 'No order is waiting for this payment.', ar: 'لا يوجد طلب في انتظار هذه الدفعة.' },
  'payment.amount_mismatch': {
    en: 'The amount of this payment does not match its order.',
    ar: 'مبلغ هذه الدفعة لا يطابق قيمة الطلب.',
  },
  'payment.callback_replayed': { en: 'This payment callback was already processed.', ar: 'تمت معالجة إشعار الدفع هذا من قبل.' },
  'payment.late_refund_failed': {
    en: 'This payment arrived after its order was cancelled and could not be refunded yet; send the callback again.',
    ar: 'وصلت هذه الدفعة بعد إلغاء طلبها وتعذّر ردّها حتى الآن؛ أعد إرسال الإشعار.',
  },

  // Promo codes.
  'promo.unknown': {
    en: 'We do not know the promo code “{code}”. Please check it and try again.',
    ar: 'كود الخصم «{code}» غير معروف. يرجى التأكد منه والمحاولة مرة أخرى.',
  },
  'promo.expired': { en: 'The promo code “{code}” has expired.', ar: 'انتهت صلاحية كود الخصم «{code}».' },
  'promo.already_used': {
    en: 'The promo code “{code}” has already been used with this e-mail address; it can be used once.',
    ar: 'سبق استخدام كود الخصم «{code}» بهذا البريد الإلكتروني، ولا يمكن استخدامه إلا مرة واحدة.',
  },
  'promo.not_started': { en: 'The promo code “{code}” cannot be used yet.', ar: 'لا يمكن استخدام كود الخصم «{code}» بعد.' },
  'promo.used_up': {
    en: 'The promo code “{code}” has been used as many times as it allows.',
    ar: 'استُخدم كود الخصم «{code}» الحد الأقصى من المرات المسموح بها.',
  },
  'promo.min_order': {
    en: 'The promo code “{code}” applies to orders of {min} or more.',
    ar: 'كود الخصم «{code}» يسري على الطلبات بقيمة {min} أو أكثر.',
  },
  'promo.exists': { en: 'A promo code “{code}” already exists.', ar: 'يوجد كود خصم «{code}» بالفعل.' },
  'promo.already_expired': { en: 'The promo code “{code}” has already expired.', ar: 'كود الخصم «{code}» منتهي الصلاحية بالفعل.' },
  'promo.not_found': { en: 'There is no such promo code.', ar: 'لا يوجد كود خصم بهذا الاسم.' },

  // Orders.
  'order.not_found': {
    en: 'We could not find an order with that number and e-mail address.',
    ar: 'لم نعثر على طلب بهذا الرقم وهذا البريد الإلكتروني.',
  },
  'order.not_found_yours': { en: 'We could not find that order among yours.', ar: 'لم نعثر على هذا الطلب ضمن طلباتك.' },
  'order.invalid_status_move': {
    en: 'This order is {from}; it cannot be marked {to}.',
    ar: 'حالة هذا الطلب «{from}»، ولا يمكن تغييرها إلى «{to}».',
  },

  // Staff and admin decisions.
  'staff.not_found': { en: 'We could not find that staff member.', ar: 'لم نعثر على هذا الموظف.' },
  'staff.last_admin': {
    en: 'Manzil needs at least one active admin. Make another member an active admin first.',
    ar: 'يحتاج منزل إلى مدير نشط واحد على الأقل. اجعل موظفًا آخر مديرًا نشطًا أولًا.',
  },
  'staff.email_taken': {
    en: 'That e-mail address already belongs to another account. Use a different one.',
    ar: 'هذا البريد الإلكتروني مستخدم في حساب آخر. استخدم بريدًا مختلفًا.',
  },
  'staff.password_sent': {
    en: 'A new one-time password was sent to {email}.',
    ar: 'تم إرسال كلمة مرور مؤقتة جديدة إلى {email}.',
  },
  'staff.password_not_sent': {
    en: 'The new one-time password could not be e-mailed. Try again in a minute.',
    ar: 'تعذّر إرسال كلمة المرور المؤقتة الجديدة بالبريد الإلكتروني. حاول مرة أخرى بعد دقيقة.',
  },
  'admin.approved': { en: 'Approved.', ar: 'تمت الموافقة.' },
  'admin.rejected': { en: 'Rejected.', ar: 'تم الرفض.' },
  'admin.application_not_found': { en: 'We could not find that application.', ar: 'لم نعثر على هذا الطلب.' },
  'admin.product_not_pending': {
    en: 'We could not find that product awaiting approval.',
    ar: 'لم نعثر على هذا المنتج ضمن المنتجات التي تنتظر الموافقة.',
  },
  'admin.edit_not_found': { en: 'We could not find that edit.', ar: 'لم نعثر على هذا التعديل.' },
  'admin.sale_price_not_found': { en: 'We could not find that sale price.', ar: 'لم نعثر على سعر التخفيض هذا.' },
  'admin.already_decided': { en: 'This was already decided.', ar: 'تم البت في هذا من قبل.' },
  'admin.sale_not_below_price': {
    en: 'The sale price is no longer below the price; ask the vendor for a new one.',
    ar: 'لم يعد سعر التخفيض أقل من السعر الأصلي؛ اطلب من البائع سعرًا جديدًا.',
  },

  // The partner area.
  'partner.application_not_rejected': {
    en: 'Only a rejected application can be sent again.',
    ar: 'لا يمكن إعادة إرسال الطلب إلا إذا كان مرفوضًا.',
  },
  'partner.application_decided': { en: 'This application was already decided.', ar: 'تم البت في هذا الطلب من قبل.' },
  'partner.documents_missing': {
    en: 'Please upload the commercial register and the tax card again: we could not find them.',
    ar: 'يرجى رفع السجل التجاري والبطاقة الضريبية مرة أخرى؛ لم نتمكن من العثور عليهما.',
  },
  'partner.brand_name_taken': {
    en: 'A brand with this name already exists on Manzil. Please choose another name.',
    ar: 'توجد علامة تجارية بهذا الاسم على منزل بالفعل. يرجى اختيار اسم آخر.',
  },
  'partner.brand_not_found': { en: 'We could not find that brand among yours.', ar: 'لم نعثر على هذه العلامة التجارية ضمن علاماتك.' },
  'partner.product_not_found': { en: 'We could not find that product among yours.', ar: 'لم نعثر على هذا المنتج ضمن منتجاتك.' },
  'partner.invalid_type': {
    en: 'Please choose a category, a subcategory of it and a type of that subcategory.',
    ar: 'يرجى اختيار قسم، ثم قسم فرعي منه، ثم نوع من هذا القسم الفرعي.',
  },
  'partner.invalid_brand': { en: 'Please choose one of your own brands.', ar: 'يرجى اختيار إحدى علاماتك التجارية.' },
  'partner.price_below_sale': {
    en: 'The price must stay above the sale price ({salePrice} EGP).',
    ar: 'يجب أن يظل السعر أعلى من سعر التخفيض ({salePrice} ج.م.).',
  },
  'partner.invalid_image': {
    en: 'A picture was not found among your uploads. Please upload it again.',
    ar: 'لم نعثر على إحدى الصور ضمن ملفاتك المرفوعة. يرجى رفعها مرة أخرى.',
  },
  'partner.invalid_cad': {
    en: 'The CAD file was not found among your uploads. Please upload it again.',
    ar: 'لم نعثر على ملف CAD ضمن ملفاتك المرفوعة. يرجى رفعه مرة أخرى.',
  },
  'partner.invalid_logo': {
    en: 'The logo was not found among your uploads. Please upload it again.',
    ar: 'لم نعثر على الشعار ضمن ملفاتك المرفوعة. يرجى رفعه مرة أخرى.',
  },

  // Uploads.
  'upload.no_file': {
    en: 'Please send the file as multipart/form-data in a part named "file".',
    ar: 'يرجى إرسال الملف بصيغة multipart/form-data في جزء اسمه "file".',
  },
  'upload.no_file_part': { en: 'Please send the file in a part named "file".', ar: 'يرجى إرسال الملف في جزء اسمه "file".' },
  'upload.not_found': { en: 'We could not find that file.', ar: 'لم نعثر على هذا الملف.' },
  'upload.too_large': {
    en: 'This file is larger than {mb} MB. Please upload a smaller one.',
    ar: 'حجم هذا الملف أكبر من {mb} ميجابايت. يرجى رفع ملف أصغر.',
  },
  'upload.token_full': {
    en: 'One application may send at most {files} documents, {mb} MB in all. Please send your application with the documents attached, or reload the page to start again.',
    ar: 'يمكن أن يتضمن الطلب الواحد {files} مستندات على الأكثر، بحجم إجمالي {mb} ميجابايت. يرجى إرسال طلبك بالمستندات المرفقة، أو إعادة تحميل الصفحة للبدء من جديد.',
  },
  'upload.token_invalid': {
    en: 'This application form has expired. Please reload the page and attach your documents again.',
    ar: 'انتهت صلاحية نموذج الطلب هذا. يرجى إعادة تحميل الصفحة وإرفاق مستنداتك مرة أخرى.',
  },
  'upload.token_required': {
    en: 'Please sign in to the vendor area, or attach documents from the application form.',
    ar: 'يرجى تسجيل الدخول إلى منطقة البائعين، أو إرفاق المستندات من نموذج الطلب.',
  },
  'upload.empty': { en: 'The file is empty.', ar: 'الملف فارغ.' },
  'upload.type_image': { en: 'Please upload a JPEG, PNG or WebP picture.', ar: 'يرجى رفع صورة بصيغة JPEG أو PNG أو WebP.' },
  'upload.type_cad': { en: 'Please upload a DWG, DXF, IFC or ZIP file.', ar: 'يرجى رفع ملف بصيغة DWG أو DXF أو IFC أو ZIP.' },
  'upload.type_document': {
    en: 'Please upload the document as a PDF, JPEG or PNG file.',
    ar: 'يرجى رفع المستند كملف PDF أو JPEG أو PNG.',
  },
  'upload.unreadable_picture': {
    en: 'This picture could not be read. Please upload another JPEG, PNG or WebP picture.',
    ar: 'تعذّرت قراءة هذه الصورة. يرجى رفع صورة أخرى بصيغة JPEG أو PNG أو WebP.',
  },
  'upload.picture_too_small': {
    en: 'This picture is only {width} pixels wide. Please upload one at least {min} pixels wide.',
    ar: 'عرض هذه الصورة {width} بكسل فقط. يرجى رفع صورة لا يقل عرضها عن {min} بكسل.',
  },

  // Schema failures (zod). A fragment ("must not be empty") follows the field's name: "email: …" in
  // English, "البريد الإلكتروني: …" in Arabic; a whole sentence (ends with '.') is sent alone. The
  // English is what the zod error map (lib/validation.ts) and the contract's schemas write; an
  // Arabic text may name the field as {field}.
  'validation.required': { en: 'is required', ar: 'مطلوب' },
  'validation.type_string': { en: 'must be a string', ar: 'يجب أن يكون نصًا' },
  'validation.type_number': { en: 'must be a number', ar: 'يجب أن يكون رقمًا' },
  'validation.type_boolean': { en: 'must be a boolean', ar: 'يجب أن تكون القيمة true أو false' },
  'validation.type_list': { en: 'must be a list', ar: 'يجب أن يكون قائمة' },
  'validation.type_object': { en: 'must be an object', ar: 'يجب أن يكون كائنًا' },
  'validation.type_other': { en: 'must be {article} {type}', ar: 'نوع القيمة غير صحيح' },
  'validation.not_empty': { en: 'must not be empty', ar: 'يجب ألا يكون فارغًا' },
  'validation.min_chars': { en: 'must be at least {minimum} characters', ar: 'يجب ألا يقل طوله عن {minimum} أحرف' },
  'validation.min_items': { en: 'must have at least {minimum} items', ar: 'يجب أن يحتوي على {minimum} عناصر على الأقل' },
  'validation.min': { en: 'must be {minimum} or more', ar: 'يجب أن يكون {minimum} أو أكثر' },
  'validation.more_than': { en: 'must be more than {minimum}', ar: 'يجب أن يكون أكبر من {minimum}' },
  'validation.max_chars': { en: 'must be at most {maximum} characters', ar: 'يجب ألا يزيد طوله على {maximum} حرفًا' },
  'validation.max_items': { en: 'must have at most {maximum} items', ar: 'يجب ألا يزيد عدد عناصره على {maximum}' },
  'validation.max': { en: 'must be {maximum} or less', ar: 'يجب أن يكون {maximum} أو أقل' },
  'validation.less_than': { en: 'must be less than {maximum}', ar: 'يجب أن يكون أقل من {maximum}' },
  'validation.at_most': { en: 'must be at most {maximum}', ar: 'يجب ألا يزيد على {maximum}' },
  'validation.email': { en: 'must be a valid e-mail address', ar: 'يجب أن يكون بريدًا إلكترونيًا صحيحًا' },
  'validation.format': { en: 'is not in the expected format', ar: 'ليس بالصيغة المطلوبة' },
  'validation.one_of': { en: 'must be one of: {values}', ar: 'يجب أن يكون إحدى القيم: {values}' },
  'validation.unknown_field': { en: 'unknown field: {keys}', ar: 'حقل غير معروف: {keys}' },
  'validation.unknown_fields': { en: 'unknown fields: {keys}', ar: 'حقول غير معروفة: {keys}' },
  'validation.id_long': {
    en: 'must be {article} {what} id (a whole number of 1 or more)',
    ar: 'يجب أن يكون رقمًا تعريفيًا صحيحًا (عددًا صحيحًا من 1 فأكثر)',
  },
  'validation.id': { en: 'must be {article} {what} id', ar: 'يجب أن يكون رقمًا تعريفيًا صحيحًا' },
  'validation.own_user_id': { en: 'must be your user id', ar: 'يجب أن يكون رقمك التعريفي كمستخدم' },
  'validation.looks_like': { en: 'must look like {hint}', ar: 'يجب أن يكون بالشكل {hint}' },
  'validation.month': { en: 'must be a month as YYYY-MM', ar: 'يجب أن يكون شهرًا بالصيغة YYYY-MM' },
  'validation.an_id': { en: 'must be an id', ar: 'يجب أن يكون رقمًا تعريفيًا صحيحًا' },
  'validation.whole_min': { en: 'must be a whole number of {min} or more', ar: 'يجب أن يكون عددًا صحيحًا من {min} فأكثر' },
  'validation.whole_range': { en: 'must be a whole number from {min} to {max}', ar: 'يجب أن يكون عددًا صحيحًا من {min} إلى {max}' },
  'validation.range': { en: 'must be from {min} to {max}', ar: 'يجب أن يكون من {min} إلى {max}' },
  'validation.egp': { en: 'must be an amount in EGP (a number of 0 or more)', ar: 'يجب أن يكون مبلغًا بالجنيه المصري (رقمًا من 0 فأكثر)' },
  'validation.above_zero': { en: 'must be more than 0', ar: 'يجب أن يكون أكبر من 0' },
  'validation.two_decimals': { en: 'use at most two decimals', ar: 'استخدم رقمين عشريين على الأكثر' },
  'validation.boolean': { en: 'must be true or false', ar: 'يجب أن تكون القيمة true أو false' },
  'validation.list': { en: 'must be a comma-separated list', ar: 'يجب أن يكون قائمة مفصولة بفواصل' },
  'validation.list_value_length': { en: 'values must be at most {max} characters', ar: 'يجب ألا يزيد طول كل قيمة على {max} حرفًا' },
  'validation.list_length': { en: 'must have at most {max} values', ar: 'يجب ألا يزيد عدد القيم على {max}' },
  'validation.max_products': { en: 'must have at most {max} products', ar: 'يجب ألا يزيد عدد المنتجات على {max}' },
  'validation.one_line': { en: 'must be a single line of text', ar: 'يجب أن يكون سطرًا واحدًا من النص' },
  'validation.phone_digits': { en: 'must be a phone number of 8 to 15 digits', ar: 'يجب أن يكون رقم هاتف من 8 إلى 15 رقمًا' },
  'validation.phone': {
    en: 'must be a phone number (digits, spaces, dashes, an optional leading +)',
    ar: 'يجب أن يكون رقم هاتف (أرقام ومسافات وشرطات، مع علامة + اختيارية في أوله)',
  },
  'validation.order_number': { en: 'must be an order number like MZ-20261121-0042', ar: 'يجب أن يكون رقم طلب مثل MZ-20261121-0042' },
  'validation.after_start': { en: 'must be after the start', ar: 'يجب أن يكون بعد تاريخ البداية' },
  'validation.percent_required': { en: 'is required for a percentage code', ar: 'مطلوب لكود الخصم بالنسبة المئوية' },
  'validation.percent_only': { en: 'is only for a percentage code', ar: 'خاص بكود الخصم بالنسبة المئوية فقط' },
  'validation.amount_required': { en: 'is required for an amount code', ar: 'مطلوب لكود الخصم بمبلغ ثابت' },
  'validation.amount_only': { en: 'is only for an amount code', ar: 'خاص بكود الخصم بمبلغ ثابت فقط' },
  'validation.invalid': { en: 'is not valid', ar: 'القيمة غير صالحة' },
  'validation.valid_email': { en: 'Please enter a valid e-mail address.', ar: 'يرجى إدخال بريد إلكتروني صحيح.' },
  'validation.cart_empty': { en: 'Your cart is empty.', ar: 'سلة التسوق فارغة.' },
  'validation.passwords_differ': { en: 'Passwords do not match.', ar: 'كلمتا المرور غير متطابقتين.' },
  'validation.password_min': {
    en: 'Use at least {min} characters for your password.',
    ar: 'استخدم {min} أحرف على الأقل في كلمة المرور.',
  },
  'validation.password_max': {
    en: `The new password must be at most ${PASSWORD_MAX_LENGTH} characters.`,
    ar: `يجب ألا تزيد كلمة المرور الجديدة على ${PASSWORD_MAX_LENGTH} حرفًا.`,
  },
  'validation.current_password': { en: 'Please enter your current password.', ar: 'يرجى إدخال كلمة المرور الحالية.' },
  'validation.egyptian_mobile': {
    en: 'Please enter an Egyptian mobile number, e.g. 010 1234 5678.',
    ar: 'يرجى إدخال رقم موبايل مصري، مثل 010 1234 5678.',
  },
  'validation.slug': {
    en: 'Use 3 to 40 letters, digits, dashes or underscores.',
    ar: 'استخدم من 3 إلى 40 حرفًا أو رقمًا أو شرطة أو شرطة سفلية.',
  },
  'validation.tracking_number': { en: 'Please enter the tracking number.', ar: 'يرجى إدخال رقم التتبع.' },
  'validation.card_number': { en: 'Card number must be 16 digits.', ar: 'يجب أن يتكون رقم البطاقة من 16 رقمًا.' },
  'validation.cvv': { en: 'CVV must be 3 or 4 digits.', ar: 'يجب أن يتكون رمز CVV من 3 أو 4 أرقام.' },
  'validation.expiry_format': { en: 'Invalid format. Use MM/YY', ar: 'صيغة غير صحيحة. استخدم الصيغة MM/YY' },
  'validation.card_expired': { en: 'Card is expired', ar: 'البطاقة منتهية الصلاحية' },
  'validation.expiry_invalid': { en: 'Please enter a valid expiry date.', ar: 'يرجى إدخال تاريخ انتهاء صحيح.' },
  'validation.luhn': {
    en: 'This card number is not valid. Please check it and try again.',
    ar: 'رقم البطاقة هذا غير صحيح. يرجى التحقق منه والمحاولة مرة أخرى.',
  },
  'validation.enter_what': { en: 'Please enter the {what}.', ar: 'يرجى إدخال {field}.' },
  'validation.what_min': { en: 'The {what} needs at least {min} characters.', ar: 'يجب ألا يقل {field} عن {min} أحرف.' },
  'validation.what_max': { en: 'The {what} can be at most {max} characters.', ar: 'يجب ألا يزيد {field} على {max} حرفًا.' },
  'validation.what_egp': { en: 'Please enter the {what} in EGP.', ar: 'يرجى إدخال {field} بالجنيه المصري.' },
  'validation.what_positive': { en: 'The {what} must be above 0.', ar: 'يجب أن يكون {field} أكبر من 0.' },
  'validation.tax_card': {
    en: 'The tax card number is 9 digits, e.g. 123-456-789.',
    ar: 'رقم البطاقة الضريبية 9 أرقام، مثل 123-456-789.',
  },
  'validation.commercial_register': {
    en: 'The commercial register number is up to 12 digits.',
    ar: 'رقم السجل التجاري يصل إلى 12 رقمًا.',
  },
  'validation.sale_below_price': { en: 'The sale price must be lower than the price.', ar: 'يجب أن يكون سعر التخفيض أقل من السعر الأصلي.' },
  'validation.birth_date': {
    en: 'The date of birth must be a date (YYYY-MM-DD).',
    ar: 'يجب أن يكون تاريخ الميلاد تاريخًا بالصيغة YYYY-MM-DD.',
  },
  'validation.birth_past': {
    en: 'The date of birth must be a real day in the past.',
    ar: 'يجب أن يكون تاريخ الميلاد يومًا حقيقيًا في الماضي.',
  },
  'validation.otp': {
    en: 'The code is the 6 digits we sent you by e-mail.',
    ar: 'الرمز هو الأرقام الستة التي أرسلناها إليك بالبريد الإلكتروني.',
  },
  'validation.stock_whole': { en: 'Stock is a whole number.', ar: 'يجب أن يكون المخزون عددًا صحيحًا.' },
  'validation.upload_again': { en: 'Please upload the file again.', ar: 'يرجى رفع الملف مرة أخرى.' },
  'validation.rejection_reason': { en: 'Please give the reason for the rejection.', ar: 'يرجى ذكر سبب الرفض.' },
  'validation.categories': {
    en: 'Please choose at least one category you sell.',
    ar: 'يرجى اختيار قسم واحد على الأقل من الأقسام التي تبيع فيها.',
  },
  'validation.main_picture': { en: 'Please add a main picture.', ar: 'يرجى إضافة صورة رئيسية.' },
  'validation.one_default_address': { en: 'Only one address can be the default.', ar: 'لا يمكن أن يكون هناك أكثر من عنوان افتراضي واحد.' },
  'validation.nothing_to_change': { en: 'Nothing to change.', ar: 'لا يوجد ما يمكن تغييره.' },
  'validation.enter_discount': { en: 'Enter the discount.', ar: 'أدخل قيمة الخصم.' },
  'validation.enter_number': { en: 'Enter a number.', ar: 'أدخل رقمًا.' },
  'validation.enter_date': { en: 'Enter a date.', ar: 'أدخل تاريخًا.' },
  'validation.whole_percentage': { en: 'Enter a whole percentage from 1 to 100.', ar: 'أدخل نسبة مئوية صحيحة من 1 إلى 100.' },
  'validation.amount_above_zero': { en: 'Enter an amount above 0.', ar: 'أدخل مبلغًا أكبر من 0.' },
  'validation.redemptions': { en: 'Enter 1 or more, or leave it empty.', ar: 'أدخل 1 أو أكثر، أو اترك الحقل فارغًا.' },
  'validation.last_day': { en: 'The last day cannot be before the first.', ar: 'لا يمكن أن يكون اليوم الأخير قبل اليوم الأول.' },

  // Marketplace money: commission rules, remittances, payout runs, payout methods.
  'money.unknown_orders': { en: 'We could not find these orders: {orders}.', ar: 'لم نعثر على هذه الطلبات: {orders}.' },
  'money.not_cash_orders': {
    en: 'These orders were not paid cash on delivery: {orders}.',
    ar: 'لم تُدفع هذه الطلبات عند الاستلام: {orders}.',
  },
  'money.nothing_collected': {
    en: 'Nothing of these orders has been delivered yet, so no cash was collected: {orders}.',
    ar: 'لم يُسلَّم أي شيء من هذه الطلبات بعد، لذلك لم يُحصَّل أي مبلغ نقدي: {orders}.',
  },
  'money.already_remitted': {
    en: 'The cash of one of these orders was already recorded in another remittance.',
    ar: 'سبق تسجيل المبلغ النقدي لأحد هذه الطلبات في توريد آخر.',
  },
  'money.run_not_in_preview': { en: 'This payout run is not waiting for approval.', ar: 'دفعة المستحقات هذه لا تنتظر الموافقة.' },
  'money.run_not_found': { en: 'We could not find that payout run.', ar: 'لم نعثر على دفعة المستحقات هذه.' },
  'money.vendor_not_found': { en: 'We could not find that vendor.', ar: 'لم نعثر على هذا البائع.' },
  'money.unknown_category': { en: 'categoryId: no category has this id', ar: 'القسم: لا يوجد قسم بهذا الرقم التعريفي' },
  'money.unknown_vendor': { en: 'vendorId: no vendor has this id', ar: 'البائع: لا يوجد بائع بهذا الرقم التعريفي' },
  'money.rule_not_found': { en: 'We could not find that commission rule.', ar: 'لم نعثر على قاعدة العمولة هذه.' },
  'money.last_default_rule': {
    en: 'The store needs a default commission rule. Add another default rule before deleting this one.',
    ar: 'يحتاج المتجر إلى قاعدة عمولة افتراضية. أضف قاعدة افتراضية أخرى قبل حذف هذه القاعدة.',
  },
  'money.invalid_iban': {
    en: 'iban: please enter a valid Egyptian IBAN: EG followed by 27 digits, as your bank prints it.',
    ar: 'رقم الحساب الدولي (IBAN): يرجى إدخال رقم IBAN مصري صحيح: EG متبوعًا بـ 27 رقمًا، كما يطبعه البنك.',
  },
  'money.invalid_wallet': {
    en: 'walletNumber: please enter the Egyptian mobile number of your wallet, such as 010 1234 5678.',
    ar: 'رقم المحفظة: يرجى إدخال رقم الموبايل المصري المرتبط بمحفظتك، مثل 010 1234 5678.',
  },
  'money.wrong_password': {
    en: 'currentPassword: that is not your password. Your payout method was not changed.',
    ar: 'كلمة المرور الحالية: كلمة المرور غير صحيحة، ولم تتغير طريقة استلام مستحقاتك.',
  },
  'money.test_clock_off': {
    en: 'asOf: a date in the future needs the test clock (MONEY_TEST_CLOCK=1).',
    ar: 'التاريخ: يتطلب التاريخ المستقبلي تفعيل ساعة الاختبار (MONEY_TEST_CLOCK=1).',
  },

  // Sitemaps.
  'seo.sitemap_not_found': {
    en: 'There is no such sitemap file; /sitemap.xml lists them.',
    ar: 'لا يوجد ملف خريطة موقع بهذا الاسم؛ تجدها كلها في /sitemap.xml.',
  },

  // Development only.
  'dev.email_not_found': { en: 'We could not find that e-mail.', ar: 'لم نعثر على هذه الرسالة.' },
} as const satisfies Record<string, { en: string; ar: string }>;

/** An id of {@link MESSAGES}. */
export type MessageId = keyof typeof MESSAGES;

/**
 * The Arabic name of a request field, as a schema failure names it ("email: …" → "البريد الإلكتروني: …").
 * A field not listed is named by its key.
 */
export const FIELD_NAMES_AR: Record<string, string> = {
  email: 'البريد الإلكتروني',
  customerEmail: 'البريد الإلكتروني',
  password: 'كلمة المرور',
  currentPassword: 'كلمة المرور الحالية',
  newPassword: 'كلمة المرور الجديدة',
  retypePassword: 'تأكيد كلمة المرور',
  firstName: 'الاسم الأول',
  lastName: 'اسم العائلة',
  name: 'الاسم',
  customerName: 'الاسم',
  contactName: 'اسم المسؤول',
  legalName: 'الاسم القانوني',
  shopName: 'اسم المتجر',
  phone: 'رقم الهاتف',
  phoneNumber: 'رقم الهاتف',
  mobile: 'رقم الموبايل',
  gender: 'النوع',
  dateOfBirth: 'تاريخ الميلاد',
  subject: 'الموضوع',
  message: 'الرسالة',
  orderNumber: 'رقم الطلب',
  trackingNumber: 'رقم التتبع',
  code: 'الرمز',
  promoCode: 'كود الخصم',
  cardNumber: 'رقم البطاقة',
  cvv: 'رمز CVV',
  expiryDate: 'تاريخ الانتهاء',
  cardId: 'البطاقة',
  newCard: 'البطاقة الجديدة',
  saveCard: 'حفظ البطاقة',
  paymentMethod: 'طريقة الدفع',
  cartItems: 'سلة التسوق',
  items: 'المنتجات',
  lines: 'المنتجات',
  productId: 'المنتج',
  quantity: 'الكمية',
  shippingAddress: 'عنوان الشحن',
  shipmentAddress: 'العناوين',
  address: 'العنوان',
  apartment: 'الشقة',
  floor: 'الدور',
  landmark: 'علامة مميزة',
  city: 'المدينة',
  country: 'الدولة',
  postalCode: 'الرمز البريدي',
  isDefault: 'العنوان الافتراضي',
  price: 'السعر',
  salePrice: 'سعر التخفيض',
  stock: 'المخزون',
  sku: 'رمز المنتج (SKU)',
  title: 'العنوان',
  titleAr: 'العنوان بالعربية',
  nameAr: 'الاسم بالعربية',
  description: 'الوصف',
  descriptionAr: 'الوصف بالعربية',
  brandName: 'اسم العلامة التجارية',
  brandNameAr: 'اسم العلامة التجارية بالعربية',
  brandDescription: 'وصف العلامة التجارية',
  brandDescriptionAr: 'وصف العلامة التجارية بالعربية',
  brandId: 'العلامة التجارية',
  brands: 'العلامات التجارية',
  categoryId: 'القسم',
  categoryIds: 'الأقسام',
  categories: 'الأقسام',
  subCategoryId: 'القسم الفرعي',
  subcategoryId: 'القسم الفرعي',
  typeId: 'النوع',
  colors: 'الألوان',
  tags: 'الوسوم',
  images: 'الصور',
  mainImage: 'الصورة الرئيسية',
  cadFile: 'ملف CAD',
  commercialRegisterNumber: 'رقم السجل التجاري',
  commercialRegisterFile: 'السجل التجاري',
  taxCardNumber: 'رقم البطاقة الضريبية',
  taxCardFile: 'البطاقة الضريبية',
  reason: 'السبب',
  decision: 'القرار',
  status: 'الحالة',
  staffRole: 'الدور',
  role: 'الدور',
  amountOff: 'مبلغ الخصم',
  percentOff: 'نسبة الخصم',
  amount: 'القيمة',
  minOrder: 'الحد الأدنى للطلب',
  maxRedemptions: 'الحد الأقصى لمرات الاستخدام',
  startsAt: 'تاريخ البداية',
  expiresAt: 'تاريخ الانتهاء',
  endsOn: 'اليوم الأخير',
  page: 'رقم الصفحة',
  pageSize: 'عدد النتائج في الصفحة',
  sort: 'الترتيب',
  q: 'البحث',
  query: 'البحث',
  minPrice: 'أقل سعر',
  maxPrice: 'أعلى سعر',
  id: 'الرقم التعريفي',
  resetToken: 'رمز إعادة التعيين',
  otp: 'الرمز',
};

/** Arabic names of the order statuses (ORDER_STATUSES), for the messages that name one. */
export const ORDER_STATUS_AR: Record<string, string> = {
  placed: 'تم الطلب',
  confirmed: 'مؤكد',
  shipped: 'تم الشحن',
  delivered: 'تم التوصيل',
  cancelled: 'ملغي',
};

/** A wait of `{n}` seconds or minutes, by plural category (Intl.PluralRules), in both languages. */
export const WAIT_UNITS = {
  en: {
    second: { one: '{n} second', other: '{n} seconds' },
    minute: { one: '{n} minute', other: '{n} minutes' },
  },
  ar: {
    second: { one: 'ثانية واحدة', two: 'ثانيتين', few: '{n} ثوانٍ', other: '{n} ثانية' },
    minute: { one: 'دقيقة واحدة', two: 'دقيقتين', few: '{n} دقائق', other: '{n} دقيقة' },
  },
} as const;
