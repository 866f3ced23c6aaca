import { act, render, screen } from '@testing-library/react';
import { useAtomValue } from 'jotai';
import { sessionAtom } from './atoms';
import { sessionStore } from './stores/session-store';

function Who() {
  const session = useAtomValue(sessionAtom);
  return <p>{session ? session.firstName : 'signed out'}</p>;
}

describe('store atoms', () => {
  it('give the current value on the first render of a component mounted again', () => {
    const first = render(<Who />);
    first.unmount();
    act(() => sessionStore.set({ id: 'u1', email: 'a@b.eg', firstName: 'Nour', lastName: 'H', role: 'shopper' }));
    const renders: string[] = [];
    function Spy() {
      const session = useAtomValue(sessionAtom);
      renders.push(session ? session.firstName : 'signed out');
      return null;
    }
    render(
      <>
        <Spy />
        <Who />
      </>,
    );
    expect(renders[0]).toBe('Nour');
    expect(screen.getByText('Nour')).toBeInTheDocument();
    act(() => sessionStore.set(null));
    expect(screen.getByText('signed out')).toBeInTheDocument();
  });
});
