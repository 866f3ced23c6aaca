import { mockMatchMedia } from '../test-media';
import { FURNITURE } from '../test-categories';

// The category bar paints plain links first and loads its mega-menu (Radix NavigationMenu) on
// demand. The loaded menu is kept for the page's life, so each test runs in a fresh
// module registry: a page that has not loaded it yet.

jest.mock('../federation/remote-component', () => ({
  RemoteComponent: ({ id }: { id: string }) => <div data-testid={`remote-${id}`} />,
}));
jest.mock('@manzil/shared', () =>
  jest
    .requireActual<typeof import('../test-categories')>('../test-categories')
    .withCategories(jest.requireActual('@manzil/shared'), jest.fn()),
);

const originalMatchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = originalMatchMedia;
});

// Set before a fresh @testing-library/react is imported inside a test (it may not add its afterEach there).
declare const process: { env: Record<string, string | undefined> };

type Rtl = typeof import('@testing-library/react');

/** Renders the header in a fresh module registry (the menu not loaded yet) with FURNITURE as the categories. */
async function freshHeader(body: (rtl: Rtl) => Promise<void>) {
  process.env.RTL_SKIP_AUTO_CLEANUP = 'true';
  // A fresh registry loads jotai again, which warns about a second instance: expected here.
  const warn = console.warn;
  const quiet = jest.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).startsWith('Detected multiple Jotai instances')) warn(...args);
  });
  await jest.isolateModulesAsync(async () => {
    const rtl = await import('@testing-library/react');
    const shared = await import('@manzil/shared');
    const { renderShell } = await import('../test-utils');
    const { Header } = await import('./header');
    (shared.getCategories as jest.MockedFunction<typeof shared.getCategories>).mockResolvedValue([FURNITURE]);
    try {
      renderShell(<Header />);
      await rtl.waitFor(() =>
        expect(bar(rtl).getByRole('link', { name: 'Furniture' })).toHaveAttribute('href', '/category/1/subcategories'),
      );
      await body(rtl);
    } finally {
      rtl.cleanup();
    }
  });
  quiet.mockRestore();
}

/** A mouse's pointer event (jsdom has no PointerEvent, and Radix opens menus for the mouse only). */
function mouseEvent(type: string, relatedTarget: EventTarget | null = null): Event {
  const event = new MouseEvent(type, { bubbles: true, cancelable: true, relatedTarget });
  Object.defineProperty(event, 'pointerType', { value: 'mouse' });
  return event;
}

const bar = (rtl: Rtl) => rtl.within(rtl.screen.getByRole('navigation', { name: 'Categories' }));
/** True once the mega-menu bar has replaced the plain one (its category links are menu triggers). */
const menuLoaded = (rtl: Rtl) => bar(rtl).getByRole('link', { name: 'Furniture' }).hasAttribute('aria-expanded');

describe('the category bar before its mega-menu has loaded', () => {
  // Each test imports the header afresh (isolateModulesAsync): on a cold transform cache the
  // first one compiles the shared package first, which can take longer than jest's 5 s.
  jest.setTimeout(20_000);

  it('paints plain links in the same order, and loads no menu on a narrow screen, even when the person moves', async () => {
    await freshHeader(async (rtl) => {
      expect(
        bar(rtl)
          .getAllByRole('link')
          .map((a) => a.textContent),
      ).toEqual(['All Brands', 'Furniture', 'Ready To Ship', 'On Sale']);
      rtl.fireEvent.pointerMove(document.body);
      rtl.fireEvent.keyDown(document.body, { key: 'Tab' });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(menuLoaded(rtl)).toBe(false);
    });
  });

  it("loads the menu at the person's first move anywhere on a screen that shows the bar", async () => {
    mockMatchMedia(['(min-width: 767px)']);
    await freshHeader(async (rtl) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(menuLoaded(rtl)).toBe(false);
      rtl.fireEvent.pointerMove(document.body);
      await rtl.waitFor(() => expect(menuLoaded(rtl)).toBe(true));
      expect(bar(rtl).queryByRole('link', { name: 'Shop all Furniture' })).not.toBeInTheDocument();
    });
  });

  it('opens the category the mouse rests on once the menu has loaded', async () => {
    await freshHeader(async (rtl) => {
      // React derives pointerenter and pointerleave from pointerover and pointerout.
      rtl.fireEvent(bar(rtl).getByRole('link', { name: 'Furniture' }), mouseEvent('pointerover'));
      await rtl.waitFor(() => expect(menuLoaded(rtl)).toBe(true));
      const trigger = bar(rtl).getByRole('link', { name: 'Furniture' });
      expect(await bar(rtl).findByRole('link', { name: 'Shop all Furniture' })).toHaveAttribute('href', '/category/1/subcategories');
      expect(trigger).toHaveAttribute('aria-expanded', 'true');
      rtl.fireEvent(trigger, mouseEvent('pointerout', document.body));
      await rtl.waitFor(() => expect(bar(rtl).queryByRole('link', { name: 'Shop all Furniture' })).not.toBeInTheDocument());
    });
  });

  it('ArrowDown pressed before the menu has loaded opens it with focus inside; Escape returns to the category', async () => {
    await freshHeader(async (rtl) => {
      const plain = bar(rtl).getByRole('link', { name: 'Furniture' });
      plain.focus();
      rtl.fireEvent.keyDown(plain, { key: 'ArrowDown' });
      await rtl.waitFor(() => expect(menuLoaded(rtl)).toBe(true));
      const shopAll = await bar(rtl).findByRole('link', { name: 'Shop all Furniture' });
      await rtl.waitFor(() => expect(shopAll).toHaveFocus());
      const trigger = bar(rtl).getByRole('link', { name: 'Furniture' });
      expect(trigger).toHaveAttribute('aria-expanded', 'true');
      rtl.fireEvent.keyDown(shopAll, { key: 'Escape' });
      await rtl.waitFor(() => expect(bar(rtl).queryByRole('link', { name: 'Shop all Furniture' })).not.toBeInTheDocument());
      expect(trigger).toHaveFocus();
    });
  });

  it('keeps the focused link focused when the menu replaces the plain bar', async () => {
    await freshHeader(async (rtl) => {
      bar(rtl).getByRole('link', { name: 'Ready To Ship' }).focus();
      await rtl.waitFor(() => expect(menuLoaded(rtl)).toBe(true));
      const readyToShip = bar(rtl).getByRole('link', { name: 'Ready To Ship' });
      expect(readyToShip).toHaveFocus();
      expect(bar(rtl).queryByRole('link', { name: 'Shop all Furniture' })).not.toBeInTheDocument();
    });
  });
});
