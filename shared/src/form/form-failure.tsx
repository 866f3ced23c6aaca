import { useIntl } from 'react-intl';
import { errorText, type ErrorTextIds } from '@manzil/shared';

/** Props of FormFailure: the failed call (or null) and the message ids to fall back on. */
export interface FormFailureProps extends ErrorTextIds {
  error: unknown;
  className?: string;
}

/**
 * The sentence of a failed submit, announced (role="alert"): the server's own message, else the
 * network or fallback message id of the caller. Renders nothing while `error` is null.
 */
export function FormFailure({ error, network, fallback, className }: FormFailureProps) {
  const intl = useIntl();
  if (error === null || error === undefined) return null;
  const text = errorText(error, { network, fallback });
  return (
    <p role="alert" className={className}>
      {'text' in text ? text.text : intl.formatMessage({ id: text.id })}
    </p>
  );
}
