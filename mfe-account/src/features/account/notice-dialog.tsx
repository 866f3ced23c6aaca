import { useIntl } from 'react-intl';
import { Dialog } from '@manzil/shared';
import styles from './forms.module.css';

/** A modal notice with one OK button (SPEC's 'Password Updated' and 'Reset Link Sent' dialogs). */
export function NoticeDialog({ open, title, message, onClose }: { open: boolean; title: string; message: string; onClose: () => void }) {
  const intl = useIntl();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={title}
      description={message}
      closeLabel={intl.formatMessage({ id: 'dialog.close' })}
    >
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={onClose}>
          {intl.formatMessage({ id: 'dialog.ok' })}
        </button>
      </div>
    </Dialog>
  );
}
