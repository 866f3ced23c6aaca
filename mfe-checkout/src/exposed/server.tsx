// `./server` (Node build only): this remote's pages for the shell's document server
// (docs/rendering.md), by @manzil/shared/server's generic render. They are the shopper's own, so
// the server renders each as its frame (its heading and the loading state, in the page's
// language) and the browser fills it in; the head says `noindex` (route-loaders.ts).
import type { ComponentType } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Spinner } from '@manzil/shared';
import { createRemoteServer } from '@manzil/shared/server';
import { RemoteIntl } from '../intl';
import { PAGE_TITLES, loaders } from '../route-loaders';
import { routes } from './routes';

function Loading() {
  const intl = useIntl();
  return <Spinner label={intl.formatMessage({ id: 'common.loading' })} />;
}

/** A page's frame: its own heading and the loading state, nothing of the shopper's. */
function frame(titleId: string): ComponentType {
  function PageFrame() {
    return (
      <RemoteIntl>
        <h1>
          <FormattedMessage id={titleId} />
        </h1>
        <Loading />
      </RemoteIntl>
    );
  }
  return PageFrame;
}

export const { render } = createRemoteServer({
  routes: routes.map(({ path }) => ({ path, Component: frame(PAGE_TITLES[path] ?? 'common.loading') })),
  loaders,
});

export default { render };
