import { useIntl } from 'react-intl';
import { errorSentence, type ErrorTextIds } from '@manzil/shared';

/** Props of FormFailure: the failed call (or null) and the message ids to fall back on. */
export interface FormFailureProps extends ErrorTextIds {
  error: unknown;
  className?: string;
}

/**
 * The sentence of a failed submit, announced (role="alert"): the caller's id for the server's
 * `code` (`byCode`), else the server's own message (in the page's language), else the network or
 * fallback message id of the caller. Renders nothing while `error` is null.
 */
export function FormFailure({ error, network, fallback, byCode, className }: FormFailureProps) {
  const intl = useIntl();
  if (error === null || error === undefined) return null;
  return (
    <p role="alert" className={className}>
      {errorSentence(error, { network, fallback, byCode }, intl)}
    </p>
  );
}
