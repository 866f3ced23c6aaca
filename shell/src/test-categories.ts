// For tests that mock @manzil/shared: the real module, its categories call replaced by `fetcher`
// and `useCategories` kept a real TanStack query (key, logging, sharing) over that fetcher; and
// the categories those tests answer with. Used inside jest.mock factories, so it imports nothing
// of @manzil/shared at run time.
import type * as Shared from '@manzil/shared';

type SharedModule = typeof Shared;

/** `jest.mock('@manzil/shared', () => withCategories(jest.requireActual('@manzil/shared'), jest.fn(…)))`. */
export function withCategories(actual: SharedModule, fetcher: SharedModule['getCategories']): SharedModule {
  const { useQuery } = jest.requireActual<typeof import('@manzil/shared/query')>('@manzil/shared/query');
  return {
    ...actual,
    getCategories: fetcher,
    useCategories: ((select?: (list: Shared.Category[]) => unknown) =>
      useQuery({ ...actual.getCategoriesQueryOptions(), queryFn: () => fetcher(), select })) as SharedModule['useCategories'],
  };
}

/** A category with one subcategory and one type: enough for the header's bar to give it a mega-menu. */
export const FURNITURE: Shared.Category = {
  _id: '1',
  name: 'Furniture',
  slug: 'furniture',
  image: 'categories/1.svg',
  subCategories: [{ _id: '11', name: 'Living Room', types: [{ _id: '101', name: 'Sofas' }] }],
};
