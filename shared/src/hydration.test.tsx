import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { useHydrated } from './hydration';

// React's act() outside Testing Library's render.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Personal() {
  return <p>{useHydrated() ? 'the shopper’s own' : 'the same for everyone'}</p>;
}

describe('useHydrated', () => {
  it('is false on the server and during hydration (no mismatch), true right after', async () => {
    const served = renderToString(<Personal />);
    expect(served).toBe('<p>the same for everyone</p>');
    const container = document.createElement('div');
    container.innerHTML = served;
    const servedParagraph = container.firstChild;
    const recoverable = jest.fn();
    await act(async () => {
      hydrateRoot(container, <Personal />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    // Hydrated in place, then filled in.
    expect(container.firstChild).toBe(servedParagraph);
    expect(container.textContent).toBe('the shopper’s own');
  });

  it('is true from the first render of a page the browser renders itself', async () => {
    const container = document.createElement('div');
    await act(async () => createRoot(container).render(<Personal />));
    expect(container.textContent).toBe('the shopper’s own');
  });
});
