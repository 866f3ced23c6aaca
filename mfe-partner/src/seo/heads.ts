/**
 * The head of each partner-area page for the server render, in the page's language: the public
 * pages (SPEC §2 /partners, /careers, /jobdesc/{jobId}) with title, description, canonical,
 * hreflang, Open Graph and Twitter tags; the vendor and admin areas with a title and `noindex`.
 * Pure functions over this remote's messages (the pages' own headings and leads, and
 * messages-seo.ts); only the server render imports them.
 */
import type { IntlShape } from 'react-intl';
import { intlByLocale } from '@manzil/shared/intl';
import { pageHead, privatePageHead, seoPaths, type HeadData } from '@manzil/shared/seo';
import type { ServerSeoContext } from '@manzil/shared/server';
import { messages } from '../messages';
import { messagesAr } from '../messages.ar';
import { seoMessages } from '../messages-seo';
import { seoMessagesAr } from '../messages-seo.ar';
import type { Job } from '../features/careers/jobs';

/** The partner area's messages (pages' and heads') in `locale`, formatted without React. */
/** The partner area's messages and its head texts, in a language. */
export const intlFor = intlByLocale({ en: { ...messages, ...seoMessages }, ar: { ...messagesAr, ...seoMessagesAr } });

/** `{title} | Manzil` in the page's language. */
const fullTitle = (intl: IntlShape, title: string) => intl.formatMessage({ id: 'seo.title' }, { title });

/** A public page's head: the three hreflang links, Open Graph and Twitter tags. */
function publicHead(ctx: ServerSeoContext, intl: IntlShape, path: string, title: string, description: string): HeadData {
  return pageHead({
    origin: ctx.origin,
    locale: ctx.locale,
    path,
    title: fullTitle(intl, title),
    description,
    siteName: intl.formatMessage({ id: 'seo.siteName' }),
  });
}

/** `/partners`: why and how to sell on Manzil. */
export function partnersHead(ctx: ServerSeoContext): HeadData {
  const intl = intlFor(ctx.locale);
  const t = (id: string) => intl.formatMessage({ id });
  return publicHead(ctx, intl, '/partners', t('seo.partners.title'), `${t('partners.title')}. ${t('partners.lead')}`);
}

/** `/careers`: the open roles. */
export function careersHead(ctx: ServerSeoContext): HeadData {
  const intl = intlFor(ctx.locale);
  const t = (id: string) => intl.formatMessage({ id });
  return publicHead(ctx, intl, '/careers', t('seo.careers.title'), `${t('careers.title')}. ${t('careers.lead')}`);
}

/** `/jobdesc/{jobId}`: one role, its team, place and kind of contract and its summary. */
export function jobHead(job: Job, ctx: ServerSeoContext): HeadData {
  const intl = intlFor(ctx.locale);
  const t = (id: string) => intl.formatMessage({ id });
  const title = t(`job.${job.id}.title`);
  const description = intl.formatMessage(
    { id: 'seo.job.description' },
    { team: t(`job.${job.id}.team`), location: t('job.location.cairo'), type: t('job.type.fullTime'), summary: t(`job.${job.id}.summary`) },
  );
  return publicHead(ctx, intl, seoPaths.job(job.id), intl.formatMessage({ id: 'seo.job.title' }, { title }), description);
}

/** `/jobdesc/{unknown}`: the page that says the role is not there (404), not to be indexed. */
export function jobNotFoundHead(path: string, ctx: ServerSeoContext): HeadData {
  const intl = intlFor(ctx.locale);
  return privatePageHead({
    origin: ctx.origin,
    locale: ctx.locale,
    path,
    title: fullTitle(intl, intl.formatMessage({ id: 'seo.job.notFound' })),
    description: intl.formatMessage({ id: 'job.notFound.body' }),
  });
}

/** The vendor and admin areas' titles (messages-seo.ts `seo.private.*`), by route pattern. */
export const PRIVATE_TITLES: Readonly<Record<string, string>> = {
  '/signin-vendor': 'seo.private.signinVendor',
  '/signupvendor': 'seo.private.signupVendor',
  '/vendor-dashboard/:vendorId': 'seo.private.vendorDashboard',
  '/orderDetail/:id': 'seo.private.orderDetail',
  '/update-product': 'seo.private.updateProduct',
  '/verify-partner': 'seo.private.verifyPartner',
  '/notifications': 'seo.private.notifications',
  '/addbrand': 'seo.private.addBrand',
  '/vendor-earnings': 'seo.private.earnings',
  '/admin-login': 'seo.private.adminLogin',
  '/adminpanel': 'seo.private.adminPanel',
  '/edit-employee/:id': 'seo.private.editEmployee',
};
