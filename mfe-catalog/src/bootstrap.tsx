// Runs this remote on its own (its dev server, or its built index.html), with a minimal host:
// the search box on top and the same routes the shell would mount, without the shell's header
// and footer.
import { Outlet } from '@manzil/shared/router';
import { runAlone } from '@manzil/shared/standalone';
import SearchBox from './exposed/search-box';
import { routes } from './exposed/routes';

function DevHost() {
  return (
    <>
      <header
        style={{ padding: '12px 20px', borderBlockEnd: '1px solid #e4dbd0', background: '#fff', position: 'sticky', top: 0, zIndex: 10 }}
      >
        <SearchBox />
      </header>
      <main>
        <Outlet />
      </main>
    </>
  );
}

runAlone({ Host: DevHost, routes, favorites: true });
