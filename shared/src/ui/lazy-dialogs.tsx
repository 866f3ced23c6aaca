// Radix Dialog and AlertDialog load when a dialog first opens: no page pays for them
// before a dialog is opened. Dialog, ConfirmDialog and SidePanel render nothing while closed (as
// Radix does), this fallback while the Radix half loads (a few ms, from the app's own origin),
// then the Radix view. Focus stays where it was (the opener) until Radix moves it into the dialog.
import { useEffect, type ReactNode } from 'react';
import { lazyModule, useLazyModule } from '../lazy-module';
import styles from './ui.module.css';

type Views = typeof import('./radix-dialogs');

/** The Radix half of the dialogs, loaded once (a failed load is tried again on the next call). */
const dialogs = lazyModule<Views>(() => import(/* webpackChunkName: "radix-dialogs" */ './radix-dialogs'));

/**
 * Loads the Radix half of the dialogs (once; a failed load is tried again on the next call).
 * The jest setup of every package (tooling/test/setup.cjs) calls it, so that tests find an open
 * dialog at once; an opener could call it ahead of time (a pointer over it), none does yet.
 * @returns the loaded views
 */
export const preloadDialogs: () => Promise<Views> = dialogs.load;

/** The loaded views once `open` has been true; undefined while they load. */
export function useDialogViews(open: boolean): Views | undefined {
  return useLazyModule(dialogs, open, 'Manzil: the dialog could not be loaded.');
}

/**
 * What an open dialog shows while its Radix half loads: the overlay and a busy box named by the
 * dialog's title. Escape and a click on the overlay close it, as they will close the dialog.
 */
export function DialogLoading({ title, onDismiss }: { title: ReactNode; onDismiss: () => void }) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onDismiss();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onDismiss]);
  return (
    <>
      <div className={styles.overlay} onClick={onDismiss} aria-hidden="true" />
      <div className={styles.content} role="dialog" aria-modal="true" aria-busy="true">
        <p className={styles.title}>{title}</p>
        <div className={styles.spinnerWrap} aria-hidden="true">
          <span className={styles.spinner} />
        </div>
      </div>
    </>
  );
}
