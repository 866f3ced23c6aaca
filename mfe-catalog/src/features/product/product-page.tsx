import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from '@manzil/shared/router';
import { Spinner, type Product } from '@manzil/shared';
import { RETURN_RULES } from '@manzil/shared/contract';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { ErrorState } from '../../components/error-state';
import { NotFoundState } from '../../components/not-found-state';
import { CatalogPage } from '../../components/page';
import { isNotFound } from '../../lib/api-errors';
import { discountPercent, PriceTag } from '../products';
import { Gallery } from './gallery';
import { ProductFacts } from './product-facts';
import { PurchaseBox } from './purchase-box';
import { RelatedProducts } from './related-products';
import { StockState } from './stock-state';
import styles from './product-page.module.css';
import { useQuery } from '@manzil/shared/query';
import { productQuery } from '../../lib/catalog-queries';

/** `/product/{id}`: one product, with an in-page not-found state for unknown or malformed ids. */
export default function ProductPage() {
  return (
    <CatalogPage>
      <ProductLoader />
    </CatalogPage>
  );
}

function ProductLoader() {
  const intl = useIntl();
  const { id = '' } = useParams();
  const product = useQuery(productQuery(id));
  if (product.isError) {
    return isNotFound(product.error) ? <NotFoundState titleId="notFound.product" /> : <ErrorState onRetry={() => void product.refetch()} />;
  }
  if (product.isPending || !product.data) return <Spinner label={intl.formatMessage({ id: 'loading.product' })} />;
  return <ProductDetail product={product.data} />;
}

function ProductDetail({ product }: { product: Product }) {
  const discount = discountPercent(product);
  const crumbs = [
    product.category && { label: product.category.name, to: `/category/${encodeURIComponent(product.category._id)}/subcategories` },
    product.subCategory && { label: product.subCategory.name, to: `/types/${encodeURIComponent(product.subCategory._id)}` },
    product.type && {
      label: product.type.name,
      to: `/products/${encodeURIComponent(product.type._id)}/${encodeURIComponent(product.type.name)}`,
    },
    { label: product.name },
  ].filter(Boolean) as { label: string; to?: string }[];

  return (
    <>
      <Breadcrumbs items={crumbs} />
      <div className={styles.layout}>
        <Gallery images={[product.mainImage, ...(product.images ?? [])]} name={product.name} />
        <div className={styles.info}>
          {product.brandId?._id ? (
            <Link to={`/vendor/${encodeURIComponent(product.brandId._id)}`} className={styles.brand}>
              <bdi>{product.brandId.brandName}</bdi>
            </Link>
          ) : null}
          <h1 className={styles.name}>
            <bdi>{product.name}</bdi>
          </h1>
          {product.title ? (
            <p className={styles.subtitle} dir="auto">
              {product.title}
            </p>
          ) : null}
          <div className={styles.priceRow}>
            <PriceTag product={product} size="lg" />
            {discount > 0 ? (
              <span className={styles.save}>
                <FormattedMessage id="product.save" values={{ percent: discount }} />
              </span>
            ) : null}
          </div>
          <StockState stock={product.stock} readyToShip={product.readyToShip} />
          {product.madeToOrder ? (
            <p className={styles.ready} data-testid="made-to-order">
              <FormattedMessage id="product.madeToOrder" values={{ days: RETURN_RULES.defectDays }} />
            </p>
          ) : null}
          <PurchaseBox product={product} />
          <div className={styles.description}>
            <h2 className={styles.factTitle}>
              <FormattedMessage id="product.description" />
            </h2>
            <p dir="auto">{product.description}</p>
          </div>
          <ProductFacts product={product} />
        </div>
      </div>
      <RelatedProducts productId={product._id} />
    </>
  );
}
