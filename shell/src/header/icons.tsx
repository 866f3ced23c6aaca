/** Inline icons of the header (decorative: their buttons carry the accessible names). */
const common = {
  width: 24,
  height: 24,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
} as const;

export const HeartIcon = () => (
  <svg {...common}>
    <path d="M12 20.5s-7.5-4.6-9.2-9.1C1.6 8.1 3.7 4.5 7.2 4.5c2 0 3.6 1.2 4.8 2.9 1.2-1.7 2.8-2.9 4.8-2.9 3.5 0 5.6 3.6 4.4 6.9-1.7 4.5-9.2 9.1-9.2 9.1z" />
  </svg>
);

export const CartIcon = () => (
  <svg {...common}>
    <path d="M3 4h2.2l2.1 11.2a1.6 1.6 0 0 0 1.6 1.3h8.6a1.6 1.6 0 0 0 1.6-1.2L21 8H6.1" />
    <circle cx="9.5" cy="20" r="1.3" />
    <circle cx="17.5" cy="20" r="1.3" />
  </svg>
);

export const UserIcon = () => (
  <svg {...common}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 20.5c1.2-3.9 4.3-6 8-6s6.8 2.1 8 6" />
  </svg>
);

export const MenuIcon = () => (
  <svg {...common}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </svg>
);

export const CloseIcon = () => (
  <svg {...common}>
    <path d="M6 6l12 12M18 6L6 18" />
  </svg>
);

/**
 * The Manzil wordmark: a house outline with the name; `light` for dark backgrounds (the footer).
 * Always laid out left to right: in an Arabic page the name would otherwise run out of the frame.
 */
export const Logo = ({ light = false }: { light?: boolean }) => (
  <svg width="132" height="32" viewBox="0 0 132 32" aria-hidden="true" direction="ltr">
    <path d="M4 15 L16 5 L28 15 V28 H4 Z" fill="none" stroke={light ? '#e0a95e' : '#7a4a22'} strokeWidth="2.6" strokeLinejoin="round" />
    <rect x="13" y="18" width="6" height="10" rx="1" fill="#c7883b" />
    <text
      x="36"
      y="24"
      fontFamily="Georgia, 'Times New Roman', serif"
      fontSize="22"
      fontWeight="700"
      fill={light ? '#ffffff' : '#2b2520'}
      letterSpacing="0.5"
    >
      Manzil
    </text>
  </svg>
);
