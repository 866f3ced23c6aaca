import { FormattedMessage } from 'react-intl';
import { ProductShelf } from '../products';
import { useQuery } from '@manzil/shared/query';
import { relatedProductsQuery } from '../../lib/catalog-queries';

/** Up to 8 products of the same type; nothing at all when there are none or the call fails. */
export function RelatedProducts({ productId }: { productId: string }) {
  const related = useQuery(relatedProductsQuery(productId));
  return (
    <ProductShelf
      headingId="related-products"
      title={<FormattedMessage id="product.related" />}
      products={(related.data ?? []).filter((p) => p._id !== productId).slice(0, 8)}
      loading={related.isPending}
    />
  );
}
