import { useId, useState } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { z } from 'zod';
import { ApiError, Button, Dialog, subscribeNewsletter } from '@manzil/shared';
import { Form, useFieldError, useZodForm } from '@manzil/shared/form';
import { NewsletterBand } from './newsletter-band';
import styles from './newsletter-form.module.css';

/**
 * SPEC §8: the response's `error` field, else 'Subscription failed'; a network error (no
 * response at all) shows its own message.
 */
export function subscriptionError(error: unknown, intl: IntlShape): string {
  const failed = intl.formatMessage({ id: 'newsletter.failed' });
  if (error instanceof ApiError) {
    const field = error.body?.error;
    if (typeof field === 'string' && field) return field;
    return error.status === 0 && error.message ? error.message : failed;
  }
  return error instanceof Error && error.message ? error.message : failed;
}

/**
 * The newsletter form's own rules (SPEC §5): an e-mail must be given (its format is the server's
 * to check) and the consent box ticked. Messages are the ids of SPEC's sentences.
 */
const newsletterForm = z.object({
  email: z.string().trim().min(1, { error: 'newsletter.emptyEmail' }),
  consent: z.boolean().refine((ticked) => ticked, { error: 'newsletter.noConsent' }),
});

/** SPEC §5: one sentence at a time, the e-mail's before the consent's; else the server's refusal. */
function NewsletterError({ id, failure }: { id: string; failure: string }) {
  const emailError = useFieldError('email');
  const consentError = useFieldError('consent');
  return (
    <p id={id} className={styles.error} role="alert">
      {emailError ?? consentError ?? failure}
    </p>
  );
}

/**
 * The footer's newsletter sign-up (SPEC §2, §4, §5): the e-mail is checked before the consent box,
 * the format is left to the server; success opens a thank-you modal and clears the form.
 */
export function NewsletterForm() {
  const intl = useIntl();
  const ids = { email: useId(), consent: useId(), error: useId() };
  const form = useZodForm(newsletterForm, { email: '', consent: false });
  const [failure, setFailure] = useState('');
  const [subscribed, setSubscribed] = useState<string | null>(null);
  const invalid = Boolean(failure || form.formState.errors.email || form.formState.errors.consent);

  return (
    <NewsletterBand>
      <Form
        schema={newsletterForm}
        form={form}
        className={styles.form}
        onSubmit={async ({ email }) => {
          setFailure('');
          try {
            await subscribeNewsletter(email);
            form.reset();
            setSubscribed(email);
          } catch (error) {
            setFailure(subscriptionError(error, intl));
          }
        }}
      >
        <label htmlFor={ids.email} className="mz-visually-hidden">
          <FormattedMessage id="newsletter.email" />
        </label>
        <input
          id={ids.email}
          className={styles.input}
          type="email"
          autoComplete="email"
          placeholder={intl.formatMessage({ id: 'newsletter.placeholder' })}
          {...form.register('email')}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={invalid ? ids.error : undefined}
        />
        <label htmlFor={ids.consent} className={styles.consent}>
          <input id={ids.consent} type="checkbox" {...form.register('consent')} />
          <FormattedMessage id="newsletter.consent" />
        </label>
        <Button type="submit" disabled={form.formState.isSubmitting} className={styles.submit}>
          <FormattedMessage id={form.formState.isSubmitting ? 'newsletter.submitting' : 'newsletter.submit'} />
        </Button>
        <NewsletterError id={ids.error} failure={failure} />
      </Form>
      <Dialog
        open={subscribed !== null}
        onOpenChange={(open) => !open && setSubscribed(null)}
        title={<FormattedMessage id="newsletter.successTitle" />}
        description={<FormattedMessage id="newsletter.successBody" values={{ email: subscribed ?? '' }} />}
        closeLabel={intl.formatMessage({ id: 'newsletter.close' })}
      >
        <div className={styles.dialogActions}>
          <Button onClick={() => setSubscribed(null)}>
            <FormattedMessage id="newsletter.continue" />
          </Button>
        </div>
      </Dialog>
    </NewsletterBand>
  );
}
