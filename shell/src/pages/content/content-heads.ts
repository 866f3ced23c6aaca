/**
 * The heads of the shell's own pages (SPEC §2: /about, /contactus, /faqs, /policy,
 * /policy/{section}) for the server render: title and description in the page's language (the
 * pages' own texts), canonical and hreflang alternates, Open Graph and Twitter tags. Pure; only
 * the server render imports it.
 */
import { pageHead, seoPaths, type HeadData, type PageLocale } from '@manzil/shared/seo';
import { intlByLocale } from '@manzil/shared/intl';
import { findPolicy } from '../../footer/policies';
import { messages } from '../../messages';
import { messagesAr } from '../../messages.ar';
import { seoMessages } from '../../messages/seo';
import { seoMessagesAr } from '../../messages/seo.ar';

/** The store's public origin (`https://manzil.eg`) and the page's language. */
export interface ContentHeadContext {
  origin: string;
  locale: PageLocale;
}

/** The shell's pages' messages and their heads' in `locale`, formatted without React. */
const intlFor = intlByLocale({ en: { ...messages, ...seoMessages }, ar: { ...messagesAr, ...seoMessagesAr } });

/** The page's title and description ids and its canonical path, or null when the shell has no such page. */
function contentPage(pathname: string, search: string): { title: string; description: string; path: string } | null {
  switch (pathname) {
    case '/about':
      return { title: 'about.metaTitle', description: 'about.lead', path: '/about' };
    case '/contactus':
      return { title: 'contact.title', description: 'contact.lead', path: '/contactus' };
    case '/faqs':
      return { title: 'faqs.title', description: 'faqs.lead', path: '/faqs' };
  }
  // `/policy?section={name}` (the footer's links, SPEC §2) is the same page as `/policy/{slug}`.
  const section = pathname === '/policy' ? new URLSearchParams(search).get('section') : /^\/policy\/([^/]+)$/.exec(pathname)?.[1];
  if (pathname === '/policy' && !section) return { title: 'policy.indexTitle', description: 'policy.indexLead', path: '/policy' };
  const policy = section ? findPolicy(decodeURIComponent(section)) : null;
  if (!policy) return null;
  return { title: `policy.${policy.key}.name`, description: `policy.${policy.key}.summary`, path: seoPaths.policy(policy.slug) };
}

/**
 * The head of a shell page from its (unprefixed) path and query, or null for a path that is not
 * one of them — `/policy/no-such-policy` among them: the render answers 404 for it.
 */
export function contentPageHead(pathname: string, search: string, ctx: ContentHeadContext): HeadData | null {
  const page = contentPage(pathname, search);
  if (!page) return null;
  const intl = intlFor(ctx.locale);
  return pageHead({
    origin: ctx.origin,
    locale: ctx.locale,
    path: page.path,
    title: intl.formatMessage({ id: 'seo.title' }, { title: intl.formatMessage({ id: page.title }) }),
    description: intl.formatMessage({ id: page.description }),
    siteName: intl.formatMessage({ id: 'seo.siteName' }),
  });
}
