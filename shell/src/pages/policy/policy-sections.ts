import type { IntlShape } from 'react-intl';
import { RETURN_RULES } from '@manzil/shared/contract';

/** The numbers a policy's texts name ({changeOfMindDays}…): the returns rules the API enforces, from one place. */
export const POLICY_VALUES: Record<string, number> = { ...RETURN_RULES };

/** One section of a policy: its anchor, heading and body text. */
export interface PolicySection {
  id: string;
  heading: string;
  body: string;
}

/** The sections of a policy, in order: `policy.{key}.s1.heading` / `.s1.body`, `s2`… while they exist. */
export function policySections(intl: IntlShape, key: string): PolicySection[] {
  const sections: PolicySection[] = [];
  for (let n = 1; intl.messages[`policy.${key}.s${n}.heading`] !== undefined; n++) {
    sections.push({
      id: `${key}-s${n}`,
      heading: intl.formatMessage({ id: `policy.${key}.s${n}.heading` }, POLICY_VALUES),
      body: intl.formatMessage({ id: `policy.${key}.s${n}.body` }, POLICY_VALUES),
    });
  }
  return sections;
}
