import type { ButtonHTMLAttributes } from 'react';
import styles from './ui.module.css';

/** Props of Button: a native button with a visual variant. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'danger';
}

/** The store's button: primary (brown), secondary (outlined) or danger (red). */
export function Button({ variant = 'primary', className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={[styles.button, styles[variant], className].filter(Boolean).join(' ')} {...rest} />;
}
