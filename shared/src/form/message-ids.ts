import { CARD_FIELDS_MESSAGE_IDS } from './card-fields';
import { PASSWORD_STRENGTH_MESSAGE_IDS } from './password-strength';

/**
 * Per component of this entry, the message ids it reads from the page's react-intl messages: an
 * app's message check requires those of the components it renders in both its catalogs, and
 * every id shared/src reads to be in one of these lists.
 */
export const FORM_MESSAGE_IDS = {
  PasswordStrength: PASSWORD_STRENGTH_MESSAGE_IDS,
  CardFields: CARD_FIELDS_MESSAGE_IDS,
} as const;
