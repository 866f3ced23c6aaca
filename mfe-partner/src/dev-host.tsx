// A minimal stand-in for the shell, used only when this remote runs alone.
import { Link, Outlet } from '@manzil/shared/router';

const PAGES = ['/partners', '/careers', '/signin-vendor', '/signupvendor', '/admin-login', '/adminpanel'];

export function DevHost() {
  return (
    <>
      <nav
        style={{ display: 'flex', flexWrap: 'wrap', gap: 16, padding: 12, borderBlockEnd: '1px solid #e4dbd0', fontFamily: 'system-ui' }}
      >
        <strong>mfe-partner</strong>
        {PAGES.map((path) => (
          <Link key={path} to={path}>
            {path}
          </Link>
        ))}
      </nav>
      <Outlet />
    </>
  );
}
