/**
 * The demo accounts created by the seed and printed at start. Every environment that runs the
 * seed has them, so never seed a production database with these passwords.
 */
export interface DemoAccount {
  role: 'shopper' | 'vendor' | 'admin';
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export const DEMO_PASSWORD = 'Manzil#2026';

export const DEMO_SHOPPER: DemoAccount = {
  role: 'shopper',
  email: 'shopper@manzil.eg',
  password: DEMO_PASSWORD,
  firstName: 'Nour',
  lastName: 'Hassan',
};

/** Owns the first vendor shop, and so several brands and their products. */
export const DEMO_VENDOR: DemoAccount = {
  role: 'vendor',
  email: 'vendor@manzil.eg',
  password: DEMO_PASSWORD,
  firstName: 'Karim',
  lastName: 'Farouk',
};

/**
 * Owns the second vendor shop: with the first, an order can hold two vendors' lines that each
 * vendor follows in its own area (the money's e2e, a demo of payouts to several shops).
 */
export const DEMO_VENDOR_2: DemoAccount = {
  role: 'vendor',
  email: 'vendor2@manzil.eg',
  password: DEMO_PASSWORD,
  firstName: 'Laila',
  lastName: 'Mansour',
};

export const DEMO_ADMIN: DemoAccount = {
  role: 'admin',
  email: 'admin@manzil.eg',
  password: DEMO_PASSWORD,
  firstName: 'Mona',
  lastName: 'Adel',
};

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [DEMO_SHOPPER, DEMO_VENDOR, DEMO_VENDOR_2, DEMO_ADMIN];

/** The lines printed at start so a person can sign in at once. */
export function describeDemoAccounts(): string {
  const rows = DEMO_ACCOUNTS.map((a) => `  ${a.role.padEnd(8)} ${a.email.padEnd(20)} ${a.password}`);
  return ['Demo accounts (role, e-mail, password):', ...rows].join('\n');
}
