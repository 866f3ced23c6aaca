import { useState } from 'react';
import { imageUrl } from '@manzil/shared';
import styles from './brand-logo.module.css';

/** A brand's logo, or its initials on a warm tile when there is no logo (or it fails to load). */
export function BrandLogo({ name, logo, size = 64 }: { name: string; logo?: string | null; size?: number }) {
  const [failed, setFailed] = useState(false);
  const src = imageUrl(logo);
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
  return (
    <span className={styles.logo} style={{ width: size, height: size }}>
      {src && !failed ? (
        <img src={src} alt="" loading="lazy" onError={() => setFailed(true)} />
      ) : (
        <span className={styles.initials} style={{ fontSize: size * 0.36 }} aria-hidden="true">
          {initials || '·'}
        </span>
      )}
    </span>
  );
}
