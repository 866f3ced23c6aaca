import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { ApiError, Button, Dialog, subscribeNewsletter } from '@manzil/shared';
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
 * The footer's newsletter sign-up (SPEC §2, §4, §5): the e-mail is checked before the consent box,
 * the format is left to the server; success opens a thank-you modal and clears the form.
 */
export function NewsletterForm() {
  const intl = useIntl();
  const ids = { email: useId(), consent: useId(), error: useId() };
  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState(false);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [subscribed, setSubscribed] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!address) return setError(intl.formatMessage({ id: 'newsletter.emptyEmail' }));
    if (!consent) return setError(intl.formatMessage({ id: 'newsletter.noConsent' }));
    setBusy(true);
    setError('');
    try {
      await subscribeNewsletter(address);
      setEmail('');
      setConsent(false);
      setSubscribed(address);
    } catch (failure) {
      setError(subscriptionError(failure, intl));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.band} aria-labelledby={`${ids.email}-title`}>
      <div className={styles.inner}>
        <div className={styles.copy}>
          <h2 id={`${ids.email}-title`} className={styles.title}>
            <FormattedMessage id="newsletter.title" />
          </h2>
          <p className={styles.intro}>
            <FormattedMessage id="newsletter.intro" />
          </p>
        </div>
        <form className={styles.form} onSubmit={submit} noValidate>
          <label htmlFor={ids.email} className="mz-visually-hidden">
            <FormattedMessage id="newsletter.email" />
          </label>
          <input
            id={ids.email}
            className={styles.input}
            type="email"
            name="email"
            autoComplete="email"
            placeholder={intl.formatMessage({ id: 'newsletter.placeholder' })}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? ids.error : undefined}
          />
          <label htmlFor={ids.consent} className={styles.consent}>
            <input
              id={ids.consent}
              type="checkbox"
              checked={consent}
              onChange={(event) => setConsent(event.target.checked)}
            />
            <FormattedMessage id="newsletter.consent" />
          </label>
          <Button type="submit" disabled={busy} className={styles.submit}>
            <FormattedMessage id={busy ? 'newsletter.submitting' : 'newsletter.submit'} />
          </Button>
          <p id={ids.error} className={styles.error} role="alert">
            {error}
          </p>
        </form>
      </div>
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
    </section>
  );
}
