import * as Accordion from '@radix-ui/react-accordion';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { Link } from '@manzil/shared/router';
import { RichText } from '../content/rich-text';
import { useDocumentTitle } from '../content/use-document-title';
import content from '../content/content.module.css';
import styles from './faqs-page.module.css';

export const FAQ_TOPICS = ['orders', 'delivery', 'returns', 'payment', 'account', 'selling'] as const;

/** The questions of one topic, in order (`faqs.{topic}.q1`, `q2`… while they exist). */
export function topicQuestions(intl: IntlShape, topic: string): { id: string; question: string; answer: string }[] {
  const list = [];
  for (let n = 1; intl.messages[`faqs.${topic}.q${n}`] !== undefined; n++) {
    list.push({
      id: `${topic}-${n}`,
      question: intl.formatMessage({ id: `faqs.${topic}.q${n}` }),
      answer: intl.formatMessage({ id: `faqs.${topic}.a${n}` }),
    });
  }
  return list;
}

/** /faqs: the questions shoppers ask, by topic, each answer in a Radix Accordion. */
export function FaqsPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'faqs.title' }));
  return (
    <div className={`${content.page} ${content.narrow}`}>
      <header className={styles.intro}>
        <h1 className={content.title}>
          <FormattedMessage id="faqs.title" />
        </h1>
        <p className={content.lead}>
          <FormattedMessage id="faqs.lead" />{' '}
          <Link to="/contactus" className={styles.contact}>
            <FormattedMessage id="faqs.contact" />
          </Link>
        </p>
        <nav aria-label={intl.formatMessage({ id: 'faqs.title' })}>
          <ul className={styles.topics}>
            {FAQ_TOPICS.map((topic) => (
              <li key={topic}>
                <a href={`#faq-${topic}`} className={styles.topic}>
                  <FormattedMessage id={`faqs.${topic}.title`} />
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      {FAQ_TOPICS.map((topic) => (
        <section key={topic} id={`faq-${topic}`} className={styles.section} aria-labelledby={`faq-${topic}-title`}>
          <h2 id={`faq-${topic}-title`} className={styles.sectionTitle}>
            <FormattedMessage id={`faqs.${topic}.title`} />
          </h2>
          <Accordion.Root type="multiple" className={styles.accordion}>
            {topicQuestions(intl, topic).map((item) => (
              <Accordion.Item key={item.id} value={item.id} className={styles.item}>
                <Accordion.Header asChild>
                  <h3 className={styles.question}>
                    <Accordion.Trigger className={styles.trigger}>
                      {item.question}
                      <span className={styles.chevron} aria-hidden="true" />
                    </Accordion.Trigger>
                  </h3>
                </Accordion.Header>
                <Accordion.Content className={styles.answer}>
                  <div className={content.prose}>
                    <RichText text={item.answer} />
                  </div>
                </Accordion.Content>
              </Accordion.Item>
            ))}
          </Accordion.Root>
        </section>
      ))}
    </div>
  );
}
