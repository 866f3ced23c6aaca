// Runs this remote on its own (its dev server, or its built index.html), with a minimal host:
// the same routes the shell would mount, without the shell's header and footer.
import { runAlone } from '@manzil/shared/standalone';
import { DevHost } from './dev-host';
import { routes } from './exposed/routes';

runAlone({ Host: DevHost, routes, favorites: true });
