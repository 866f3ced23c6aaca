import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useParams } from '@manzil/shared/router';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { NotFoundState } from '../../components/not-found-state';
import { CatalogPage } from '../../components/page';
import { isNotFound } from '../../lib/api-errors';
import { ListingHeader } from './listing-header';
import { ListingView } from './listing-view';
import styles from './shop-page.module.css';
import { useQuery } from '@manzil/shared/query';
import { categoryBySlugQuery } from '../../lib/catalog-queries';

/** `/shop/{slug}`: everything in one category (the header's 'Shop all {category}'). */
export default function ShopPage() {
  return (
    <CatalogPage>
      <Shop />
    </CatalogPage>
  );
}

function Shop() {
  const { slug = '' } = useParams();
  const category = useQuery(categoryBySlugQuery(slug));
  const base = useMemo(() => ({ categorySlug: slug }), [slug]);

  if (category.isError && isNotFound(category.error)) return <NotFoundState titleId="notFound.category" />;
  const detail = category.data;

  return (
    <>
      <Breadcrumbs items={[{ label: detail?.name ?? slug }]} />
      <ListingHeader title={detail ? <FormattedMessage id="shop.title" values={{ category: detail.name }} /> : slug} />
      {detail && detail.subCategories.length > 0 ? (
        <ul className={styles.subcategories}>
          {detail.subCategories.map((sub) => (
            <li key={sub._id}>
              <Link to={`/types/${encodeURIComponent(sub._id)}`} className={styles.pill}>
                {sub.name}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <ListingView base={base} emptyMessage={<FormattedMessage id="grid.empty" />} />
    </>
  );
}
