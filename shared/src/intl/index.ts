// @manzil/shared/intl: an app's intl provider and its server-side formatter (see remote-intl.tsx).
export { AppIntl, createRemoteIntl, intlByLocale } from './remote-intl';
export type { RemoteIntlSetup } from './remote-intl';
