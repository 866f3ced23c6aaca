import { useIntl } from 'react-intl';
import { FormTextField } from '@manzil/shared/form';
import { FormUploadField } from '../uploads';
import { vendor_uiStyles as styles } from '../vendor-area';
import { CategoryChoices } from './category-choices';

const DOCUMENT_TYPES = 'application/pdf,image/jpeg,image/png';
const DOCUMENTS = [
  { name: 'commercialRegisterFile', label: 'application.commercialRegisterFile', current: 'commercialRegister' },
  { name: 'taxCardFile', label: 'application.taxCardFile', current: 'taxCard' },
] as const;

/** The fields of a vendor application, shared by /signupvendor and the re-submission on /verify-partner. */
export function ApplicationFields({ documentNames }: { documentNames?: { commercialRegister?: string | null; taxCard?: string | null } }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <>
      <div className={styles.grid}>
        <FormTextField name="shopName" label={t('application.shopName')} required />
        <FormTextField name="legalName" label={t('application.legalName')} required />
        <FormTextField name="commercialRegisterNumber" label={t('application.commercialRegisterNumber')} inputMode="numeric" required />
        <FormTextField name="taxCardNumber" label={t('application.taxCardNumber')} hint={t('application.taxCardHint')} required />
        <FormTextField name="contactName" label={t('application.contactName')} autoComplete="name" required />
        <FormTextField
          name="mobile"
          label={t('application.mobile')}
          hint={t('application.mobileHint')}
          type="tel"
          autoComplete="tel"
          required
        />
        <FormTextField name="city" label={t('application.city')} autoComplete="address-level2" required />
      </div>
      <CategoryChoices name="categoryIds" />
      <div className={styles.grid}>
        {DOCUMENTS.map(({ name, label, current }) => (
          <FormUploadField
            key={name}
            name={name}
            kind="document"
            label={t(label)}
            hint={t('application.documentHint')}
            accept={DOCUMENT_TYPES}
            currentName={documentNames?.[current]}
          />
        ))}
      </div>
    </>
  );
}
