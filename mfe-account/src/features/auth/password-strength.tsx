import { FormattedMessage, useIntl } from 'react-intl';
import { passwordStrength, type PasswordRules } from '@manzil/shared';
import styles from './password-strength.module.css';

/** The rules, in SPEC's order; each names its text `strength.rule.<rule>`. */
export const RULES = ['minLength', 'lowercase', 'uppercase', 'numberOrSymbol'] as const satisfies readonly (keyof PasswordRules)[];

/** The meter's labels; each names its text `strength.<label>`. */
export const STRENGTH_LABELS = ['Weak', 'Medium', 'Strong'] as const satisfies readonly ReturnType<typeof passwordStrength>['label'][];

/**
 * SPEC §5's live strength rules, green when met and red when not, and the meter: 25 points per
 * rule; 'Weak' one red bar, 'Medium' two orange bars, 'Strong' four green bars.
 */
export function PasswordStrength({ password, id }: { password: string; id?: string }) {
  const intl = useIntl();
  const { rules, label, bars } = passwordStrength(password);
  const level = label.toLowerCase();
  return (
    <div className={styles.strength} id={id}>
      <div className={styles.meterRow}>
        <div className={styles.meter} aria-hidden="true">
          {[0, 1, 2, 3].map((i) => (
            <span key={i} className={i < bars ? `${styles.bar} ${styles[level]}` : styles.bar} data-filled={i < bars} />
          ))}
        </div>
        <p className={`${styles.label} ${styles[`${level}Text`]}`} aria-live="polite">
          <FormattedMessage id="strength.title" />: <FormattedMessage id={`strength.${label}`} />
        </p>
      </div>
      <ul className={styles.rules}>
        {RULES.map((rule) => (
          <li key={rule} className={rules[rule] ? styles.met : styles.unmet} data-met={rules[rule]}>
            <span aria-hidden="true">{rules[rule] ? '✓' : '✗'}</span>
            <FormattedMessage id={`strength.rule.${rule}`} />
            <span className={styles.hidden}> ({intl.formatMessage({ id: rules[rule] ? 'strength.met' : 'strength.notMet' })})</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
