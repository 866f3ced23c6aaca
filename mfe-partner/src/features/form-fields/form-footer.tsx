import { useState, type ReactNode } from 'react';
import { FormFailure } from '@manzil/shared/form';
import { vendor_uiStyles as styles } from '../vendor-area';

/**
 * The failure of a form's last submit and a wrapper for its submit function: clears the failure,
 * runs it, and keeps what it threw for FormFooter to say.
 */
export function useSubmitFailure() {
  const [failure, setFailure] = useState<unknown>(null);
  const guard =
    <Args extends unknown[]>(submit: (...args: Args) => Promise<unknown>) =>
    async (...args: Args) => {
      setFailure(null);
      try {
        await submit(...args);
      } catch (error) {
        setFailure(error);
      }
    };
  return { failure, guard };
}

/** The end of a partner form: why the last submit failed (the server's sentence or `fallback`), the submit button, more actions. */
export function FormFooter({
  failure,
  fallback,
  busy,
  submit,
  children,
}: {
  failure: unknown;
  /** Message id when the server gave no sentence. */
  fallback: string;
  busy: boolean;
  submit: ReactNode;
  children?: ReactNode;
}) {
  return (
    <>
      <FormFailure error={failure} network="error.network" fallback={fallback} className={styles.error} />
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={busy}>
          {submit}
        </button>
        {children}
      </div>
    </>
  );
}
