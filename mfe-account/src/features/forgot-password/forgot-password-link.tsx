import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { ForgotPasswordDialog } from './forgot-password-dialog';
import { formsStyles as styles } from '../account';

/** The 'Forgot Password?' link of /login: opens the forgot-password dialog (SPEC §2). */
export function ForgotPasswordLink({ email = '' }: { email?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={styles.linkButton} onClick={() => setOpen(true)}>
        <FormattedMessage id="password.forgot" />
      </button>
      {open ? <ForgotPasswordDialog open={open} onOpenChange={setOpen} initialEmail={email.trim()} /> : null}
    </>
  );
}
