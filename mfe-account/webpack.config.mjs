import { portOf } from '@manzil/tooling/apps';
import { createConfig } from '@manzil/tooling/webpack';

export default createConfig({
  name: 'account',
  dir: import.meta.dirname,
  port: portOf('account'),
  title: 'Manzil — account',
  exposes: {
    './routes': './src/exposed/routes.tsx',
    './FavoritesPanel': './src/exposed/favorites-panel.tsx',
    './AccountMenu': './src/exposed/account-menu.tsx',
  },
  // Node build only (dist/server/): the pages' frames rendered for the shell's document server.
  serverExposes: {
    './server': './src/exposed/server.tsx',
  },
});
