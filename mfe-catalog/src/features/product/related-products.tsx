import { FormattedMessage } from 'react-intl';
import { getRelatedProducts } from '@manzil/shared';
import { useFetch } from '../../lib/use-fetch';
import { ProductShelf } from '../products/product-shelf';

/** Up to 8 products of the same type; nothing at all when there are none or the call fails. */
export function RelatedProducts({ productId }: { productId: string }) {
  const related = useFetch('Failed to load related products', () => getRelatedProducts(productId), [productId]);
  return (
    <ProductShelf
      headingId="related-products"
      title={<FormattedMessage id="product.related" />}
      products={(related.data ?? []).filter((p) => p._id !== productId).slice(0, 8)}
      loading={related.status === 'loading'}
    />
  );
}
