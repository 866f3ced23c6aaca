import { listProducts, type ProductQuery } from '@manzil/shared';
import { useFetch } from '../../lib/use-fetch';

/**
 * The picture of a category tile: its own image when it has one, else the picture of its newest
 * product (one product, one small call).
 */
export function useCoverImage(image: string | null | undefined, query: ProductQuery): string | null {
  const key = image ? '' : JSON.stringify(query);
  const cover = useFetch(
    'Failed to load a cover picture',
    (signal) => (image ? Promise.resolve(image) : listProducts({ ...query, pageSize: 1 }, signal).then((page) => page.items[0]?.mainImage ?? null)),
    [image, key],
  );
  return image || cover.data || null;
}
