import { useEffect, useId, useState } from 'react';
import { useController } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { ConfirmDialog, Dialog, VisuallyHidden } from '@manzil/shared';
import { Form, FormTextField, useZodForm } from '@manzil/shared/form';
import { addressFormSchema, hasRequired, type AddressValues } from './address-values';
import { CountrySelect } from './country-select';
import { formsStyles as styles } from '../account';
import local from './addresses.module.css';

/** Props of AddressFormDialog. */
export interface AddressFormDialogProps {
  open: boolean;
  mode: 'add' | 'edit';
  initial: AddressValues;
  onClose: () => void;
  /** Saves; resolves true when saved (the form then closes), false to keep it open. */
  onSave: (values: AddressValues) => Promise<boolean>;
  /** True while the save is on its way (the Save button is disabled). */
  busy: boolean;
}

/**
 * The 500-wide address modal (SPEC §2): 'Save Address' opens 'Confirm Update'; on Confirm the
 * required fields are checked (SPEC §5 alert, nothing saved) and the list is saved. Cancel or
 * closing closes the form and the confirmation.
 */
export function AddressFormDialog({ open, mode, initial, onClose, onSave, busy }: AddressFormDialogProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const countryId = useId();
  const form = useZodForm(addressFormSchema, initial);
  const country = useController({ control: form.control, name: 'country' });
  const [confirming, setConfirming] = useState(false);
  const [missing, setMissing] = useState(false);

  useEffect(() => {
    if (open) {
      form.reset(initial);
      setMissing(false);
      setConfirming(false);
    }
  }, [open, initial, form]);

  const confirm = async () => {
    setConfirming(false);
    const values = form.getValues();
    if (!hasRequired(values)) {
      setMissing(true);
      return;
    }
    setMissing(false);
    if (await onSave(values)) onClose();
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={t(mode === 'add' ? 'addresses.form.addTitle' : 'addresses.form.editTitle')}
      closeLabel={t('dialog.close')}
      width={500}
    >
      <Form schema={addressFormSchema} form={form} onSubmit={() => setConfirming(true)} className={styles.form}>
        {missing ? (
          <p role="alert" className={styles.alert}>
            <FormattedMessage id="addresses.required" />
          </p>
        ) : null}
        <FormTextField name="address1" label={t('addresses.form.address1')} autoComplete="address-line1" aria-required />
        <FormTextField name="address2" label={t('addresses.form.address2')} autoComplete="address-line2" />
        <FormTextField name="label" label={t('addresses.form.label')} placeholder={t('addresses.form.labelPlaceholder')} />
        <div className={local.pair}>
          <FormTextField name="apartment" label={t('addresses.form.apartment')} />
          <FormTextField name="floor" label={t('addresses.form.floor')} />
        </div>
        <FormTextField name="landmark" label={t('addresses.form.landmark')} placeholder={t('addresses.form.landmarkPlaceholder')} />
        <FormTextField name="city" label={t('addresses.form.city')} autoComplete="address-level2" aria-required />
        <div className={styles.field}>
          <label htmlFor={countryId}>
            <VisuallyHidden>{t('addresses.form.country')}</VisuallyHidden>
          </label>
          <CountrySelect
            inputId={countryId}
            value={country.field.value}
            onChange={country.field.onChange}
            invalid={missing && !country.field.value}
          />
        </div>
        <FormTextField name="postalCode" label={t('addresses.form.postalCode')} autoComplete="postal-code" aria-required />
        <label className={local.checkbox}>
          <input type="checkbox" {...form.register('isDefault')} />
          <FormattedMessage id="addresses.form.isDefault" />
        </label>
        <div className={`${styles.actions} ${local.formActions}`}>
          <button type="button" className={styles.secondary} onClick={onClose}>
            <FormattedMessage id="addresses.form.cancel" />
          </button>
          <button type="submit" className={styles.primary} disabled={busy}>
            <FormattedMessage id="addresses.form.save" />
          </button>
        </div>
      </Form>
      <ConfirmDialog
        open={confirming}
        title={t('addresses.confirmUpdate.title')}
        message={t('addresses.confirmUpdate.message')}
        cancelLabel={t('dialog.cancel')}
        confirmLabel={t('dialog.confirm')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void confirm()}
      />
    </Dialog>
  );
}
