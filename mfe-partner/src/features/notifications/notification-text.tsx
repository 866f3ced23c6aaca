import { FormattedMessage } from 'react-intl';
import { Link } from '@manzil/shared/router';
import type { VendorNotification } from '@manzil/shared/contract';

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** The sentence of one notification, with a link to what it is about. */
export function NotificationText({ notification }: { notification: VendorNotification }) {
  const p = notification.payload;
  const values = {
    number: text(p.orderNumber),
    name: text(p.name),
    stock: text(p.stock),
    reason: text(p.reason),
    price: text(p.salePrice),
  };
  const message = <FormattedMessage id={`notification.${notification.kind}`} values={values} />;
  if (notification.kind === 'new_order' && p.orderId) return <Link to={`/orderDetail/${text(p.orderId)}`}>{message}</Link>;
  if (p.productId) return <Link to={`/update-product?id=${text(p.productId)}`}>{message}</Link>;
  if (notification.kind.startsWith('application_')) return <Link to="/verify-partner">{message}</Link>;
  return message;
}
