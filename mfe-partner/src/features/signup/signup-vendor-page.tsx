import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Navigate, useNavigate } from '@manzil/shared/router';
import { vendorSessionStore } from '@manzil/shared';
import { Form, FormPasswordField, FormTextField } from '@manzil/shared/form';
import { vendorApplicationInputSchema, type VendorApplicationInput } from '@manzil/shared/contract';
import { RemoteIntl } from '../../intl';
import { useVendorSession } from '../../lib/use-store-value';
import { FormFooter, useSubmitFailure } from '../form-fields';
import { UploadTokenContext, useApplicationUploadToken } from '../uploads';
import { applyAsVendor } from '../vendor-api';
import { vendor_uiStyles as styles } from '../vendor-area';
import { ApplicationFields } from './application-fields';

const EMPTY: VendorApplicationInput = {
  shopName: '',
  legalName: '',
  commercialRegisterNumber: '',
  taxCardNumber: '',
  contactName: '',
  email: '',
  mobile: '',
  password: '',
  city: '',
  categoryIds: [],
  commercialRegisterFile: '',
  taxCardFile: '',
};

function SignupVendorForm() {
  const intl = useIntl();
  const navigate = useNavigate();
  const vendor = useVendorSession();
  const { failure, guard } = useSubmitFailure();
  const uploadToken = useApplicationUploadToken();
  if (vendor) return <Navigate to="/verify-partner" replace />;
  return (
    <UploadTokenContext.Provider value={uploadToken}>
      <section className={styles.panel} aria-labelledby="signup-vendor-title">
        <h1 id="signup-vendor-title" className={styles.title}>
          <FormattedMessage id="application.title" />
        </h1>
        <p className={styles.lead}>
          <FormattedMessage id="application.lead" />
        </p>
        <Form
          schema={vendorApplicationInputSchema}
          defaultValues={EMPTY}
          onSubmit={guard(async (values) => {
            const { vendor: session } = await applyAsVendor({ ...values, uploadToken: await uploadToken() });
            vendorSessionStore.set(session);
            void navigate('/verify-partner', { replace: true });
          })}
          aria-labelledby="signup-vendor-title"
        >
          {(form) => (
            <div className={styles.panel}>
              <ApplicationFields />
              <div className={styles.grid}>
                <FormTextField name="email" type="email" label={intl.formatMessage({ id: 'common.email' })} autoComplete="email" required />
                <FormPasswordField
                  name="password"
                  label={intl.formatMessage({ id: 'common.password' })}
                  autoComplete="new-password"
                  required
                  toggleLabel={intl.formatMessage({ id: 'auth.showPassword' })}
                  showText={intl.formatMessage({ id: 'auth.show' })}
                  hideText={intl.formatMessage({ id: 'auth.hide' })}
                />
              </div>
              <FormFooter
                failure={failure}
                fallback="application.failed"
                busy={form.formState.isSubmitting}
                submit={<FormattedMessage id={form.formState.isSubmitting ? 'application.busy' : 'application.submit'} />}
              >
                <span>
                  <FormattedMessage id="apply.haveAccount" />{' '}
                  <Link to="/signin-vendor">
                    <FormattedMessage id="apply.signIn" />
                  </Link>
                </span>
              </FormFooter>
            </div>
          )}
        </Form>
      </section>
    </UploadTokenContext.Provider>
  );
}

/** /signupvendor: a shop's application to sell on Manzil, with its documents; sends the applicant to /verify-partner, signed in. */
export default function SignupVendorPage() {
  return (
    <RemoteIntl>
      <div className={styles.page}>
        <SignupVendorForm />
      </div>
    </RemoteIntl>
  );
}
