import { FormattedMessage } from 'react-intl';
import { formatPriceLE, useDisplayLocale } from '@manzil/shared';
import type { EarningLine } from '@manzil/shared/contract';

/** An amount in EGP as the store writes prices ("LE 1,250.00" / "1,250.00 ج.م"). */
export function Money({ value }: { value: number }) {
  const locale = useDisplayLocale();
  return <bdi>{formatPriceLE(value, locale)}</bdi>;
}

/** The rule that set a line's commission: "10% + LE 5.00, vendor rule". */
export function RuleText({ rule }: { rule: EarningLine['rule'] }) {
  const locale = useDisplayLocale();
  const parts: string[] = [];
  if (rule.percent !== null) parts.push(`${rule.percent}%`);
  if (rule.fixedAmount !== null) parts.push(formatPriceLE(rule.fixedAmount, locale));
  return <FormattedMessage id="earnings.rule" values={{ terms: parts.join(' + ') || '—', scope: rule.scope ?? 'none' }} />;
}
