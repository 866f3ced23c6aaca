/**
 * Colour and tag names in Arabic. Products store colours and tags as English words
 * (the values listings filter on); Arabic answers show these names instead, and filters accept
 * either language. A value with no Arabic name here (a vendor's own word) stays as it is.
 */
import type { Locale } from './locale.ts';
import { COLORS_AR, TAGS_AR } from '../i18n/catalog-vocabulary.ts';

const reverse = (table: Record<string, string>) => new Map(Object.entries(table).map(([en, ar]) => [ar, en]));
const COLORS_EN = reverse(COLORS_AR);
const TAGS_EN = reverse(TAGS_AR);

/** A colour's name in `locale`. */
export const colorName = (value: string, locale: Locale) => (locale === 'ar' ? (COLORS_AR[value] ?? value) : value);
/** A tag's name in `locale`. */
export const tagName = (value: string, locale: Locale) => (locale === 'ar' ? (TAGS_AR[value] ?? value) : value);

/** The stored (English) value of a colour named in either language. */
export const colorValue = (name: string) => COLORS_EN.get(name) ?? name;
/** The stored (English) value of a tag named in either language. */
export const tagValue = (name: string) => TAGS_EN.get(name) ?? name;
