import { bus, EventBus } from './bus';

describe('EventBus', () => {
  it('delivers each event only to subscribers of its type, with its payload', () => {
    const local = new EventBus();
    const panels: unknown[] = [];
    const removals: unknown[] = [];
    local.on('ui:open-panel').subscribe((p) => panels.push(p));
    local.on('cart:remove').subscribe((p) => removals.push(p));
    local.emit('ui:open-panel', { panel: 'cart' });
    local.emit('cart:remove', { id: 'p1' });
    expect(panels).toEqual([{ panel: 'cart' }]);
    expect(removals).toEqual([{ id: 'p1' }]);
  });

  it('does not replay past events to late subscribers', () => {
    const local = new EventBus();
    local.emit('cart:reset');
    const seen: unknown[] = [];
    local.on('cart:reset').subscribe(() => seen.push('reset'));
    expect(seen).toEqual([]);
  });

  it('is one instance per page, even when the module is loaded twice', () => {
    jest.isolateModules(() => {
      const again = jest.requireActual<typeof import('./bus')>('./bus');
      expect(again.bus).toBe(bus);
    });
  });
});
