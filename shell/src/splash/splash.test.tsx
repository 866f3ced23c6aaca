import { act, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { messages } from '../messages';
import { mockMatchMedia } from '../test-media';
import { Splash } from './splash';
import { FIRST_SPLASH_ELEMENT_ID, SPLASH_SEEN_COOKIE, SPLASH_SEEN_KEY, splashSeen } from './splash-session';

const originalMatchMedia = window.matchMedia;
const originalUserAgent = navigator.userAgent;

function setUserAgent(value: string) {
  Object.defineProperty(window.navigator, 'userAgent', { value, configurable: true });
}

function renderSplash() {
  const onComplete = jest.fn();
  render(
    <IntlProvider locale="en" messages={messages}>
      <Splash onComplete={onComplete} />
    </IntlProvider>,
  );
  return onComplete;
}

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

beforeEach(() => {
  jest.useFakeTimers();
  sessionStorage.clear();
  mockMatchMedia([]);
});
afterEach(() => {
  jest.useRealTimers();
  window.matchMedia = originalMatchMedia;
  setUserAgent(originalUserAgent);
});

describe('the splash screen (SPEC §2, §4, §9)', () => {
  it('desktop: plays the brand film and completes after 10 s, not before', () => {
    const onComplete = renderSplash();
    const splash = screen.getByRole('dialog', { name: 'Welcome to Manzil' });
    expect(splash.querySelector('video')).toHaveAttribute('src', 'file-stub');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    advance(9_999);
    expect(onComplete).not.toHaveBeenCalled();
    advance(1);
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('desktop: fetches the film only once the page has loaded, showing the still picture as its poster until then', () => {
    Object.defineProperty(document, 'readyState', { value: 'interactive', configurable: true });
    try {
      renderSplash();
      const video = screen.getByRole('dialog').querySelector('video')!;
      expect(video).not.toHaveAttribute('src');
      expect(video).toHaveAttribute('poster', 'file-stub');
      act(() => {
        window.dispatchEvent(new Event('load'));
      });
      expect(video).toHaveAttribute('src', 'file-stub');
    } finally {
      delete (document as unknown as { readyState?: string }).readyState;
    }
  });

  it('mobile (up to 768 px): a still picture and a ring rising by 1 every 50 ms, done at 100 after 5 s', () => {
    mockMatchMedia(['(max-width: 768px)']);
    const onComplete = renderSplash();
    expect(screen.getByRole('dialog').querySelector('video')).toBeNull();
    expect(screen.getByRole('dialog').querySelector('img')).toBeInTheDocument();
    const ring = screen.getByRole('progressbar', { name: 'Loading the store' });
    expect(ring).toHaveAttribute('aria-valuenow', '0');
    advance(50);
    expect(ring).toHaveAttribute('aria-valuenow', '1');
    advance(950);
    expect(ring).toHaveAttribute('aria-valuenow', '20');
    advance(3_950);
    expect(ring).toHaveAttribute('aria-valuenow', '99');
    expect(onComplete).not.toHaveBeenCalled();
    advance(50);
    expect(onComplete).toHaveBeenCalledTimes(1);
    advance(10_000);
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('iOS counts as mobile whatever the width', () => {
    setUserAgent(
      'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    );
    const onComplete = renderSplash();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    advance(5_000);
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('with reduced motion, desktop shows the still picture instead of the film (still 10 s)', () => {
    mockMatchMedia(['(prefers-reduced-motion: reduce)']);
    const onComplete = renderSplash();
    expect(screen.getByRole('dialog').querySelector('video')).toBeNull();
    expect(screen.getByRole('dialog').querySelector('img')).toBeInTheDocument();
    advance(5_000);
    expect(onComplete).not.toHaveBeenCalled();
    advance(5_000);
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('Escape skips it at once', () => {
    const onComplete = renderSplash();
    advance(1_000);
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(onComplete).toHaveBeenCalledTimes(1);
    advance(10_000);
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('a click anywhere skips it', () => {
    const onComplete = renderSplash();
    fireEvent.click(screen.getByRole('dialog'));
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('has a focused Skip intro button', () => {
    const onComplete = renderSplash();
    const skip = screen.getByRole('button', { name: 'Skip intro' });
    expect(skip).toHaveFocus();
    fireEvent.click(skip);
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('is remembered for the browser session (the key the e2e tests set to skip it)', () => {
    expect(splashSeen()).toBe(false);
    renderSplash();
    expect(sessionStorage.getItem(SPLASH_SEEN_KEY)).toBe('1');
    expect(splashSeen()).toBe(true);
  });
});

/** A file of the shell's sources, read from disk (the shell's tests have no Node types). */
function sourceFile(relative: string): string {
  const { readFileSync } = jest.requireActual<{ readFileSync(path: string, encoding: 'utf8'): string }>('node:fs');
  const here = expect.getState().testPath!.replace(/[^/\\]+$/, '');
  return readFileSync(`${here}${relative}`, 'utf8');
}

/** The document's first frame of the splash, as shell/src/index.html writes it. */
function addFirstFrame() {
  const html = sourceFile('../index.html');
  const frame = /<div id="manzil-first-splash"[\s\S]*?(?=<div id="root")/.exec(html);
  if (!frame) throw new Error('index.html has no first frame of the splash');
  document.body.insertAdjacentHTML('afterbegin', frame[0]);
  return document.getElementById(FIRST_SPLASH_ELEMENT_ID)!;
}

describe("the splash's first frame, painted by the document before any script", () => {
  afterEach(() => document.getElementById(FIRST_SPLASH_ELEMENT_ID)?.remove());

  it("is the splash's own still picture", () => {
    const frame = addFirstFrame();
    const src = frame.querySelector('img')!.getAttribute('src')!;
    expect(src.startsWith('data:image/svg+xml,')).toBe(true);
    const asset = sourceFile('../assets/splash-still.svg');
    expect(decodeURIComponent(src.slice('data:image/svg+xml,'.length))).toBe(asset.trim().replace(/>\s+</g, '><'));
  });

  it('on a phone the splash draws over it, without a second picture, and takes it away when it ends', () => {
    mockMatchMedia(['(max-width: 768px)']);
    const frame = addFirstFrame();
    const picture = frame.querySelector('img');
    const onComplete = renderSplash();
    const splash = screen.getByRole('dialog');
    expect(splash.querySelector('img')).toBeNull();
    expect(screen.getByTestId('splash-picture-place')).toBeInTheDocument();
    expect(frame.querySelector('img')).toBe(picture);
    expect(frame).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    advance(5_000);
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('is removed with the splash that covers it', () => {
    mockMatchMedia(['(max-width: 768px)']);
    const frame = addFirstFrame();
    const { unmount } = render(
      <IntlProvider locale="en" messages={messages}>
        <Splash onComplete={() => undefined} />
      </IntlProvider>,
    );
    expect(frame).toBeInTheDocument();
    unmount();
    expect(document.getElementById(FIRST_SPLASH_ELEMENT_ID)).toBeNull();
  });

  it('on a desktop the film replaces it at once', () => {
    addFirstFrame();
    renderSplash();
    expect(screen.getByRole('dialog').querySelector('video')).toBeInTheDocument();
    expect(document.getElementById(FIRST_SPLASH_ELEMENT_ID)).toBeNull();
  });

  it('a shown splash tells the static server, by a cookie of the browser session, to leave the frame out', () => {
    document.cookie = `${SPLASH_SEEN_COOKIE.split('=')[0]}=; max-age=0; path=/`;
    renderSplash();
    expect(document.cookie.split('; ')).toContain(SPLASH_SEEN_COOKIE);
  });
});
