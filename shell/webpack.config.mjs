import { portOf } from '@manzil/tooling/apps';
import { createConfig } from '@manzil/tooling/webpack';

export default createConfig({
  name: 'shell',
  dir: import.meta.dirname,
  port: portOf('shell'),
  title: 'Manzil — furniture and home design in Egypt',
  publicPath: '/',
});
