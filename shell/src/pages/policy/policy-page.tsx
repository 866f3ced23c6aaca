import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams, useSearchParams } from '@manzil/shared/router';
import { findPolicy, POLICIES, type Policy } from '../../footer/policies';
import { RichText } from '../content/rich-text';
import { useDocumentTitle } from '../content/use-document-title';
import content from '../content/content.module.css';
import { POLICY_VALUES, policySections } from './policy-sections';
import styles from './policy-page.module.css';

const policyPath = (policy: Policy) => `/policy/${policy.slug}`;

function PolicyNav({ current }: { current: Policy | null }) {
  const intl = useIntl();
  return (
    <nav className={styles.nav} aria-label={intl.formatMessage({ id: 'policy.nav' })}>
      <p className={styles.navTitle}>
        <FormattedMessage id="policy.nav" />
      </p>
      <ul>
        {POLICIES.map((policy) => (
          <li key={policy.key}>
            <Link to={policyPath(policy)} aria-current={policy.key === current?.key ? 'page' : undefined}>
              <FormattedMessage id={`policy.${policy.key}.name`} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function PolicyCards() {
  const intl = useIntl();
  return (
    <ul className={styles.cards}>
      {POLICIES.map((policy) => (
        <li key={policy.key} className={content.card}>
          <h2 className={styles.cardTitle}>
            <Link to={policyPath(policy)}>
              <FormattedMessage id={`policy.${policy.key}.name`} />
            </Link>
          </h2>
          <p>{intl.formatMessage({ id: `policy.${policy.key}.summary` }, POLICY_VALUES)}</p>
        </li>
      ))}
    </ul>
  );
}

function PolicyArticle({ policy }: { policy: Policy }) {
  const intl = useIntl();
  const name = intl.formatMessage({ id: `policy.${policy.key}.name` });
  useDocumentTitle(name);
  return (
    <article className={styles.article} aria-labelledby="policy-title">
      <h1 id="policy-title" className={content.title}>
        {name}
      </h1>
      <p className={styles.effective}>
        <FormattedMessage id="policy.effective" />
      </p>
      <p className={`${content.lead} ${styles.summary}`}>
        <FormattedMessage id={`policy.${policy.key}.summary`} values={POLICY_VALUES} />
      </p>
      <div className={content.prose}>
        {policySections(intl, policy.key).map((section) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className={styles.section}>
            <h2 id={`${section.id}-title`}>{section.heading}</h2>
            <RichText text={section.body} />
          </section>
        ))}
      </div>
      <p className={styles.questions}>
        <FormattedMessage id="policy.questions" />{' '}
        <Link to="/contactus">
          <FormattedMessage id="policy.contact" />
        </Link>
      </p>
    </article>
  );
}

function PolicyIndex({ unknown }: { unknown: boolean }) {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: unknown ? 'policy.notFound' : 'policy.indexTitle' }));
  return (
    <div className={styles.article}>
      <h1 className={content.title}>
        <FormattedMessage id={unknown ? 'policy.notFound' : 'policy.indexTitle'} />
      </h1>
      <p className={`${content.lead} ${styles.summary}`}>
        <FormattedMessage id={unknown ? 'policy.notFoundBody' : 'policy.indexLead'} />
      </p>
      <PolicyCards />
    </div>
  );
}

/**
 * /policy, /policy/{section} and /policy?section={name} (SPEC §2): one of the eight policies,
 * named by its SPEC name or its slug, beside the list of all; without a section, the list.
 */
export function PolicyPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const section = params.section ?? search.get('section');
  const policy = findPolicy(section);
  return (
    <div className={`${content.page} ${styles.layout}`}>
      {policy ? <PolicyArticle policy={policy} /> : <PolicyIndex unknown={Boolean(section)} />}
      {policy ? <PolicyNav current={policy} /> : null}
    </div>
  );
}
