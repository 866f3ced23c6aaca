/** The e-mails of the partner area: the application received, its decision, an order's status moves. */
import type { OutgoingMail } from '../plugins/mailer.ts';
import type { MoveResult } from '../repositories/partner/fulfilment.ts';
import type { VendorApplication } from '@manzil/shared/contract';

/**
 * Tells the applicant that their application (or its re-submission after a rejection) arrived and
 * is under review, and where to follow it. Only what they typed that is not a secret: no
 * password, no register or tax card number, no document link.
 */
export function applicationReceivedEmail(application: VendorApplication, storeUrl: string): OutgoingMail {
  const again = application.submissions > 1;
  const text = [
    `Hello ${application.contactName},`,
    '',
    again
      ? `Thank you for sending the application of ${application.shopName} again. We received it and it is under review.`
      : `Thank you for applying to sell ${application.shopName} on Manzil. We received your application and it is under review.`,
    'Our partner team checks your details, commercial register and tax card, and e-mails you the decision.',
    'Until then you can follow the status of your application in your vendor area:',
    `${storeUrl}/verify-partner`,
    '',
    'If you did not apply to Manzil, you can ignore this e-mail.',
    '',
    'The Manzil partner team',
  ];
  return {
    to: application.email,
    subject: again ? 'We received your corrected Manzil partner application' : 'We received your Manzil partner application',
    text: text.join('\n'),
  };
}

/** Tells the applicant whether their shop may sell on Manzil (and why not). */
export function applicationDecisionEmail(application: VendorApplication, storeUrl: string): OutgoingMail {
  const approved = application.status === 'approved';
  const text = approved
    ? [
        `Hello ${application.contactName},`,
        '',
        `Good news: ${application.shopName} is approved to sell on Manzil.`,
        'Sign in to your vendor area to add your brands and products:',
        `${storeUrl}/signin-vendor`,
        '',
        'The Manzil partner team',
      ]
    : [
        `Hello ${application.contactName},`,
        '',
        `We could not approve the application of ${application.shopName} yet, for this reason:`,
        '',
        application.reason ?? '',
        '',
        'You can correct your application and send it again from your vendor area:',
        `${storeUrl}/verify-partner`,
        '',
        'The Manzil partner team',
      ];
  return {
    to: application.email,
    subject: approved ? `${application.shopName} is approved on Manzil` : `Your Manzil partner application needs changes`,
    text: text.join('\n'),
  };
}

const STATUS_SENTENCE: Record<MoveResult['status'], string> = {
  placed: 'has been placed',
  confirmed: 'has been confirmed by',
  shipped: 'has been shipped by',
  delivered: 'has been delivered by',
  cancelled: 'has been cancelled by',
};

/** Tells the shopper that a shop moved their order (with the tracking number once shipped). */
export function orderStatusEmail(move: MoveResult, storeUrl: string): OutgoingMail {
  const lines = [
    `Hello ${move.firstName},`,
    '',
    `Your order ${move.orderNumber} ${STATUS_SENTENCE[move.status]} ${move.shopName}.`,
    ...(move.status === 'shipped' && move.trackingNumber ? [`Tracking number: ${move.trackingNumber}`] : []),
    ...(move.status === 'cancelled' ? ['The items from this shop will not be sent, and you will not be charged for them.'] : []),
    '',
    `Follow your order at ${storeUrl}/trackorder`,
    '',
    'Manzil',
  ];
  return { to: move.email, subject: `Your order ${move.orderNumber} is ${move.status}`, text: lines.join('\n') };
}
