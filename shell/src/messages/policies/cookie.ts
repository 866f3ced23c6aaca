/** 'Cookie Policy': what the store really keeps in the browser. */
export const cookiePolicy: Record<string, string> = {
  'policy.cookie.summary':
    "Manzil uses essential cookies to keep you signed in (one for each kind of account: shopper, seller or administrator), one to remember the language you chose, one for the length of a visit so the welcome screen shows once, and your browser's storage to remember your cart. We use no advertising cookies.",
  'policy.cookie.s1.heading': 'What cookies and browser storage are',
  'policy.cookie.s1.body':
    'A cookie is a small file that a website asks your browser to keep and send back on your next visit. Browser storage works in a similar way but stays in your browser and is never sent to us on its own.',
  'policy.cookie.s2.heading': 'The cookies we use',
  'policy.cookie.s2.body':
    '- manzil_sid: keeps you signed in to your account. It holds a random identifier, not your name or e-mail, cannot be read by scripts on the page, and is deleted when you log out.\n- manzil_vsid: keeps a seller signed in to the partner area (the shop dashboard). Set only when a seller signs in there, it holds a random identifier, cannot be read by scripts on the page, and is deleted when the seller logs out. It lasts at most 12 hours, and ends sooner after 2 hours without activity.\n- manzil_asid: keeps a Manzil administrator signed in to the admin panel. Set only when an administrator signs in there, it holds a random identifier, cannot be read by scripts on the page, and is deleted on log out. It lasts at most 8 hours, and ends sooner after 30 minutes without activity.\n- manzil_locale: remembers the language you chose for the store (English or Arabic), so that it opens in that language next time. It holds only “en” or “ar”, is set only when you pick a language, and is kept for one year.\n- manzil-splash: remembers that you have seen our welcome screen during this visit, so that the page does not show it again when you reload. It holds only “seen” and is deleted when you close your browser.\n\nmanzil_sid, manzil_vsid and manzil_asid are strictly necessary: without them you could not sign in, check out, or manage a shop or the store. manzil_locale only keeps a choice you made yourself, and manzil-splash only that a screen was shown. None of them needs your consent.',
  'policy.cookie.s3.heading': 'What we keep in your browser',
  'policy.cookie.s3.body':
    '- Your cart (cartItems), so that it is still there when you come back, even before you sign in.\n- Your sign-in details for display (userSession): your name and e-mail, so the header can greet you.\n- Whether you have seen our welcome screen during this visit, so we show it only once.\n- Your language (manzil_locale), the same choice as the cookie of that name, so that other tabs follow it.',
  'policy.cookie.s4.heading': 'What we do not use',
  'policy.cookie.s4.body':
    'We do not use advertising cookies, we do not let advertising networks track you on Manzil, and we do not sell information about your visits.',
  'policy.cookie.s5.heading': 'Your choices',
  'policy.cookie.s5.body':
    "You can delete cookies and stored data at any time in your browser's settings, or block them altogether. If you do, you will be signed out and your cart will be emptied on that browser.",
  'policy.cookie.s6.heading': 'Questions',
  'policy.cookie.s6.body': 'Write to privacy@manzil.eg. Our Privacy Policy explains how we handle your personal data.',
};
