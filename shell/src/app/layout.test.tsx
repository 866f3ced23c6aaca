import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useNavigate } from '@manzil/shared/router';
import { MemoryRouter } from '@manzil/shared/router/testing';
import { useFirstViewReleaseOnNavigation, useScrollToTopOnNavigation } from './layout';

describe('scroll to top (SPEC §2)', () => {
  it('scrolls to the top 100 ms after each navigation', () => {
    jest.useFakeTimers();
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={['/a']}>{children}</MemoryRouter>;
    const { result } = renderHook(
      () => {
        useScrollToTopOnNavigation();
        return useNavigate();
      },
      { wrapper },
    );
    act(() => jest.advanceTimersByTime(100));
    scrollTo.mockClear();
    act(() => void result.current('/b'));
    act(() => jest.advanceTimersByTime(99));
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    jest.useRealTimers();
  });
});

describe("the document's first view (issue 9)", () => {
  it('stays on its own address and goes with the first navigation elsewhere', () => {
    const view = document.createElement('div');
    view.id = 'manzil-first-view';
    document.body.append(view);
    const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={['/product/7']}>{children}</MemoryRouter>;
    const { result } = renderHook(
      () => {
        useFirstViewReleaseOnNavigation();
        return useNavigate();
      },
      { wrapper },
    );
    expect(document.getElementById('manzil-first-view')).not.toBeNull();
    act(() => void result.current('/product/7?tab=1'));
    expect(document.getElementById('manzil-first-view')).not.toBeNull();
    act(() => void result.current('/home'));
    expect(document.getElementById('manzil-first-view')).toBeNull();
  });
});
