import { FormattedMessage } from 'react-intl';
import { useCategories } from '@manzil/shared';
import { CatalogPage } from '../../components/page';
import { ProductShelf } from '../products';
import { BrandStrip } from './brand-strip';
import { CategoryGrid } from './category-grid';
import { Hero } from './hero';
import { TrustStrip } from './trust-strip';
import styles from './home-page.module.css';
import { useQuery } from '@manzil/shared/query';
import { brandsQuery, productListQuery } from '../../lib/catalog-queries';
import { HOME_SHELVES } from './home-shelves';

const [ON_SALE, READY, NEWEST] = HOME_SHELVES;

function useShelf(shelf: (typeof HOME_SHELVES)[number]) {
  const result = useQuery(productListQuery(shelf.query, shelf.errorMessage));
  return { products: result.data?.items ?? [], loading: result.isPending };
}

/** `/` and `/home`: the storefront. Every section loads on its own; a failed one just stays away. */
export default function HomePage() {
  // The page's one categories request, shared with the shell's header and footer.
  const categories = useCategories();
  const brands = useQuery(brandsQuery());
  const onSale = useShelf(ON_SALE);
  const ready = useShelf(READY);
  const newest = useShelf(NEWEST);
  const shownBrands = [...(brands.data ?? [])].sort((a, b) => (b.productCount ?? 0) - (a.productCount ?? 0)).slice(0, 12);

  return (
    <CatalogPage>
      <div className={styles.home}>
        <Hero categories={categories.data ?? []} />
        <TrustStrip />
        <CategoryGrid categories={categories.data ?? []} />
        <ProductShelf
          headingId="home-on-sale"
          title={<FormattedMessage id="onSale.title" />}
          subtitle={<FormattedMessage id="onSale.description" />}
          products={onSale.products}
          loading={onSale.loading}
          viewAllTo="/products/onsale"
        />
        <ProductShelf
          headingId="home-ready"
          title={<FormattedMessage id="readyToShip.title" />}
          subtitle={<FormattedMessage id="readyToShip.description" />}
          products={ready.products}
          loading={ready.loading}
          viewAllTo="/products/readytoship"
        />
        <BrandStrip brands={shownBrands} />
        <ProductShelf
          headingId="home-new"
          title={<FormattedMessage id="home.new.title" />}
          products={newest.products}
          loading={newest.loading}
          viewAllTo="/ProductsPage"
        />
      </div>
    </CatalogPage>
  );
}
