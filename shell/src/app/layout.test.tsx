import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { isServedAnswer, markServedAnswers } from '@manzil/shared';
import { useNavigate } from '@manzil/shared/router';
import { MemoryRouter } from '@manzil/shared/router/testing';
import { useEndServedViewOnNavigation, useScrollToTopOnNavigation } from './layout';

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

describe("the served document's showing", () => {
  it('lasts until the first navigation', () => {
    markServedAnswers({ queries: [{ queryHash: '["products","list"]' }] });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={['/products/onsale']}>{children}</MemoryRouter>
    );
    const { result } = renderHook(
      () => {
        useEndServedViewOnNavigation();
        return useNavigate();
      },
      { wrapper },
    );
    expect(isServedAnswer({ queryHash: '["products","list"]' })).toBe(true);
    act(() => void result.current('/product/1'));
    expect(isServedAnswer({ queryHash: '["products","list"]' })).toBe(false);
  });
});
