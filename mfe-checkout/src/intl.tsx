import { createRemoteIntl } from '@manzil/shared/intl';
import { messages } from './messages';

/**
 * This remote's texts in both languages: English bundled, Arabic (`./messages.ar`) in its own
 * chunk, loaded only when the shopper reads Arabic; `RemoteIntl` wraps the remote's UI in them.
 */
export const { appMessages, RemoteIntl } = createRemoteIntl(messages, () => import('./messages.ar').then((m) => m.messagesAr));
