import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ConfirmDialog, formatDate, formatPriceLE, useDisplayLocale } from '@manzil/shared';
import { FormFailure } from '@manzil/shared/form';
import type { PromoCode } from '@manzil/shared/contract';
import { useExpirePromoCode, usePromoCodes } from './api/use-promo-codes';
import { DecisionHistory } from './decision-history';
import { LoadState } from './load-state';
import { PromoCodeForm } from './promo-code-form';
import styles from './admin.module.css';

/** "20% off" or "LE 250.00 off". */
function Discount({ code }: { code: PromoCode }) {
  const locale = useDisplayLocale();
  return code.kind === 'amount' ? (
    <FormattedMessage id="promoCodes.off.amount" values={{ amount: formatPriceLE(code.amountOff ?? 0, locale) }} />
  ) : (
    <FormattedMessage id="promoCodes.off.percent" values={{ percent: code.percentOff ?? 0 }} />
  );
}

/** The days a code works: "from … until …", "until …", "from …" or "no end date". */
function Validity({ code }: { code: PromoCode }) {
  const locale = useDisplayLocale();
  // expiresAt is the first moment it no longer works; show the last day it did.
  const until = code.expiresAt ? formatDate(new Date(Date.parse(code.expiresAt) - 1), locale) : null;
  const from = code.startsAt ? formatDate(code.startsAt, locale) : null;
  if (from && until) return <FormattedMessage id="promoCodes.valid.fromUntil" values={{ from, until }} />;
  if (until) return <FormattedMessage id="promoCodes.valid.until" values={{ until }} />;
  if (from) return <FormattedMessage id="promoCodes.valid.from" values={{ from }} />;
  return <FormattedMessage id="promoCodes.valid.always" />;
}

/** One code: its terms, uses and status, Expire (with a confirmation) and its decision history. */
function PromoCodeItem({ code }: { code: PromoCode }) {
  const locale = useDisplayLocale();
  const intl = useIntl();
  const expire = useExpirePromoCode(code._id);
  const [confirming, setConfirming] = useState(false);
  const canExpire = code.status !== 'expired';
  return (
    <li className={styles.item}>
      <div className={styles.itemHead}>
        <h3 className={styles.itemTitle}>{code.code}</h3>
        <span className={`${styles.status} ${styles[`promo-${code.status}`] ?? ''}`}>
          <FormattedMessage id={`promoCodes.status.${code.status}`} />
        </span>
      </div>
      {code.description ? <p className={styles.muted}>{code.description}</p> : null}
      <dl className={styles.facts}>
        <div>
          <dt>
            <FormattedMessage id="promoCodes.discount" />
          </dt>
          <dd>
            <Discount code={code} />
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="promoCodes.minOrder" />
          </dt>
          <dd>{code.minOrder > 0 ? formatPriceLE(code.minOrder, locale) : <FormattedMessage id="promoCodes.noMinimum" />}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="promoCodes.uses" />
          </dt>
          <dd>
            {code.maxRedemptions === null ? (
              <FormattedMessage id="promoCodes.uses.unlimited" values={{ used: code.redemptions }} />
            ) : (
              <FormattedMessage id="promoCodes.uses.limited" values={{ used: code.redemptions, limit: code.maxRedemptions }} />
            )}
            {code.oncePerEmail ? (
              <span className={styles.muted}>
                {' · '}
                <FormattedMessage id="promoCodes.oncePerEmail.short" />
              </span>
            ) : null}
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="promoCodes.validity" />
          </dt>
          <dd>
            <Validity code={code} />
          </dd>
        </div>
      </dl>
      {canExpire ? (
        <div className={styles.actionsRow}>
          <button
            type="button"
            className={styles.reject}
            disabled={expire.isPending}
            onClick={() => setConfirming(true)}
            aria-label={intl.formatMessage({ id: 'promoCodes.expireWhich' }, { code: code.code })}
          >
            <FormattedMessage id="promoCodes.expire" />
          </button>
          <FormFailure error={expire.error} fallback="promoCodes.expireFailed" network="error.network" className={styles.error} />
        </div>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={intl.formatMessage({ id: 'promoCodes.expireTitle' }, { code: code.code })}
        message={intl.formatMessage({ id: 'promoCodes.expireMessage' })}
        cancelLabel={intl.formatMessage({ id: 'admin.cancel' })}
        confirmLabel={intl.formatMessage({ id: 'promoCodes.expire' })}
        busy={expire.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => expire.mutate(undefined, { onSettled: () => setConfirming(false) })}
      />
      <DecisionHistory objectType="promo-code" objectId={code._id} />
    </li>
  );
}

/**
 * Promo codes (admins only; the codes checkout applies): every code, newest first, with its terms (EGP or %), minimum order, uses, dates and
 * status; Expire; the decision history of each; and the form for a new code.
 */
export function PromoCodesTab() {
  const intl = useIntl();
  const codes = usePromoCodes();
  return (
    <div className={styles.stack}>
      <LoadState query={codes}>
        {(list) =>
          list.length === 0 ? (
            <p className={styles.muted}>
              <FormattedMessage id="promoCodes.empty" />
            </p>
          ) : (
            <ul className={styles.list} aria-label={intl.formatMessage({ id: 'promoCodes.list' })}>
              {[...list].reverse().map((code) => (
                <PromoCodeItem key={code._id} code={code} />
              ))}
            </ul>
          )
        }
      </LoadState>
      <PromoCodeForm />
    </div>
  );
}
