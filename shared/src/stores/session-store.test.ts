import { bus } from '../bus';
import { StoredSession } from './session-store';

describe('StoredSession', () => {
  beforeEach(() => localStorage.clear());

  it('loads from storage, saves when set, removes when set to null', () => {
    localStorage.setItem('demo', JSON.stringify({ id: 'u1' }));
    const store = new StoredSession<{ id: string }>('demo');
    expect(store.value).toEqual({ id: 'u1' });
    store.set({ id: 'u2' });
    expect(JSON.parse(localStorage.getItem('demo')!)).toEqual({ id: 'u2' });
    store.set(null);
    expect(localStorage.getItem('demo')).toBeNull();
  });

  it('announces a change only when the session really changes', () => {
    const changes: unknown[] = [];
    const store = new StoredSession<{ id: string }>('demo', (value) => changes.push(value));
    const seen: unknown[] = [];
    store.session$.subscribe((value) => seen.push(value));
    store.set({ id: 'u1' });
    store.set({ id: 'u1' });
    store.set(null);
    store.set(null);
    expect(changes).toEqual([{ id: 'u1' }, null]);
    expect(seen).toEqual([null, { id: 'u1' }, null]);
  });

  it('tells a session the server ended (expire) from a sign-out, until the next sign-in', () => {
    const changes: unknown[] = [];
    const store = new StoredSession<{ id: string }>('demo', (value) => changes.push(value));
    store.set({ id: 'u1' });
    store.expire();
    expect(store.value).toBeNull();
    expect(localStorage.getItem('demo')).toBeNull();
    expect(store.expired).toBe(true);
    store.set({ id: 'u1' });
    expect(store.expired).toBe(false);
    store.set(null);
    expect(store.expired).toBe(false);
    store.expire();
    expect(store.expired).toBe(false);
    expect(changes).toEqual([{ id: 'u1' }, null, { id: 'u1' }, null]);
  });

  it('the shopper session is announced on the bus as session:changed', () => {
    // Imported lazily so this test's storage is clean when the page's store is created.
    const { sessionStore } = jest.requireActual<typeof import('./session-store')>('./session-store');
    const events: unknown[] = [];
    const sub = bus.on('session:changed').subscribe((e) => events.push(e));
    const user = { id: 'u9', email: 'a@b.eg', firstName: 'A', lastName: 'B', role: 'shopper' as const };
    sessionStore.set(user);
    sessionStore.set({ ...user });
    sessionStore.set(null);
    sub.unsubscribe();
    expect(events).toEqual([{ session: user }, { session: null }]);
  });
});
