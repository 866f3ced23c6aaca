import { useMutation, useQueryClient } from '@manzil/shared/query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, ConfirmDialog, deleteCard, queryKeys, setDefaultCard, Spinner, useSavedCards, type SavedCard } from '@manzil/shared';
import styles from './billing.module.css';

/**
 * The shopper's saved cards (SPEC §2 Billing Information): brand, '•••• 1234', expiry and a
 * 'Default' mark; 'Set as Default' (exactly one default afterwards, SPEC §4) and Delete after a
 * confirmation. SPEC §8: a failed load, set-default or delete is only logged.
 */
export function SavedCardList({ userId }: { userId: string }) {
  const intl = useIntl();
  const client = useQueryClient();
  const cards = useSavedCards(userId);
  const [toDelete, setToDelete] = useState<SavedCard | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: queryKeys.cards(userId) });
  const makeDefault = useMutation({
    mutationFn: (cardId: string) => setDefaultCard({ userId, cardId }),
    onSuccess: (list) => client.setQueryData(queryKeys.cards(userId), list),
    onError: (error) => console.error('Failed to set default card', error),
  });
  const remove = useMutation({
    mutationFn: (cardId: string) => deleteCard(cardId),
    onSettled: () => {
      setToDelete(null);
      return refresh();
    },
    onError: (error) => console.error('Failed to delete card', error),
  });

  if (cards.isPending) return <Spinner label={intl.formatMessage({ id: 'billing.loading' })} />;
  const list = cards.data ?? [];
  return (
    <section className={styles.section} aria-labelledby="saved-cards-title">
      <h3 id="saved-cards-title" className={styles.subtitle}>
        <FormattedMessage id="billing.saved" />
      </h3>
      {list.length === 0 ? (
        <p className={styles.note}>
          <FormattedMessage id="billing.empty" />
        </p>
      ) : (
        <ul className={styles.cards}>
          {list.map((card) => (
            <li key={card._id} className={styles.card} aria-label={`${card.cardType} ${card.cardNumber}`}>
              <div className={styles.cardText}>
                <span className={styles.brand}>{card.cardType}</span>
                <span className={styles.masked}>{card.cardNumber}</span>
                <span className={styles.muted}>
                  <FormattedMessage id="billing.expires" values={{ expiryDate: card.expiryDate }} />
                </span>
              </div>
              <div className={styles.cardActions}>
                {card.default ? (
                  <span className={styles.defaultMark}>
                    <FormattedMessage id="billing.default" />
                  </span>
                ) : (
                  <Button variant="secondary" onClick={() => makeDefault.mutate(card._id)} disabled={makeDefault.isPending}>
                    <FormattedMessage id="billing.setDefault" />
                  </Button>
                )}
                <Button variant="danger" onClick={() => setToDelete(card)}>
                  <FormattedMessage id="billing.delete" />
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title={intl.formatMessage({ id: 'billing.deleteTitle' })}
        message={intl.formatMessage({ id: 'billing.deleteMessage' }, { cardType: toDelete?.cardType ?? '', last4: toDelete?.last4 ?? '' })}
        cancelLabel={intl.formatMessage({ id: 'billing.cancel' })}
        confirmLabel={intl.formatMessage({ id: 'billing.confirmDelete' })}
        busy={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() => toDelete && remove.mutate(toDelete._id)}
      />
    </section>
  );
}
