// The apps of the store and their default ports (ARCHITECTURE "Ports"); each is overridable.
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The front-end apps: folder, federation name, port (env override), and whether it is the host. */
export const APPS = [
  { dir: 'shell', name: 'shell', port: Number(process.env.SHELL_PORT ?? 3000), host: true },
  { dir: 'mfe-catalog', name: 'catalog', port: Number(process.env.CATALOG_PORT ?? 3001) },
  { dir: 'mfe-checkout', name: 'checkout', port: Number(process.env.CHECKOUT_PORT ?? 3002) },
  { dir: 'mfe-account', name: 'account', port: Number(process.env.ACCOUNT_PORT ?? 3003) },
  { dir: 'mfe-partner', name: 'partner', port: Number(process.env.PARTNER_PORT ?? 3004) },
];

export const API_PORT = Number(process.env.API_PORT ?? process.env.PORT ?? 4000);
