// A minimal stand-in for the shell, used only when this remote runs alone: a bar with the
// remote's pages, the favorites button and the avatar menu (or a Login link).
import { useAtomValue } from 'jotai';
import { Link, Outlet } from '@manzil/shared/router';
import { bus, openPanelAtom, sessionAtom } from '@manzil/shared';
import AccountMenu from './exposed/account-menu';
import FavoritesPanel from './exposed/favorites-panel';

export function DevHost() {
  const session = useAtomValue(sessionAtom);
  const open = useAtomValue(openPanelAtom) === 'favorites';
  return (
    <>
      <nav
        style={{
          display: 'flex',
          gap: 16,
          alignItems: 'center',
          padding: 12,
          borderBlockEnd: '1px solid #e4dbd0',
          fontFamily: 'system-ui',
        }}
      >
        <strong>mfe-account</strong>
        <Link to="/login">/login</Link>
        <Link to="/signup">/signup</Link>
        <Link to="/myaccount">/myaccount</Link>
        <button type="button" onClick={() => bus.emit('ui:open-panel', { panel: 'favorites' })}>
          Favorites
        </button>
        {session ? <AccountMenu /> : <Link to="/login">Login</Link>}
      </nav>
      <Outlet />
      {open ? <FavoritesPanel open onClose={() => bus.emit('ui:open-panel', { panel: null })} /> : null}
    </>
  );
}
