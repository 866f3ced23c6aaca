import { routes } from './exposed/routes';

describe('exposed routes', () => {
  it('owns exactly the catalog routes of ARCHITECTURE', () => {
    expect(routes.map((r) => r.path).sort()).toEqual(
      [
        '/',
        '/home',
        '/vendors',
        '/vendor/:id',
        '/category/:id/subcategories',
        '/types/:id',
        '/products/readytoship',
        '/products/onsale',
        '/products/:typeId/:typeName',
        '/ProductsPage',
        '/product/:id',
        '/shop/:slug',
      ].sort(),
    );
  });

  it('loads every page lazily', () => {
    for (const route of routes) expect((route.Component as unknown as { $$typeof: symbol }).$$typeof).toBe(Symbol.for('react.lazy'));
  });
});
