import { QueryClient } from '@tanstack/react-query';
import { createServerModule, type RouteLoader, type RouteLoadRequest } from './index';

// createServerModule's load: a loader's own abort (the render's budget for the region) is told
// apart from an API failure. The catalog's loaders answer 503 for any call that did not succeed;
// a call the render cut short must not become that 503 (a cold container spent the budget).

/** A loader as the catalog writes them: one call, 503 when it ended in an error, 200 otherwise. */
const productLoader: RouteLoader = async ({ queryClient }) => {
  try {
    await queryClient.fetchQuery({ queryKey: ['product'], queryFn: ({ signal }) => api(signal) });
    return { status: 200, head: null };
  } catch {
    return { status: 503, head: null };
  }
};

/** The API: answers after 50 ms, fails when told to, stops when the call is cancelled. */
let apiFails = false;
function api(signal: AbortSignal): Promise<{ name: string }> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => (apiFails ? reject(new Error('500 Internal Server Error')) : resolve({ name: 'Chair' })), 50);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}

const server = createServerModule({ routes: [{ path: '/product/:id' }], loaders: { '/product/:id': productLoader } });

function request(queryClient: QueryClient, signal?: AbortSignal): RouteLoadRequest {
  return { path: '/product/7', search: '', locale: 'en', origin: 'https://manzil.eg', apiBaseUrl: 'http://api', queryClient, signal };
}

beforeEach(() => {
  apiFails = false;
});

describe('createServerModule', () => {
  it('answers the loader’s status: 200, and 503 when the API failed', async () => {
    expect(await server.load(request(new QueryClient()))).toEqual({ status: 200, head: null });
    apiFails = true;
    const signal = new AbortController().signal;
    expect(await server.load(request(new QueryClient(), signal))).toEqual({ status: 503, head: null });
  });

  it('rejects with the budget’s reason when the render cut the loader short, instead of a 503', async () => {
    const queryClient = new QueryClient();
    const budget = new AbortController();
    const loading = server.load(request(queryClient, budget.signal));
    // The render's budget runs out: it aborts the loader's signal and cancels the request's calls.
    setTimeout(() => {
      budget.abort(new Error('the region took more than its budget'));
      void queryClient.cancelQueries();
    }, 10);
    await expect(loading).rejects.toThrow('the region took more than its budget');
  });

  it('runs no loader once the budget is spent', async () => {
    const loader = jest.fn(productLoader);
    const module = createServerModule({ routes: [{ path: '/product/:id' }], loaders: { '/product/:id': loader } });
    const budget = new AbortController();
    budget.abort(new Error('spent'));
    await expect(module.load(request(new QueryClient(), budget.signal))).rejects.toThrow('spent');
    expect(loader).not.toHaveBeenCalled();
  });
});
