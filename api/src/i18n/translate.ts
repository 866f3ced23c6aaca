/**
 * Writing a message of the catalogue (./messages.ts) in a language: errors carry a reference
 * (`'card.not_found'`, or `msg('promo.unknown', { code })`) and the error handler writes it in the
 * request's language; a route's success sentence is written with `say(request, id, values)`.
 * Schema failures are worded in English by zod (lib/validation.ts) and the contract; in Arabic
 * `validationText` finds the catalogue's template that wrote them and writes its Arabic.
 */
import type { FastifyRequest } from 'fastify';
import { requestLocale, type Locale } from '../lib/locale.ts';
import { FIELD_NAMES_AR, MESSAGES, ORDER_STATUS_AR, WAIT_UNITS, type MessageId } from './messages.ts';

/** A value of a message: as is, or written per language (a price, a wait, a status name). */
export type MessageValue = string | number | ((locale: Locale) => string);

/** A message of the catalogue with its values. */
export interface ApiMessage {
  readonly id: MessageId;
  readonly values?: Readonly<Record<string, MessageValue>>;
}

/** A message without values by its id, or an {@link ApiMessage}. */
export type MessageRef = MessageId | ApiMessage;

/** The message `id` with `values` (`msg('promo.unknown', { code })`). */
export const msg = (id: MessageId, values?: Record<string, MessageValue>): ApiMessage => ({ id, values });

const asMessage = (ref: MessageRef): ApiMessage => (typeof ref === 'string' ? { id: ref } : ref);

function fill(template: string, values: Readonly<Record<string, MessageValue>>, locale: Locale): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    return typeof value === 'function' ? value(locale) : String(value);
  });
}

/** The message in `locale`, its values filled in. */
export function messageText(ref: MessageRef, locale: Locale): string {
  const { id, values = {} } = asMessage(ref);
  return fill(MESSAGES[id][locale], values, locale);
}

/** The message in the language of `request` (Accept-Language, else the locale cookie). */
export const say = (request: FastifyRequest, id: MessageId, values?: Record<string, MessageValue>): string =>
  messageText({ id, values }, requestLocale(request));

/** An order status as a message value: the status itself in English, its Arabic name in Arabic. */
export const orderStatusName =
  (status: string): MessageValue =>
  (locale) =>
    locale === 'ar' ? (ORDER_STATUS_AR[status] ?? status) : status;

const PLURALS = { en: new Intl.PluralRules('en'), ar: new Intl.PluralRules('ar') };

/** A wait of `ms` as a message value: whole seconds under 90 s, else whole minutes ('15 minutes', '15 دقيقة'). */
export function waitValue(ms: number): MessageValue {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  const [n, unit] = seconds < 90 ? [seconds, 'second' as const] : [Math.ceil(seconds / 60), 'minute' as const];
  return (locale) => {
    const forms: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string } = WAIT_UNITS[locale][unit];
    return (forms[PLURALS[locale].select(n)] ?? forms.other).replace('{n}', String(n));
  };
}

// Schema failures: every validation template of the catalogue as a pattern over its English.
interface Template {
  id: MessageId;
  pattern: RegExp;
  names: string[];
  literal: number;
}
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const TEMPLATES: Template[] = (Object.keys(MESSAGES) as MessageId[])
  .filter((id) => id.startsWith('validation.'))
  .map((id) => {
    const english: string = MESSAGES[id].en;
    const parts = english.split(/\{(\w+)\}/);
    const names = parts.filter((_, i) => i % 2 === 1);
    const pattern = new RegExp(`^${parts.map((part, i) => (i % 2 === 1 ? '(.+?)' : escape(part))).join('')}$`);
    return { id, pattern, names, literal: parts.filter((_, i) => i % 2 === 0).join('').length };
  })
  // The most specific first: 'must be a whole number of {min} or more' before 'must be {minimum} or more'.
  .sort((a, b) => b.literal - a.literal);

/** The Arabic name of a field path ('items.0.quantity' → الكمية), else the path itself. */
export function fieldNameAr(path: string): string {
  const key = path
    .split('.')
    .reverse()
    .find((part) => !/^\d+$/.test(part));
  return (key && FIELD_NAMES_AR[key]) || path;
}

/**
 * A schema failure's English (`problem`, a fragment or a whole sentence) in Arabic, for the
 * field at `path` ('' for the whole request): the catalogue's Arabic of the template that wrote
 * it, else the general 'القيمة غير صالحة' — never the English.
 */
export function validationTextAr(problem: string, path: string): string {
  const field = path ? fieldNameAr(path) : 'هذا الحقل';
  for (const template of TEMPLATES) {
    const match = template.pattern.exec(problem);
    if (!match) continue;
    const values: Record<string, string> = { field };
    template.names.forEach((name, i) => (values[name] = match[i + 1]!));
    return fill(MESSAGES[template.id].ar, values, 'ar');
  }
  return MESSAGES['validation.invalid'].ar;
}
