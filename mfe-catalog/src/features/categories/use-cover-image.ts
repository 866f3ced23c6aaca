import { type ProductQuery } from '@manzil/shared';
import { useQuery } from '@manzil/shared/query';
import { productListQuery } from '../../lib/catalog-queries';

/**
 * The picture of a category tile: its own image when it has one, else the picture of its newest
 * product (one product, one small call).
 */
export function useCoverImage(image: string | null | undefined, query: ProductQuery): string | null {
  // Only a tile without its own picture asks (one product, the newest, a small call).
  const cover = useQuery({
    ...productListQuery({ ...query, pageSize: 1 }, 'Failed to load a cover picture'),
    enabled: !image,
    select: (page) => page.items[0]?.mainImage ?? null,
  });
  return image || cover.data || null;
}
