import { bus } from '../bus';
import { LOCALE_COOKIE, LocaleStore, intlLocale, readStoredLocale, textDirection } from './locale-store';

function clearCookie() {
  document.cookie = `${LOCALE_COOKIE}=; Path=/; Max-Age=0`;
}

describe('LocaleStore', () => {
  beforeEach(() => {
    localStorage.clear();
    clearCookie();
    document.documentElement.lang = 'en';
    document.documentElement.dir = 'ltr';
  });

  it('starts in English when nothing is stored, and sets <html lang="en" dir="ltr">', () => {
    const store = new LocaleStore();
    expect(store.value).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('starts from the cookie first, then from localStorage, ignoring unknown values', () => {
    localStorage.setItem(LOCALE_COOKIE, 'ar');
    expect(readStoredLocale()).toBe('ar');
    document.cookie = `${LOCALE_COOKIE}=en; Path=/`;
    expect(readStoredLocale()).toBe('en');
    document.cookie = `${LOCALE_COOKIE}=fr; Path=/`;
    expect(readStoredLocale()).toBe('ar');
    localStorage.setItem(LOCALE_COOKIE, 'de');
    expect(readStoredLocale()).toBe('en');
  });

  it('a stored Arabic choice sets <html lang="ar" dir="rtl"> at start', () => {
    document.cookie = `${LOCALE_COOKIE}=ar; Path=/`;
    const store = new LocaleStore();
    expect(store.value).toBe('ar');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('set keeps the choice in the cookie and localStorage, updates <html>, and announces it once', () => {
    const store = new LocaleStore();
    const events: unknown[] = [];
    const seen: string[] = [];
    const sub = bus.on('locale:changed').subscribe((e) => events.push(e));
    store.locale$.subscribe((locale) => seen.push(locale));
    store.set('ar');
    store.set('ar');
    expect(document.cookie).toContain(`${LOCALE_COOKIE}=ar`);
    expect(localStorage.getItem(LOCALE_COOKIE)).toBe('ar');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    store.set('en');
    expect(document.documentElement.dir).toBe('ltr');
    expect(localStorage.getItem(LOCALE_COOKIE)).toBe('en');
    sub.unsubscribe();
    expect(events).toEqual([{ locale: 'ar' }, { locale: 'en' }]);
    expect(seen).toEqual(['en', 'ar', 'en']);
  });

  it('follows a change made in another tab', () => {
    const store = new LocaleStore();
    localStorage.setItem(LOCALE_COOKIE, 'ar');
    window.dispatchEvent(new StorageEvent('storage', { key: LOCALE_COOKIE }));
    expect(store.value).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('maps each locale to its Intl tag and direction', () => {
    expect(intlLocale('ar')).toBe('ar-EG');
    expect(intlLocale('en')).toBe('en');
    expect(textDirection('ar')).toBe('rtl');
    expect(textDirection('en')).toBe('ltr');
  });
});
