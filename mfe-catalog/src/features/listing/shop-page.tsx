import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { getCategoryBySlug } from '@manzil/shared';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { NotFoundState } from '../../components/not-found-state';
import { CatalogPage } from '../../components/page';
import { isNotFound } from '../../lib/api-errors';
import { useFetch } from '../../lib/use-fetch';
import { ListingHeader } from './listing-header';
import { ListingView } from './listing-view';
import styles from './shop-page.module.css';

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
  const category = useFetch('Failed to load the category', () => getCategoryBySlug(slug), [slug]);
  const base = useMemo(() => ({ categorySlug: slug }), [slug]);

  if (category.status === 'error' && isNotFound(category.error)) return <NotFoundState titleId="notFound.category" />;
  const detail = category.data;

  return (
    <>
      <Breadcrumbs items={[{ label: detail?.name ?? slug }]} />
      <ListingHeader
        title={detail ? <FormattedMessage id="shop.title" values={{ category: detail.name }} /> : slug}
      />
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
