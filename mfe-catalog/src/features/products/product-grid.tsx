import type { ReactNode } from 'react';
import type { Product } from '@manzil/shared';
import { Pagination } from './pagination';
import { ProductCard } from './product-card';
import styles from './product-grid.module.css';

/** Cards on the first screen at any width (3 columns on a desktop): their pictures load first. */
const FIRST_SCREEN = 3;

/**
 * SPEC §2 "Product grid": the cards (3 columns; 2 up to 1024 and 768 px; 1 up to 480 px), the
 * empty message when there are none, and pagination when there is more than one page.
 */
export function ProductGrid({
  products,
  page = 1,
  pageCount = 1,
  onPageChange,
  pageHref,
  emptyMessage,
}: {
  products: Product[];
  page?: number;
  pageCount?: number;
  onPageChange?: (page: number) => void;
  /** The address of a page of the listing: the pages become real links (crawlers follow them). */
  pageHref?: (page: number) => string;
  emptyMessage: ReactNode;
}) {
  if (products.length === 0) {
    return (
      <div className={styles.empty} role="status">
        <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true">
          <path
            d="M8 22h32v14H8zM12 36v5M36 36v5M8 22c0-5 4-8 8-8h16c4 0 8 3 8 8"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinejoin="round"
          />
        </svg>
        <p>{emptyMessage}</p>
      </div>
    );
  }
  return (
    <>
      <ul className={styles.grid}>
        {products.map((product, i) => (
          <li key={product._id} className={styles.cell}>
            <ProductCard product={product} priority={i < FIRST_SCREEN} />
          </li>
        ))}
      </ul>
      {onPageChange ? <Pagination page={page} pageCount={pageCount} onChange={onPageChange} hrefFor={pageHref} /> : null}
    </>
  );
}
