import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from '@manzil/shared/router';
import { Spinner, formatPrice, useDisplayLocale, Thumbnail } from '@manzil/shared';
import { useVendorOrder } from '../vendor-api';
import { VendorPage } from '../vendor-area';
import { vendor_uiStyles as styles } from '../vendor-area';
import { StatusMoveForm } from './status-move-form';
import { OrderAfterSale } from './order-after-sale';

function OrderDetail({ vendorId }: { vendorId: string }) {
  const locale = useDisplayLocale();
  const intl = useIntl();
  const { id = '' } = useParams();
  const order = useVendorOrder(id);
  if (order.isPending) return <Spinner label={intl.formatMessage({ id: 'common.loading' })} />;
  if (order.isError) {
    return (
      <section className={styles.panel}>
        <p role="alert" className={styles.error}>
          <FormattedMessage id="order.notFound" />
        </p>
        <Link to={`/vendor-dashboard/${vendorId}`}>
          <FormattedMessage id="section.toDashboard" />
        </Link>
      </section>
    );
  }
  const o = order.data;
  const a = o.shippingAddress;
  return (
    <section className={styles.panel} aria-labelledby="order-title">
      <h1 id="order-title" className={styles.title}>
        <FormattedMessage id="order.title" values={{ number: o.orderNumber }} />
      </h1>
      <p className={styles.actions}>
        <span className={styles.chip}>
          <FormattedMessage id={`orderStatus.${o.status}`} />
        </span>
        <span className={styles.muted}>
          <FormattedDate value={o.orderDate} dateStyle="medium" timeStyle="short" />
        </span>
        {o.trackingNumber ? (
          <span>
            <FormattedMessage id="order.trackingShown" values={{ number: o.trackingNumber }} />
          </span>
        ) : null}
      </p>
      <ul className={styles.list} aria-label={intl.formatMessage({ id: 'order.lines' })}>
        {o.lines.map((line) => (
          <li key={line.productId} className={styles.row}>
            <span className={styles.actions}>
              <Thumbnail path={line.image} size={72} className={styles.thumb} />
              <bdi>{line.name}</bdi>
            </span>
            <span>
              {line.quantity} × {formatPrice(line.price, locale)}
            </span>
          </li>
        ))}
      </ul>
      <p>
        <strong>
          <FormattedMessage id="order.subtotal" values={{ amount: formatPrice(o.subtotal, locale) }} />
        </strong>
      </p>
      <div>
        <h2 className={styles.subtitle}>
          <FormattedMessage id="order.shipTo" />
        </h2>
        <address className={styles.value}>
          {o.customerName}
          <br />
          {[a.address1, a.address2, a.floor && `${intl.formatMessage({ id: 'order.floor' })} ${a.floor}`, a.apartment]
            .filter(Boolean)
            .join(', ')}
          <br />
          {[a.landmark, a.city, a.postalCode, a.country].filter(Boolean).join(', ')}
          <br />
          {o.phoneNumber}
        </address>
      </div>
      <StatusMoveForm order={o} />
      <OrderAfterSale order={o} />
      <div>
        <h2 className={styles.subtitle}>
          <FormattedMessage id="order.history" />
        </h2>
        <ol className={styles.list}>
          {o.history.map((event, index) => (
            <li key={index} className={styles.row}>
              <span>
                <FormattedMessage id={`orderStatus.${event.status}`} />
                {event.trackingNumber ? ` · ${event.trackingNumber}` : ''}
              </span>
              <span className={styles.muted}>
                <FormattedDate value={event.at} dateStyle="medium" timeStyle="short" />
              </span>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

/** /orderDetail/{id}: the vendor's lines of an order, where it goes, and its status moves. */
export default function OrderDetailPage() {
  return <VendorPage>{(vendor) => <OrderDetail vendorId={vendor.vendorId} />}</VendorPage>;
}
