import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  ApiError,
  ConfirmDialog,
  Form,
  FormPasswordField,
  FormTextField,
  getUser,
  Spinner,
  updateProfile,
  useZodForm,
} from '@manzil/shared';
import { useSignOutOn401 } from '../account/use-sign-out-on-401';
import { profileFormSchema, toFormValues, toUpdateBody, type ProfileFormValues } from './profile-form-schema';
import { ProfileChoices } from './profile-choices';
import styles from '../account/forms.module.css';

type Load = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; values: ProfileFormValues };
type Confirm = 'save' | 'cancel' | null;

/**
 * Edit Profile (SPEC §2 "Account popup"): the profile fields from GET /api/getUser; 'Save' and
 * 'Cancel' each ask first ('Confirm Changes', 'Confirm Cancel'). A changed e-mail needs the
 * current password. SPEC §8: 'Failed to fetch user data.' and 'Failed to update user data.'.
 */
export function EditProfile() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const signOutOn401 = useSignOutOn401();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: true } | { ok: false; detail?: string } | null>(null);
  const form = useZodForm(profileFormSchema, toFormValues({ _id: '', firstName: '', lastName: '', email: '', shipmentAddress: [] }));
  const loadedEmail = load.status === 'loaded' ? load.values.email : '';
  const emailChanged = form.watch('email').trim().toLowerCase() !== loadedEmail.toLowerCase();

  useEffect(() => {
    let live = true;
    getUser()
      .then((profile) => {
        if (!live) return;
        const values = toFormValues(profile);
        form.reset(values);
        setLoad({ status: 'loaded', values });
      })
      .catch((error: unknown) => {
        if (!live || signOutOn401(error)) return;
        console.error('Error fetching user data', error);
        setLoad({ status: 'failed' });
      });
    return () => {
      live = false;
    };
  }, [form, signOutOn401]);

  if (load.status === 'loading') return <Spinner label={t('account.loading')} />;
  if (load.status === 'failed') {
    return (
      <p role="alert" className={styles.alert}>
        <FormattedMessage id="profile.loadFailed" />
      </p>
    );
  }

  const askToSave = (values: ProfileFormValues) => {
    if (emailChanged && !values.currentPassword) {
      form.setError('currentPassword', { message: 'profile.error.currentPassword' });
      return;
    }
    setOutcome(null);
    setConfirm('save');
  };

  const save = async () => {
    setBusy(true);
    try {
      const saved = await updateProfile(toUpdateBody(form.getValues(), emailChanged));
      const values = toFormValues(saved);
      form.reset(values);
      setLoad({ status: 'loaded', values });
      setOutcome({ ok: true });
    } catch (error) {
      if (signOutOn401(error)) return;
      console.error('Error updating user data', error);
      setOutcome({ ok: false, detail: error instanceof ApiError && error.status > 0 && error.status < 500 ? error.message : undefined });
    } finally {
      setBusy(false);
      setConfirm(null);
    }
  };

  const discard = () => {
    form.reset(load.values);
    setOutcome(null);
    setConfirm(null);
  };

  return (
    <Form schema={profileFormSchema} form={form} onSubmit={askToSave} className={styles.form} aria-label={t('account.tab.profile')}>
      {outcome && !outcome.ok ? (
        <div role="alert" className={styles.alert}>
          <FormattedMessage id="profile.saveFailed" />
          {outcome.detail ? ` ${outcome.detail}` : null}
        </div>
      ) : null}
      {outcome?.ok ? (
        <p role="status" className={styles.success}>
          <FormattedMessage id="profile.saved" />
        </p>
      ) : null}
      <div className={styles.grid}>
        <FormTextField name="firstName" label={t('profile.firstName')} autoComplete="given-name" required />
        <FormTextField name="lastName" label={t('profile.lastName')} autoComplete="family-name" required />
        <FormTextField name="email" type="email" label={t('profile.email')} autoComplete="email" required />
        <FormTextField name="phoneNumber" type="tel" label={t('profile.phoneNumber')} hint={t('profile.phoneHint')} autoComplete="tel" />
        <ProfileChoices control={form.control} />
        <FormTextField name="address1" label={t('profile.address1')} autoComplete="street-address" className={styles.full} />
        {emailChanged ? (
          <FormPasswordField
            name="currentPassword"
            label={t('profile.currentPassword')}
            autoComplete="current-password"
            className={styles.full}
          />
        ) : null}
      </div>
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={busy}>
          <FormattedMessage id={busy ? 'profile.saving' : 'profile.save'} />
        </button>
        <button type="button" className={styles.secondary} onClick={() => setConfirm('cancel')}>
          <FormattedMessage id="profile.cancel" />
        </button>
      </div>
      <ConfirmDialog
        open={confirm === 'save'}
        title={t('profile.confirmSave.title')}
        message={t('profile.confirmSave.message')}
        cancelLabel={t('dialog.cancel')}
        confirmLabel={t('dialog.confirm')}
        busy={busy}
        onCancel={() => setConfirm(null)}
        onConfirm={() => void save()}
      />
      <ConfirmDialog
        open={confirm === 'cancel'}
        title={t('profile.confirmCancel.title')}
        message={t('profile.confirmCancel.message')}
        cancelLabel={t('dialog.cancel')}
        confirmLabel={t('dialog.confirm')}
        onCancel={() => setConfirm(null)}
        onConfirm={discard}
      />
    </Form>
  );
}
