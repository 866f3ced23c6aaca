// One route list: the path patterns the shell's runtime manifest (tooling/apps.json) sends to
// each remote must be exactly the routes that remote exports. A route added on one side only
// would either never reach its page or leave a page the shell cannot route to.
import type { RemoteRoute } from '@manzil/shared';
import { routes as account } from 'mfe-account/src/exposed/routes';
import { routes as catalog } from 'mfe-catalog/src/exposed/routes';
import { routes as checkout } from 'mfe-checkout/src/exposed/routes';
import { routes as partner } from 'mfe-partner/src/exposed/routes';
import apps from '@manzil/tooling/apps.json';

const EXPORTED: Record<string, RemoteRoute[]> = { account, catalog, checkout, partner };

const manifest = { remotes: apps.apps.filter((app) => app.routes) as { name: string; routes: string[] }[] };

describe("remotes.json and the remotes' exported routes", () => {
  it('names every remote that exports routes, and only those', () => {
    expect(manifest.remotes.map((r) => r.name).sort()).toEqual(Object.keys(EXPORTED).sort());
  });

  it.each(Object.keys(EXPORTED))('routes to %s exactly the paths it exports', (name) => {
    const listed = manifest.remotes.find((r) => r.name === name)!.routes;
    expect([...listed].sort()).toEqual(EXPORTED[name].map((route) => route.path).sort());
  });
});
