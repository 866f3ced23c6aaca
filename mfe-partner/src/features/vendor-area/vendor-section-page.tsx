import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { RemoteIntl } from '../../intl';
import { RequireVendor } from './require-vendor';
import { VendorLayout } from './vendor-layout';
import styles from './vendor-area.module.css';

/** Which vendor section a route shows, by the message id of its heading. */
export type VendorSection = 'updateProduct' | 'addBrand' | 'notifications' | 'verifyPartner' | 'orderDetail';

function SectionBody({ section, shopName, vendorId }: { section: VendorSection; shopName: string; vendorId: string }) {
  const intl = useIntl();
  const { id } = useParams();
  return (
    <section className={styles.panel}>
      <h1 className={styles.title}>{intl.formatMessage({ id: `section.${section}` }, { id: id ?? '' })}</h1>
      <p className={styles.body}>
        <FormattedMessage id="section.vendorBody" values={{ shopName }} />
      </p>
      <div className={styles.actions}>
        <Link to={`/vendor-dashboard/${encodeURIComponent(vendorId)}`} className={styles.primary}>
          <FormattedMessage id="section.toDashboard" />
        </Link>
        <a href="mailto:partners@manzil.eg" className={styles.secondary}>
          <FormattedMessage id="section.writeUs" />
        </a>
      </div>
    </section>
  );
}

/**
 * The vendor sections whose tools are not enabled for the account yet (/update-product,
 * /addbrand, /notifications, /verify-partner, /orderDetail/{id}): signed in, the portal's
 * navigation and a plain account of where to go instead; signed out, /signin-vendor.
 */
export function VendorSectionPage({ section }: { section: VendorSection }) {
  return (
    <RemoteIntl>
      <RequireVendor>
        {(vendor) => (
          <VendorLayout vendor={vendor}>
            <SectionBody section={section} shopName={vendor.shopName} vendorId={vendor.vendorId} />
          </VendorLayout>
        )}
      </RequireVendor>
    </RemoteIntl>
  );
}

export const UpdateProductPage = () => <VendorSectionPage section="updateProduct" />;
export const AddBrandPage = () => <VendorSectionPage section="addBrand" />;
export const NotificationsPage = () => <VendorSectionPage section="notifications" />;
export const VerifyPartnerPage = () => <VendorSectionPage section="verifyPartner" />;
export const OrderDetailPage = () => <VendorSectionPage section="orderDetail" />;
