import { useMutation } from '@manzil/shared/query';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, errorSentence, quoteCheckout, type CartItem } from '@manzil/shared';
import { TextField } from '@manzil/shared/fields';
import { appliedPromoAtom, useAppliedPromo } from './payment-choice';
import styles from './payment-method.module.css';

/**
 * 'Promo code': checked by the server (POST /api/checkout/quote) for the signed-in
 * e-mail; once accepted, the order summary shows its discount and the order carries it. An
 * unknown, expired or used code shows the server's sentence.
 */
export function PromoCodeField({ items }: { items: CartItem[] }) {
  const intl = useIntl();
  const applied = useAppliedPromo();
  const setApplied = useSetAtom(appliedPromoAtom);
  const [code, setCode] = useState('');
  const check = useMutation({
    mutationFn: (promoCode: string) =>
      quoteCheckout({ items: items.map(({ productId, quantity }) => ({ productId, quantity })), promoCode }),
    onSuccess: (quote) => {
      setApplied(quote.promoCode?.code ?? null);
      setCode('');
    },
  });
  const failure = check.error
    ? errorSentence(check.error, { network: 'checkout.error.network', fallback: 'checkout.promo.failed' }, intl)
    : null;

  if (applied) {
    return (
      <div className={styles.promo}>
        <p className={styles.applied} role="status">
          <FormattedMessage id="checkout.promo.applied" values={{ code: applied }} />
        </p>
        <Button variant="secondary" onClick={() => setApplied(null)}>
          <FormattedMessage id="checkout.promo.remove" />
        </Button>
      </div>
    );
  }
  return (
    <div className={styles.promo}>
      <TextField
        label={intl.formatMessage({ id: 'checkout.promo.label' })}
        value={code}
        onValueChange={(value) => setCode(value.toUpperCase())}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            if (code.trim()) check.mutate(code.trim());
          }
        }}
        autoComplete="off"
        maxLength={40}
        error={failure ?? undefined}
      />
      <Button
        variant="secondary"
        className={styles.promoApply}
        disabled={!code.trim() || check.isPending}
        onClick={() => check.mutate(code.trim())}
      >
        <FormattedMessage id="checkout.promo.apply" />
      </Button>
    </div>
  );
}
