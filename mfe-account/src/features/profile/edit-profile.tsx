import { useMutation, useQueryClient } from '@manzil/shared/query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiError, ConfirmDialog, queryKeys, Spinner, updateProfile, type UserProfile } from '@manzil/shared';
import { Form, FormPasswordField, FormTextField, useZodForm } from '@manzil/shared/form';
import { useProfile } from '../account';
import { useSignOutOn401, useSignOutOnQuery401 } from '../account';
import { profileFormSchema, toFormValues, toUpdateBody, type ProfileFormValues } from './profile-form-schema';
import { ProfileChoices } from './profile-choices';
import { formsStyles as styles } from '../account';

type Confirm = 'save' | 'cancel' | null;

/**
 * Edit Profile (SPEC §2 "Account popup"): the profile fields from GET /api/getUser (the cached
 * profile query); 'Save' and 'Cancel' each ask first ('Confirm Changes', 'Confirm Cancel'). A
 * changed e-mail needs the current password. SPEC §8: 'Failed to fetch user data.' and 'Failed to
 * update user data.'. A 401 (stale session) signs out instead.
 */
export function EditProfile() {
  const intl = useIntl();
  const profile = useProfile();
  const signingOut = useSignOutOnQuery401(profile.error);

  if (profile.isPending || signingOut) return <Spinner label={intl.formatMessage({ id: 'account.loading' })} />;
  if (profile.isError) {
    return (
      <p role="alert" className={styles.alert}>
        <FormattedMessage id="profile.loadFailed" />
      </p>
    );
  }
  return <ProfileForm profile={profile.data} />;
}

/** The form over a loaded profile; a save puts the server's answer into the cached profile. */
function ProfileForm({ profile }: { profile: UserProfile }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const client = useQueryClient();
  const signOutOn401 = useSignOutOn401();
  const [confirm, setConfirm] = useState<Confirm>(null);
  const form = useZodForm(profileFormSchema, toFormValues(profile));
  const emailChanged = form.watch('email').trim().toLowerCase() !== profile.email.toLowerCase();
  const saving = useMutation({
    mutationFn: (body: Parameters<typeof updateProfile>[0]) => updateProfile(body),
    onSuccess: (saved) => {
      client.setQueryData(queryKeys.profile(), saved);
      form.reset(toFormValues(saved));
    },
    onError: (error) => {
      if (!signOutOn401(error)) console.error('Error updating user data', error);
    },
    onSettled: () => setConfirm(null),
  });
  const busy = saving.isPending;
  const failure = saving.error;
  const outcome = saving.isSuccess
    ? { ok: true as const }
    : failure && !(failure instanceof ApiError && failure.status === 401)
      ? {
          ok: false as const,
          detail: failure instanceof ApiError && failure.status > 0 && failure.status < 500 ? failure.message : undefined,
        }
      : null;

  const askToSave = (values: ProfileFormValues) => {
    if (emailChanged && !values.currentPassword) {
      form.setError('currentPassword', { message: 'profile.error.currentPassword' });
      return;
    }
    saving.reset();
    setConfirm('save');
  };

  const save = () => saving.mutate(toUpdateBody(form.getValues(), emailChanged));

  const discard = () => {
    form.reset(toFormValues(profile));
    saving.reset();
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
        onConfirm={save}
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
