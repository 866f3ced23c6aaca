import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useQueryClient } from '@manzil/shared/query';
import { errorText } from '@manzil/shared';
import { vendorProductQuickEditSchema } from '@manzil/shared/contract';
import { quickEditProduct } from '../vendor-api/vendor-api';
import { vendorKeys } from '../vendor-api/vendor-queries';
import styles from './dashboard.module.css';

/**
 * The dashboard's inline price and stock edit of one product (PATCH; applies at once, so the
 * catalog shows it on its next request). Checked with the contract's schema before sending.
 */
export function InlineEdit({ productId, name, price, stock }: { productId: string; name: string; price: number; stock: number }) {
  const intl = useIntl();
  const client = useQueryClient();
  const [values, setValues] = useState({ price: String(price), stock: String(stock) });
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const changed = values.price !== String(price) || values.stock !== String(stock);
  return (
    <form
      className={styles.inlineEdit}
      noValidate
      aria-label={intl.formatMessage({ id: 'dashboard.editNamed' }, { name })}
      onSubmit={async (event) => {
        event.preventDefault();
        const parsed = vendorProductQuickEditSchema.safeParse({
          ...(values.price !== String(price) ? { price: Number(values.price) } : {}),
          ...(values.stock !== String(stock) ? { stock: Number(values.stock) } : {}),
        });
        if (!parsed.success) {
          setMessage({ ok: false, text: intl.formatMessage({ id: 'dashboard.editInvalid' }) });
          return;
        }
        setBusy(true);
        try {
          await quickEditProduct(productId, parsed.data);
          setMessage({ ok: true, text: intl.formatMessage({ id: 'dashboard.editSaved' }) });
          await client.invalidateQueries({ queryKey: vendorKeys.products() });
        } catch (error) {
          const text = errorText(error, { network: 'error.network', fallback: 'dashboard.editFailed' });
          setMessage({ ok: false, text: 'text' in text ? text.text : intl.formatMessage({ id: text.id }) });
        } finally {
          setBusy(false);
        }
      }}
    >
      <label className={styles.inlineField}>
        <span>{intl.formatMessage({ id: 'dashboard.col.price' })}</span>
        <input
          type="number"
          min="1"
          step="0.01"
          inputMode="decimal"
          value={values.price}
          onChange={(e) => setValues((v) => ({ ...v, price: e.target.value }))}
        />
      </label>
      <label className={styles.inlineField}>
        <span>{intl.formatMessage({ id: 'dashboard.col.stock' })}</span>
        <input
          type="number"
          min="0"
          step="1"
          inputMode="numeric"
          value={values.stock}
          onChange={(e) => setValues((v) => ({ ...v, stock: e.target.value }))}
        />
      </label>
      <button type="submit" className={styles.saveButton} disabled={!changed || busy}>
        {intl.formatMessage({ id: 'dashboard.save' })}
      </button>
      {message ? (
        <span role={message.ok ? 'status' : 'alert'} className={message.ok ? styles.saved : styles.soldOut}>
          {message.text}
        </span>
      ) : null}
    </form>
  );
}
