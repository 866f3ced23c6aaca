import { FormattedMessage, useIntl } from 'react-intl';
import { PASSWORD_RULES, passwordStrength, VisuallyHidden } from '@manzil/shared';
import styles from './password-strength.module.css';

/**
 * The message ids PasswordStrength reads from the page's react-intl messages: `strength.title`
 * ('Password strength'), `strength.Weak|Medium|Strong`, `strength.rule.<rule>` for each of the
 * contract's PASSWORD_RULES, and `strength.met` / `strength.notMet` (read only by screen readers).
 */
export const PASSWORD_STRENGTH_MESSAGE_IDS = [
  'strength.title',
  'strength.Weak',
  'strength.Medium',
  'strength.Strong',
  ...PASSWORD_RULES.map((rule) => `strength.rule.${rule}`),
  'strength.met',
  'strength.notMet',
] as const;

/** Props of PasswordStrength: the password as typed, and the id its field's aria-describedby names. */
export interface PasswordStrengthProps {
  password: string;
  id?: string;
}

/**
 * SPEC §5's live strength rules (the contract's `passwordRules`), green when met and red when
 * not, and the meter: 25 points per rule; 'Weak' one red bar, 'Medium' two orange bars,
 * 'Strong' four green bars. Its texts are PASSWORD_STRENGTH_MESSAGE_IDS. Inside a `Form`, give
 * `FormPasswordField` the `strength` prop rather than placing it by hand.
 */
export function PasswordStrength({ password, id }: PasswordStrengthProps) {
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
        {PASSWORD_RULES.map((rule) => (
          <li key={rule} className={rules[rule] ? styles.met : styles.unmet} data-met={rules[rule]}>
            <span aria-hidden="true">{rules[rule] ? '✓' : '✗'}</span>
            <FormattedMessage id={`strength.rule.${rule}`} />
            <VisuallyHidden> ({intl.formatMessage({ id: rules[rule] ? 'strength.met' : 'strength.notMet' })})</VisuallyHidden>
          </li>
        ))}
      </ul>
    </div>
  );
}
