import { createConfig } from '@manzil/tooling/webpack';

export default createConfig({
  name: 'checkout',
  dir: import.meta.dirname,
  port: Number(process.env.CHECKOUT_PORT ?? 3002),
  title: 'Manzil — checkout',
  exposes: {
    './routes': './src/exposed/routes.tsx',
    './CartPopup': './src/exposed/cart-popup.tsx',
  },
});
