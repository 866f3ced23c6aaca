import { portOf } from '@manzil/tooling/apps';
import { createConfig } from '@manzil/tooling/webpack';

export default createConfig({
  name: 'shell',
  dir: import.meta.dirname,
  port: portOf('shell'),
  title: 'Manzil — furniture and home design in Egypt',
  publicPath: '/',
  // Node build only (dist/server/): the document server's renderer of the frame and the owning remote's page.
  serverEntry: './src/server.ts',
});
