import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiError, Button, sendContactMessage } from '@manzil/shared';
import { Form, FormField } from '@manzil/shared/form';
import { contactBody } from '@manzil/shared/contract';
import styles from './contact-page.module.css';

export const CONTACT_SUBJECTS = ['order', 'delivery', 'returns', 'product', 'payment', 'selling', 'other'] as const;

const EMPTY = { name: '', email: '', orderNumber: '', subject: '', message: '' };

/** The contact form's message ids per field: empty, else any other failure of the contract's rule. */
const MESSAGES = {
  name: 'contact.error.name',
  email: { required: 'contact.error.email', invalid: 'contact.error.emailFormat' },
  subject: 'contact.error.subject',
  message: { required: 'contact.error.message', invalid: 'contact.error.messageShort' },
};

/**
 * The contact form of /contactus, declared by the contract's `contactBody` (the server checks
 * the same schema): sent with sendContactMessage, then a thank-you.
 */
export function ContactForm() {
  const intl = useIntl();
  const titleId = useId();
  const [failure, setFailure] = useState('');
  const [sent, setSent] = useState<{ name: string; email: string } | null>(null);
  const shopEmail = intl.formatMessage({ id: 'footer.email' });

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
    <Form
      schema={contactBody}
      defaultValues={EMPTY}
      messages={MESSAGES}
      className={styles.form}
      aria-labelledby={titleId}
      onSubmit={async (values) => {
        setFailure('');
        try {
          // The subject is sent in words, as the shop reads it.
          await sendContactMessage({ ...values, subject: intl.formatMessage({ id: `contact.subject.${values.subject}` }) });
          setSent({ name: values.name, email: values.email });
        } catch (error) {
          const fromServer = error instanceof ApiError && error.status === 400 && error.message;
          setFailure(fromServer || intl.formatMessage({ id: 'contact.error.failed' }, { email: shopEmail }));
        }
      }}
    >
      {({ formState }) => (
        <>
          <h2 id={titleId} className={styles.formTitle}>
            <FormattedMessage id="contact.form.title" />
          </h2>
          <p className={styles.required}>
            <FormattedMessage id="contact.form.required" />
          </p>
          <div className={styles.pair}>
            <FormField name="name" label={<FormattedMessage id="contact.name" />} ariaRequired className={styles.field}>
              {(control) => <input {...control} autoComplete="name" maxLength={100} />}
            </FormField>
            <FormField name="email" label={<FormattedMessage id="contact.email" />} ariaRequired className={styles.field}>
              {(control) => <input {...control} type="email" autoComplete="email" maxLength={254} />}
            </FormField>
          </div>
          <div className={styles.pair}>
            <FormField
              name="orderNumber"
              label={<FormattedMessage id="contact.orderNumber" />}
              hint={<FormattedMessage id="contact.orderNumber.hint" />}
              className={styles.field}
            >
              {(control) => <input {...control} maxLength={40} />}
            </FormField>
            <FormField name="subject" label={<FormattedMessage id="contact.subject" />} ariaRequired className={styles.field}>
              {(control) => (
                <select {...control}>
                  <option value="">{intl.formatMessage({ id: 'contact.subject.placeholder' })}</option>
                  {CONTACT_SUBJECTS.map((subject) => (
                    <option key={subject} value={subject}>
                      {intl.formatMessage({ id: `contact.subject.${subject}` })}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          </div>
          <FormField name="message" label={<FormattedMessage id="contact.message" />} ariaRequired className={styles.field}>
            {(control) => <textarea {...control} rows={6} maxLength={5000} />}
          </FormField>
          <p className={styles.failure} role="alert">
            {failure}
          </p>
          <Button type="submit" disabled={formState.isSubmitting} className={styles.submit}>
            <FormattedMessage id={formState.isSubmitting ? 'contact.sending' : 'contact.submit'} />
          </Button>
        </>
      )}
    </Form>
  );
}
