import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ConfirmDialog, getUserById, removeAddress, saveAddresses, type ShippingAddress } from '@manzil/shared';
import { useSignOutOn401 } from '../account/use-sign-out-on-401';
import { AddressCard } from './address-card';
import { AddressFormDialog } from './address-form-dialog';
import { BLANK_ADDRESS, nextList, toValues, type AddressValues } from './address-values';
import styles from './addresses.module.css';

type Form = { mode: 'add' | 'edit'; index: number | null; initial: AddressValues } | null;

/**
 * SPEC §2 "Shipping Addresses screen" (§4 states, §5, §8): loading, empty or the card grid;
 * Add/Edit in the 500-wide modal; 'Remove' → 'Confirm Delete'. The list comes from GET
 * /api/getUserById/{id}; saving sends the whole list (PUT /api/updateUser/{id}) and shows what
 * the server saved; failures are only logged (SPEC §8), and a failed save keeps the form open.
 */
export function ShippingAddresses({ userId }: { userId: string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const signOutOn401 = useSignOutOn401();
  const [list, setList] = useState<ShippingAddress[] | null>(null);
  const [form, setForm] = useState<Form>(null);
  const [removing, setRemoving] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    getUserById(userId)
      .then((user) => live && setList(user.shipmentAddress ?? []))
      .catch((error: unknown) => {
        if (!live || signOutOn401(error)) return;
        console.error('Error fetching user data', error);
        setList([]);
      });
    return () => {
      live = false;
    };
  }, [userId, signOutOn401]);

  const save = async (values: AddressValues): Promise<boolean> => {
    if (!list || !form) return false;
    try {
      const saved = await saveAddresses(userId, nextList(list, values, form.index));
      setList(saved.shipmentAddress);
      return true;
    } catch (error) {
      if (!signOutOn401(error)) console.error('Error updating user data', error);
      return false;
    }
  };

  const remove = async () => {
    const id = removing;
    setRemoving(null);
    if (!id) return;
    try {
      setList((await removeAddress(userId, id)).shipmentAddress);
    } catch (error) {
      if (!signOutOn401(error)) console.error('Error removing address', error);
    }
  };

  if (!list) {
    return (
      <p role="status" className={styles.loading}>
        <FormattedMessage id="addresses.loading" />
      </p>
    );
  }
  const openAdd = () => setForm({ mode: 'add', index: null, initial: BLANK_ADDRESS });
  return (
    <section aria-label={t('addresses.title')}>
      {list.length === 0 ? (
        <div className={styles.empty}>
          <h3 className={styles.emptyTitle}>
            <FormattedMessage id="addresses.empty.title" />
          </h3>
          <p className={styles.emptyHint}>
            <FormattedMessage id="addresses.empty.hint" />
          </p>
          <button type="button" className={styles.add} onClick={openAdd}>
            <FormattedMessage id="addresses.addFirst" />
          </button>
        </div>
      ) : (
        <>
          <ul className={styles.grid}>
            {list.map((address, index) => (
              <AddressCard
                key={address._id}
                address={address}
                position={index + 1}
                onEdit={() => setForm({ mode: 'edit', index, initial: toValues(address) })}
                onRemove={() => setRemoving(address._id)}
              />
            ))}
          </ul>
          <button type="button" className={styles.add} onClick={openAdd}>
            <FormattedMessage id="addresses.add" />
          </button>
        </>
      )}
      <AddressFormDialog
        open={form !== null}
        mode={form?.mode ?? 'add'}
        initial={form?.initial ?? BLANK_ADDRESS}
        onClose={() => setForm(null)}
        onSave={save}
      />
      <ConfirmDialog
        open={removing !== null}
        title={t('addresses.confirmDelete.title')}
        message={t('addresses.confirmDelete.message')}
        cancelLabel={t('dialog.cancel')}
        confirmLabel={t('dialog.confirm')}
        onCancel={() => setRemoving(null)}
        onConfirm={() => void remove()}
      />
    </section>
  );
}
