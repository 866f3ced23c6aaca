import { QueryObserver } from '@manzil/shared/query';
import { bus } from '../bus';
import { queryClient } from './query-client';

describe('queryClient and the language', () => {
  afterEach(() => queryClient.clear());

  it('a first fetch still in flight when the language changes is asked again, so its answer is in the new language', async () => {
    let language = 'en';
    const asked: string[] = [];
    const resolvers: (() => void)[] = [];
    const observer = new QueryObserver(queryClient, {
      queryKey: ['products', 'list', 'language-test'],
      queryFn: () => {
        const asking = language;
        asked.push(asking);
        return new Promise<string>((resolve) => resolvers.push(() => resolve(asking)));
      },
    });
    const unsubscribe = observer.subscribe(() => {});
    expect(asked).toEqual(['en']);

    language = 'ar';
    bus.emit('locale:changed', { locale: 'ar' });
    await new Promise((r) => setTimeout(r, 0));
    expect(asked).toEqual(['en', 'ar']);
    resolvers.forEach((resolve) => resolve());
    await new Promise((r) => setTimeout(r, 0));
    expect(queryClient.getQueryData(['products', 'list', 'language-test'])).toBe('ar');
    unsubscribe();
  });
});
