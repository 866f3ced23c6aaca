import { createConfig } from '@manzil/tooling/webpack';

export default createConfig({
  name: 'account',
  dir: import.meta.dirname,
  port: Number(process.env.ACCOUNT_PORT ?? 3003),
  title: 'Manzil — account',
  exposes: {
    './routes': './src/exposed/routes.tsx',
    './FavoritesPanel': './src/exposed/favorites-panel.tsx',
    './AccountMenu': './src/exposed/account-menu.tsx',
  },
});
