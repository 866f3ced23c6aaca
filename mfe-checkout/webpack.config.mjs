import { portOf } from '@manzil/tooling/apps';
import { createConfig } from '@manzil/tooling/webpack';

export default createConfig({
  name: 'checkout',
  dir: import.meta.dirname,
  port: portOf('checkout'),
  title: 'Manzil — checkout',
  exposes: {
    './routes': './src/exposed/routes.tsx',
    './CartPopup': './src/exposed/cart-popup.tsx',
  },
  // Node build only (dist/server/): the pages' frames rendered for the shell's document server.
  serverExposes: {
    './server': './src/exposed/server.tsx',
  },
});
