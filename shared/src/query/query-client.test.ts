import { QueryClient, QueryObserver } from '@manzil/shared/query';
import { dehydrate } from '@manzil/shared/server';
import { bus } from '../bus';
import { endServedView, isServedAnswer, markServedAnswers, queryClient } from './query-client';

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

describe("the served document's answers", () => {
  afterEach(() => {
    queryClient.clear();
    endServedView();
  });

  const listing = ['products', 'list', 'served-test'];
  const mountListing = (asked: string[]) =>
    new QueryObserver(queryClient, {
      queryKey: listing,
      queryFn: () => {
        asked.push('asked');
        return Promise.resolve(['from the API']);
      },
      staleTime: 0,
      refetchOnMount: (query) => !isServedAnswer(query),
    }).subscribe(() => {});

  it('a listing the document holds is not asked again by its first showing, and is by the next one', () => {
    // What the document server sends: its own client's answer, dehydrated 30 s ago.
    const server = new QueryClient();
    server.setQueryData(listing, ['served'], { updatedAt: Date.now() - 30_000 });
    const state = dehydrate(server);
    // What the shell does with it: the cache starts from it (HydrationBoundary), marked as served.
    queryClient.setQueryData(listing, ['served'], { updatedAt: state.queries[0].state.dataUpdatedAt });
    markServedAnswers(state);
    const asked: string[] = [];
    const first = mountListing(asked);
    expect(asked).toEqual([]);
    expect(queryClient.getQueryData(listing)).toEqual(['served']);
    first();

    endServedView();
    const again = mountListing(asked);
    expect(asked).toEqual(['asked']);
    again();
  });

  it('a listing the document did not hold is asked for', () => {
    markServedAnswers({ queries: [{ queryHash: '["products","list","another"]' }] });
    const asked: string[] = [];
    mountListing(asked)();
    expect(asked).toEqual(['asked']);
  });
});
