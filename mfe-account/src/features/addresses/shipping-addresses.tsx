import { useMutation, useQuery, useQueryClient } from '@manzil/shared/query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ConfirmDialog, getUserById, queryKeys, removeAddress, saveAddresses, type ShippingAddress } from '@manzil/shared';
import type { AddressListResponse } from '@manzil/shared/contract';
import { useSignOutOn401, useSignOutOnQuery401 } from '../account';
import { AddressCard } from './address-card';
import { AddressFormDialog } from './address-form-dialog';
import { BLANK_ADDRESS, nextList, toValues, type AddressValues } from './address-values';
import styles from './addresses.module.css';

type Form = { mode: 'add' | 'edit'; index: number | null; initial: AddressValues } | null;

/**
 * SPEC §2 "Shipping Addresses screen" (§4 states, §5, §8): loading, empty or the card grid;
 * Add/Edit in the 500-wide modal; 'Remove' → 'Confirm Delete'. The list comes from GET
 * /api/getUserById/{id} (a query under the account keys); saving sends the whole list (PUT
 * /api/updateUser/{id}) and the cached list becomes what the server saved; failures are only
 * logged (SPEC §8; a failed load shows the empty state), and a failed save keeps the form open.
 */
export function ShippingAddresses({ userId }: { userId: string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const client = useQueryClient();
  const signOutOn401 = useSignOutOn401();
  const [form, setForm] = useState<Form>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const addresses = useQuery({
    queryKey: queryKeys.addresses(userId),
    queryFn: async (): Promise<ShippingAddress[]> => (await getUserById(userId)).shipmentAddress ?? [],
    meta: { errorMessage: 'Error fetching user data' },
  });
  const signingOut = useSignOutOnQuery401(addresses.error);
  const list = addresses.data ?? [];

  // Both answers carry the saved list: it becomes the cached one (the profile, which holds it
  // too, is asked again when next shown).
  const show = (answer: AddressListResponse) => {
    client.setQueryData(queryKeys.addresses(userId), answer.shipmentAddress);
    void client.invalidateQueries({ queryKey: queryKeys.profile() });
  };
  const saving = useMutation({
    mutationFn: (next: ReturnType<typeof nextList>) => saveAddresses(userId, next),
    onSuccess: show,
    onError: (error) => {
      if (!signOutOn401(error)) console.error('Error updating user data', error);
    },
  });
  const deleting = useMutation({
    mutationFn: (addressId: string) => removeAddress(userId, addressId),
    onSuccess: show,
    onError: (error) => {
      if (!signOutOn401(error)) console.error('Error removing address', error);
    },
  });

  const save = (values: AddressValues): Promise<boolean> => {
    if (!form) return Promise.resolve(false);
    return saving.mutateAsync(nextList(list, values, form.index)).then(
      () => true,
      () => false,
    );
  };

  const remove = () => {
    const id = removing;
    setRemoving(null);
    if (id) deleting.mutate(id);
  };

  if (addresses.isPending || signingOut) {
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
        busy={saving.isPending}
      />
      <ConfirmDialog
        open={removing !== null}
        title={t('addresses.confirmDelete.title')}
        message={t('addresses.confirmDelete.message')}
        cancelLabel={t('dialog.cancel')}
        confirmLabel={t('dialog.confirm')}
        onCancel={() => setRemoving(null)}
        onConfirm={remove}
      />
    </section>
  );
}
