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
});
