import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderShell } from '../test-utils';
import { NewsletterSlot } from './newsletter-slot';

// An IntersectionObserver the test drives: `show()` reports the footer near the viewport.
let report: ((near: boolean) => void) | undefined;
class FakeObserver {
  constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {}
  observe() {
    report = (near) => this.callback([{ isIntersecting: near }]);
  }
  disconnect() {
    report = undefined;
  }
}

const subscribe = () => screen.getByRole('button', { name: 'Subscribe' });

describe('the newsletter band loaded on demand', () => {
  const original = window.IntersectionObserver;
  beforeEach(() => Object.assign(window, { IntersectionObserver: FakeObserver }));
  afterEach(() => Object.assign(window, { IntersectionObserver: original }));

  it('shows its title and disabled fields until the footer is near the viewport after the person has scrolled', async () => {
    renderShell(<NewsletterSlot />);
    expect(screen.getByRole('heading', { name: 'Offers and new arrivals, first' })).toBeInTheDocument();
    expect(subscribe()).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'E-mail address' })).toBeDisabled();
    act(() => report!(true));
    expect(subscribe()).toBeDisabled();
    fireEvent.scroll(window);
    await waitFor(() => expect(subscribe()).toBeEnabled());
    expect(screen.getByRole('textbox', { name: 'E-mail address' })).toBeEnabled();
  });

  it('loads the form as soon as the pointer comes to it', async () => {
    renderShell(<NewsletterSlot />);
    expect(subscribe()).toBeDisabled();
    fireEvent.pointerEnter(subscribe().closest('section')!.parentElement!);
    await waitFor(() => expect(subscribe()).toBeEnabled());
  });
});
