import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from '@manzil/shared/router';
import { imageUrl, Spinner } from '@manzil/shared';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { ErrorState } from '../../components/error-state';
import { NotFoundState } from '../../components/not-found-state';
import { CatalogPage } from '../../components/page';
import { isNotFound } from '../../lib/api-errors';
import { CategoryTile } from './category-tile';
import styles from './category-page.module.css';
import { useQuery } from '@manzil/shared/query';
import { categoryQuery } from '../../lib/catalog-queries';

/** `/category/{id}/subcategories`: a category's picture and its subcategories with their types. */
export default function CategoryPage() {
  return (
    <CatalogPage>
      <Category />
    </CatalogPage>
  );
}

function Category() {
  const intl = useIntl();
  const { id = '' } = useParams();
  const category = useQuery(categoryQuery(id));

  if (category.isError) {
    return isNotFound(category.error) ? (
      <NotFoundState titleId="notFound.category" />
    ) : (
      <ErrorState onRetry={() => void category.refetch()} />
    );
  }
  if (!category.data) return <Spinner label={intl.formatMessage({ id: 'loading.page' })} />;
  const { name, slug, image, subCategories, productCount } = category.data;

  return (
    <>
      <Breadcrumbs items={[{ label: name }]} />
      <header className={styles.hero}>
        {image ? <img src={imageUrl(image)} alt="" className={styles.heroImage} /> : null}
        <div className={styles.heroText}>
          <h1 className={styles.title}>{name}</h1>
          {typeof productCount === 'number' ? (
            <p className={styles.count}>
              <FormattedMessage id="category.productCount" values={{ count: productCount }} />
            </p>
          ) : null}
          <Link to={`/shop/${encodeURIComponent(slug)}`} className={styles.shopAll}>
            <FormattedMessage id="category.shopAll" values={{ category: name }} />
          </Link>
        </div>
      </header>
      {subCategories.length === 0 ? (
        <p className={styles.empty}>
          <FormattedMessage id="category.noSubcategories" />
        </p>
      ) : (
        <ul className={styles.grid}>
          {subCategories.map((sub) => (
            <li key={sub._id}>
              <CategoryTile
                to={`/types/${encodeURIComponent(sub._id)}`}
                name={sub.name}
                image={sub.image}
                coverQuery={{ subCategoryId: sub._id }}
                count={sub.productCount}
              >
                {sub.types.length > 0 ? (
                  <ul className={styles.types}>
                    {sub.types.map((type) => (
                      <li key={type._id}>
                        <Link to={`/products/${encodeURIComponent(type._id)}/${encodeURIComponent(type.name)}`} className={styles.type}>
                          {type.name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </CategoryTile>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
