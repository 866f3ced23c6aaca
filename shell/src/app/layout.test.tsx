import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useNavigate } from '@manzil/shared/router';
import { MemoryRouter } from '@manzil/shared/router/testing';
import { useScrollToTopOnNavigation } from './layout';

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
