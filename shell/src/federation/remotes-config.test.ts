import { findOwner, parseRemotesConfig, readRemotesConfig } from './remotes-config';

const manifest = {
  apiBaseUrl: 'http://{hostname}:4000',
  remotes: [
    {
      name: 'catalog',
      entry: 'http://{hostname}:3001/mf-manifest.json',
      routes: ['/', '/home', '/product/:id', '/products/readytoship', '/products/:typeId/:typeName'],
    },
    { name: 'account', entry: 'http://{hostname}:3003/mf-manifest.json', routes: ['/login', '/usersss'] },
  ],
};

describe('the runtime manifest', () => {
  it('fills {hostname} with the page host, so cookies stay same-site', () => {
    const config = parseRemotesConfig(manifest);
    expect(config.remotes[0].entry).toBe('http://localhost:3001/mf-manifest.json');
  });

  it('finds the remote that owns a path, and none for an unknown path', () => {
    const { remotes } = parseRemotesConfig(manifest);
    expect(findOwner(remotes, '/')?.name).toBe('catalog');
    expect(findOwner(remotes, '/product/42')?.name).toBe('catalog');
    expect(findOwner(remotes, '/products/readytoship')?.name).toBe('catalog');
    expect(findOwner(remotes, '/products/7/Sofas')?.name).toBe('catalog');
    expect(findOwner(remotes, '/login')?.name).toBe('account');
    expect(findOwner(remotes, '/product')).toBeNull();
    expect(findOwner(remotes, '/nowhere')).toBeNull();
  });

  it('rejects a manifest without remotes', () => {
    expect(() => parseRemotesConfig({ apiBaseUrl: 'x' })).toThrow(/remotes/);
  });

  it('starts with no remotes when the manifest cannot be read, instead of failing', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const config = await readRemotesConfig(Promise.reject(new Error('404')));
    expect(config.remotes).toEqual([]);
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });
});
