import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { useParams } from '@manzil/shared/router';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { ErrorState } from '../../components/error-state';
import { NotFoundState } from '../../components/not-found-state';
import { CatalogPage } from '../../components/page';
import { isNotFound } from '../../lib/api-errors';
import { ListingHeader } from '../listing';
import { ListingView } from '../listing';
import { CategoryTile } from './category-tile';
import styles from './category-page.module.css';
import { useQuery } from '@manzil/shared/query';
import { subcategoryQuery } from '../../lib/catalog-queries';

/** `/types/{id}`: a subcategory's types as picture tiles, then all of its products. */
export default function TypesPage() {
  return (
    <CatalogPage>
      <Types />
    </CatalogPage>
  );
}

function Types() {
  const { id = '' } = useParams();
  const subcategory = useQuery(subcategoryQuery(id));
  const base = useMemo(() => ({ subCategoryId: id }), [id]);

  if (subcategory.isError && isNotFound(subcategory.error)) return <NotFoundState titleId="notFound.subcategory" />;
  if (subcategory.isError && !subcategory.data) return <ErrorState onRetry={() => void subcategory.refetch()} />;
  // The subcategory's products load side by side with its details: no waterfall.
  const detail = subcategory.data;

  return (
    <>
      {detail ? (
        <>
          <Breadcrumbs
            items={[
              { label: detail.category.name, to: `/category/${encodeURIComponent(detail.category._id)}/subcategories` },
              { label: detail.name },
            ]}
          />
          <ListingHeader eyebrow={detail.category.name} title={detail.name} />
          {detail.types.length > 0 ? (
            <ul className={styles.typeGrid}>
              {detail.types.map((type) => (
                <li key={type._id}>
                  <CategoryTile
                    to={`/products/${encodeURIComponent(type._id)}/${encodeURIComponent(type.name)}`}
                    name={type.name}
                    coverQuery={{ typeId: type._id }}
                    count={type.productCount}
                  />
                </li>
              ))}
            </ul>
          ) : null}
        </>
      ) : (
        <div className={styles.placeholder} aria-busy="true" />
      )}
      {detail ? (
        <h2 className={styles.sectionTitle}>
          <FormattedMessage id="types.allIn" values={{ name: detail.name }} />
        </h2>
      ) : null}
      <ListingView base={base} emptyMessage={<FormattedMessage id="grid.empty" />} />
    </>
  );
}
