import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '@manzil/shared/router';
import { useQueryClient } from '@manzil/shared/query';
import { getRuntimeConfig } from '@manzil/shared';
import { Form } from '@manzil/shared/form';
import { vendorApplicationResubmitSchema, type ApplicationState, type VendorApplication } from '@manzil/shared/contract';
import { FormFooter, useSubmitFailure } from '../form-fields';
import { ApplicationFields } from '../signup';
import { resubmitApplication } from '../vendor-api';
import { vendorKeys } from '../vendor-api';
import { DecisionChip } from '../vendor-area';
import { VendorPage } from '../vendor-area';
import { vendor_uiStyles as styles } from '../vendor-area';

function Resubmit({ application }: { application: VendorApplication }) {
  const intl = useIntl();
  const client = useQueryClient();
  const { failure, guard } = useSubmitFailure();
  const doc = (kind: 'commercial_register' | 'tax_card') => application.documents.find((d) => d.kind === kind)?.upload;
  return (
    <Form
      schema={vendorApplicationResubmitSchema}
      defaultValues={{
        shopName: application.shopName,
        legalName: application.legalName,
        commercialRegisterNumber: application.commercialRegisterNumber,
        taxCardNumber: application.taxCardNumber,
        contactName: application.contactName,
        mobile: application.mobile,
        city: application.city,
        categoryIds: application.categories.map((c) => c._id),
        commercialRegisterFile: doc('commercial_register')?._id ?? '',
        taxCardFile: doc('tax_card')?._id ?? '',
      }}
      onSubmit={guard(async (values) => {
        client.setQueryData(vendorKeys.application(), await resubmitApplication(values));
      })}
      aria-label={intl.formatMessage({ id: 'verify.resubmitTitle' })}
    >
      {(form) => (
        <div className={styles.panel}>
          <h2 className={styles.subtitle}>
            <FormattedMessage id="verify.resubmitTitle" />
          </h2>
          <ApplicationFields documentNames={{ commercialRegister: doc('commercial_register')?.name, taxCard: doc('tax_card')?.name }} />
          <FormFooter
            failure={failure}
            fallback="application.failed"
            busy={form.formState.isSubmitting}
            submit={<FormattedMessage id="verify.resubmit" />}
          />
        </div>
      )}
    </Form>
  );
}

function Status({ state, vendorId }: { state: ApplicationState; vendorId: string }) {
  const intl = useIntl();
  const application = state.application;
  const apiBase = getRuntimeConfig().apiBaseUrl.replace(/\/$/, '');
  if (!application) {
    return (
      <p className={styles.success}>
        <FormattedMessage id="verify.approvedNoApplication" />
      </p>
    );
  }
  return (
    <>
      <div className={styles.actions}>
        <DecisionChip status={application.status} />
        <span className={styles.muted}>
          <FormattedMessage
            id="verify.submitted"
            values={{ date: intl.formatDate(application.submittedAt, { dateStyle: 'medium' }), count: application.submissions }}
          />
        </span>
      </div>
      {application.status === 'pending' ? (
        <p className={styles.notice}>
          <FormattedMessage id="verify.pending" />
        </p>
      ) : null}
      {application.status === 'approved' ? (
        <p className={styles.success}>
          <FormattedMessage id="verify.approved" />{' '}
          <Link to={`/vendor-dashboard/${encodeURIComponent(vendorId)}`}>
            <FormattedMessage id="section.toDashboard" />
          </Link>
        </p>
      ) : null}
      {application.status === 'rejected' ? (
        <div className={styles.notice} role="status">
          <p>
            <strong>
              <FormattedMessage id="verify.rejected" />
            </strong>
          </p>
          <p>{application.reason}</p>
        </div>
      ) : null}
      <dl className={styles.grid}>
        {(
          [
            ['application.shopName', application.shopName],
            ['application.legalName', application.legalName],
            ['application.commercialRegisterNumber', application.commercialRegisterNumber],
            ['application.taxCardNumber', application.taxCardNumber],
            ['application.contactName', application.contactName],
            ['application.mobile', application.mobile],
            ['application.city', application.city],
            ['application.categories', application.categories.map((c) => c.name).join(', ')],
          ] as const
        ).map(([id, value]) => (
          <div key={id}>
            <dt className={styles.muted}>
              <FormattedMessage id={id} />
            </dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
      <h2 className={styles.subtitle}>
        <FormattedMessage id="verify.documents" />
      </h2>
      <ul className={styles.list}>
        {application.documents.map((document) => (
          <li key={document.kind} className={styles.row}>
            <span>
              <FormattedMessage id={`verify.document.${document.kind}`} />
            </span>
            {document.upload ? (
              <a href={`${apiBase}${document.upload.path}`} target="_blank" rel="noreferrer">
                {document.upload.name || document.upload._id}
              </a>
            ) : (
              <span className={styles.muted}>
                <FormattedMessage id="verify.documentMissing" />
              </span>
            )}
          </li>
        ))}
      </ul>
      {application.status === 'rejected' ? <Resubmit application={application} /> : null}
    </>
  );
}

/** /verify-partner: the application's status, its documents, and re-submission after a rejection. */
export default function VerifyPartnerPage() {
  return (
    <VendorPage allowUnapproved>
      {(vendor, state) => (
        <section className={styles.panel} aria-labelledby="verify-title">
          <h1 id="verify-title" className={styles.title}>
            <FormattedMessage id="verify.title" />
          </h1>
          <Status state={state} vendorId={vendor.vendorId} />
        </section>
      )}
    </VendorPage>
  );
}
