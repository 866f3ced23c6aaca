import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { FormattedMessage, IntlProvider } from 'react-intl';
import { localeStore } from '../stores/locale-store';
import { createAppMessages, useIntlSetup, type AppMessages, type Messages } from './use-locale';

const EN: Messages = { greeting: 'Welcome' };
const AR: Messages = { greeting: 'أهلاً' };

/** Arabic that arrives when the test says so. */
function deferredArabic() {
  let resolve!: (messages: Messages) => void;
  let reject!: (error: Error) => void;
  const loadArabic = jest.fn(() => new Promise<Messages>((res, rej) => ((resolve = res), (reject = rej))));
  return { messages: createAppMessages(EN, loadArabic), loadArabic, resolve: (m = AR) => resolve(m), reject: (e: Error) => reject(e) };
}

function Greeting({ messages }: { messages: AppMessages }) {
  const { intlLocale, messages: current, dir } = useIntlSetup(messages);
  return (
    <IntlProvider locale={intlLocale} defaultLocale="en" messages={current}>
      <p dir={dir}>
        <FormattedMessage id="greeting" />
      </p>
    </IntlProvider>
  );
}

// In an awaited act(): a tree that suspends while rendering is retried when its promise settles.
const renderGreeting = (messages: AppMessages) =>
  act(async () => {
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Greeting messages={messages} />
      </Suspense>,
    );
  });

afterEach(() => act(() => localeStore.set('en')));

describe('useIntlSetup', () => {
  it('an app mounted in Arabic waits for its Arabic texts instead of showing English first', async () => {
    localeStore.set('ar');
    const arabic = deferredArabic();
    await renderGreeting(arabic.messages);
    expect(screen.getByText('waiting')).toBeInTheDocument();
    expect(screen.queryByText('Welcome')).not.toBeInTheDocument();
    await act(async () => arabic.resolve());
    // React reveals a suspended tree on its own schedule (it batches reveals within ~300 ms).
    expect(await screen.findByText('أهلاً')).toHaveAttribute('dir', 'rtl');
    expect(screen.queryByText('Welcome')).not.toBeInTheDocument();
    expect(arabic.loadArabic).toHaveBeenCalledTimes(1);
  });

  it('a mounted app switching to Arabic keeps English until the Arabic texts are there, without a fallback', async () => {
    const arabic = deferredArabic();
    await renderGreeting(arabic.messages);
    expect(screen.getByText('Welcome')).toBeInTheDocument();
    act(() => localeStore.set('ar'));
    expect(screen.getByText('Welcome')).toHaveAttribute('dir', 'ltr');
    expect(screen.queryByText('waiting')).not.toBeInTheDocument();
    await act(async () => arabic.resolve());
    expect(screen.getByText('أهلاً')).toHaveAttribute('dir', 'rtl');
  });

  it('Arabic texts that cannot load leave the app in English, with the failure logged', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    localeStore.set('ar');
    const arabic = deferredArabic();
    await renderGreeting(arabic.messages);
    await act(async () => arabic.reject(new Error('chunk failed')));
    expect(await screen.findByText('Welcome')).toHaveAttribute('dir', 'ltr');
    expect(logged).toHaveBeenCalledWith('Failed to load the ar messages', expect.any(Error));
    logged.mockRestore();
  });
});
