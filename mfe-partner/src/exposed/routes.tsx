import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useIntl } from 'react-intl';
import { Spinner, type RemoteRoute } from '@manzil/shared';
import { RemoteIntl } from '../intl';

// Public pages: no loading fallback (SPEC §2); the shell's boundary shows nothing while they load.
const PartnersPage = lazy(() => import('../features/partners/partners-page'));
const CareersPage = lazy(() => import('../features/careers/careers-page'));
const JobPage = lazy(() => import('../features/careers/job-page'));

// Vendor and admin pages.
const VendorSignInPage = lazy(() => import('../features/vendor-auth/vendor-sign-in-page'));
const VendorDashboardPage = lazy(() => import('../features/dashboard/vendor-dashboard-page'));
const SignupVendorPage = lazy(() => import('../features/signup/signup-vendor-page'));
const AdminLoginPage = lazy(() => import('../features/admin/admin-login-page'));
const AdminPanelPage = lazy(() => import('../features/admin/admin-panel-page'));
const EditEmployeePage = lazy(() => import('../features/admin/edit-employee-page'));
const OrderDetailPage = lazy(() => import('../features/orders/order-detail-page'));
const UpdateProductPage = lazy(() => import('../features/product-form/update-product-page'));
const VerifyPartnerPage = lazy(() => import('../features/verify-partner/verify-partner-page'));
const NotificationsPage = lazy(() => import('../features/notifications/notifications-page'));
const AddBrandPage = lazy(() => import('../features/brands/add-brand-page'));
const EarningsPage = lazy(() => import('../features/earnings/earnings-page'));

function LoadingFallback() {
  const intl = useIntl();
  return <Spinner label={intl.formatMessage({ id: 'common.loading' })} />;
}

/** The vendor and admin areas' loading state in the page's language (also what the server renders of them: nothing personal). */
export function LoadingState() {
  return (
    <RemoteIntl>
      <LoadingFallback />
    </RemoteIntl>
  );
}

/** SPEC §2: vendor-area pages show a loading fallback while loading. */
function withLoadingFallback(Page: LazyExoticComponent<ComponentType>): ComponentType {
  function VendorAreaRoute() {
    return (
      <Suspense fallback={<LoadingState />}>
        <Page />
      </Suspense>
    );
  }
  return VendorAreaRoute;
}

/** The routes mfe-partner owns (ARCHITECTURE "Who owns what"): partners, careers, vendor and admin areas. */
export const routes: RemoteRoute[] = [
  { path: '/partners', Component: PartnersPage },
  { path: '/careers', Component: CareersPage },
  { path: '/jobdesc/:jobId', Component: JobPage },
  { path: '/signin-vendor', Component: withLoadingFallback(VendorSignInPage) },
  { path: '/signupvendor', Component: withLoadingFallback(SignupVendorPage) },
  { path: '/vendor-dashboard/:vendorId', Component: withLoadingFallback(VendorDashboardPage) },
  { path: '/orderDetail/:id', Component: withLoadingFallback(OrderDetailPage) },
  { path: '/update-product', Component: withLoadingFallback(UpdateProductPage) },
  { path: '/verify-partner', Component: withLoadingFallback(VerifyPartnerPage) },
  { path: '/notifications', Component: withLoadingFallback(NotificationsPage) },
  { path: '/addbrand', Component: withLoadingFallback(AddBrandPage) },
  { path: '/vendor-earnings', Component: withLoadingFallback(EarningsPage) },
  { path: '/admin-login', Component: withLoadingFallback(AdminLoginPage) },
  { path: '/adminpanel', Component: withLoadingFallback(AdminPanelPage) },
  { path: '/edit-employee/:id', Component: withLoadingFallback(EditEmployeePage) },
];
