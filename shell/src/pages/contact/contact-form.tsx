import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiError, Button, sendContactMessage } from '@manzil/shared';
import { validateContact, type ContactErrors, type ContactFields } from './validate-contact';
import styles from './contact-page.module.css';

export const CONTACT_SUBJECTS = ['order', 'delivery', 'returns', 'product', 'payment', 'selling', 'other'] as const;

const EMPTY: ContactFields = { name: '', email: '', orderNumber: '', subject: '', message: '' };

interface FieldProps {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  children: (describedBy: string | undefined) => ReactNode;
}

function Field({ id, label, error, hint, children }: FieldProps) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {children(describedBy)}
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The contact form of /contactus: checked here, sent with sendContactMessage, then a thank-you. */
export function ContactForm() {
  const intl = useIntl();
  const base = useId();
  const id = (name: string) => `${base}-${name}`;
  const [fields, setFields] = useState<ContactFields>(EMPTY);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<{ name: string; email: string } | null>(null);
  const shopEmail = intl.formatMessage({ id: 'footer.email' });

  const set = (name: keyof ContactFields) => (event: { target: { value: string } }) => {
    setFields((current) => ({ ...current, [name]: event.target.value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };
  const errorOf = (name: keyof ContactFields) => (errors[name] ? intl.formatMessage({ id: errors[name] }) : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateContact(fields);
    setErrors(found);
    setFailure('');
    const first = (Object.keys(found) as (keyof ContactFields)[])[0];
    if (first) {
      document.getElementById(id(first))?.focus();
      return;
    }
    setBusy(true);
    try {
      await sendContactMessage({
        name: fields.name.trim(),
        email: fields.email.trim(),
        ...(fields.orderNumber.trim() ? { orderNumber: fields.orderNumber.trim() } : {}),
        subject: intl.formatMessage({ id: `contact.subject.${fields.subject}` }),
        message: fields.message.trim(),
      });
      setSent({ name: fields.name.trim(), email: fields.email.trim() });
      setFields(EMPTY);
    } catch (error) {
      const fromServer = error instanceof ApiError && error.status === 400 && error.message;
      setFailure(fromServer || intl.formatMessage({ id: 'contact.error.failed' }, { email: shopEmail }));
    } finally {
      setBusy(false);
    }
  };

  if (sent) {
    return (
      <div className={styles.success} role="status">
        <h2 className={styles.formTitle}>
          <FormattedMessage id="contact.success.title" values={{ name: sent.name }} />
        </h2>
        <p>
          <FormattedMessage id="contact.success.body" values={{ email: sent.email }} />
        </p>
        <Button variant="secondary" onClick={() => setSent(null)}>
          <FormattedMessage id="contact.success.again" />
        </Button>
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={id('title')}>
      <h2 id={id('title')} className={styles.formTitle}>
        <FormattedMessage id="contact.form.title" />
      </h2>
      <p className={styles.required}>
        <FormattedMessage id="contact.form.required" />
      </p>
      <div className={styles.pair}>
        <Field id={id('name')} label={<FormattedMessage id="contact.name" />} error={errorOf('name')}>
          {(describedBy) => (
            <input id={id('name')} name="name" autoComplete="name" maxLength={100} value={fields.name} onChange={set('name')} aria-invalid={errors.name ? true : undefined} aria-describedby={describedBy} aria-required="true" />
          )}
        </Field>
        <Field id={id('email')} label={<FormattedMessage id="contact.email" />} error={errorOf('email')}>
          {(describedBy) => (
            <input id={id('email')} name="email" type="email" autoComplete="email" maxLength={254} value={fields.email} onChange={set('email')} aria-invalid={errors.email ? true : undefined} aria-describedby={describedBy} aria-required="true" />
          )}
        </Field>
      </div>
      <div className={styles.pair}>
        <Field id={id('orderNumber')} label={<FormattedMessage id="contact.orderNumber" />} hint={<FormattedMessage id="contact.orderNumber.hint" />}>
          {(describedBy) => (
            <input id={id('orderNumber')} name="orderNumber" maxLength={40} value={fields.orderNumber} onChange={set('orderNumber')} aria-describedby={describedBy} />
          )}
        </Field>
        <Field id={id('subject')} label={<FormattedMessage id="contact.subject" />} error={errorOf('subject')}>
          {(describedBy) => (
            <select id={id('subject')} name="subject" value={fields.subject} onChange={set('subject')} aria-invalid={errors.subject ? true : undefined} aria-describedby={describedBy} aria-required="true">
              <option value="">{intl.formatMessage({ id: 'contact.subject.placeholder' })}</option>
              {CONTACT_SUBJECTS.map((subject) => (
                <option key={subject} value={subject}>
                  {intl.formatMessage({ id: `contact.subject.${subject}` })}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <Field id={id('message')} label={<FormattedMessage id="contact.message" />} error={errorOf('message')}>
        {(describedBy) => (
          <textarea id={id('message')} name="message" rows={6} maxLength={5000} value={fields.message} onChange={set('message')} aria-invalid={errors.message ? true : undefined} aria-describedby={describedBy} aria-required="true" />
        )}
      </Field>
      <p className={styles.failure} role="alert">
        {failure}
      </p>
      <Button type="submit" disabled={busy} className={styles.submit}>
        <FormattedMessage id={busy ? 'contact.sending' : 'contact.submit'} />
      </Button>
    </form>
  );
}
