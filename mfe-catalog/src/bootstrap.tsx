// Runs this remote on its own (its dev server, or its built index.html), with a minimal host:
// the search box on top and the same routes the shell would mount, without the shell's header
// and footer.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Outlet, RouterProvider } from 'react-router-dom';
import { setRuntimeConfig } from '@manzil/shared';
import SearchBox from './exposed/search-box';
import { routes } from './exposed/routes';

setRuntimeConfig({ apiBaseUrl: 'http://{hostname}:4000' });

function DevHost() {
  return (
    <>
      <header style={{ padding: '12px 20px', borderBlockEnd: '1px solid #e4dbd0', background: '#fff', position: 'sticky', top: 0, zIndex: 10 }}>
        <SearchBox />
      </header>
      <main>
        <Outlet />
      </main>
    </>
  );
}

const router = createBrowserRouter([{ element: <DevHost />, children: routes.map(({ path, Component }) => ({ path, Component })) }]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
