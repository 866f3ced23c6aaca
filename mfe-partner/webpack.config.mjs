import { portOf } from '@manzil/tooling/apps';
import { createConfig } from '@manzil/tooling/webpack';

export default createConfig({
  name: 'partner',
  dir: import.meta.dirname,
  port: portOf('partner'),
  title: 'Manzil — partners',
  exposes: {
    './routes': './src/exposed/routes.tsx',
  },
  // Node build only (dist/server/): the pages rendered for the shell's document server.
  serverExposes: {
    './server': './src/exposed/server.tsx',
  },
});
