import { FormattedMessage } from 'react-intl';
import { formatPrice, isOnSale, Thumbnail, truncateText, type SearchSuggestion, useDisplayLocale } from '@manzil/shared';
import { BrandLogo } from '../brands';
import { Highlight } from './highlight';
import styles from './search-box.module.css';

/** SPEC §9: a brand suggestion's description is cut at 60 characters. */
export const SUGGESTION_DESCRIPTION_MAX = 60;

/** Where a suggestion leads: a product to /product/{id}, a brand to /vendor/{id}. */
export function suggestionHref(suggestion: SearchSuggestion): string {
  return suggestion.resultType === 'product'
    ? `/product/${encodeURIComponent(suggestion._id)}`
    : `/vendor/${encodeURIComponent(suggestion._id)}`;
}

/**
 * One suggestion (SPEC §2): a product with picture, name, category, brand, price and sale price;
 * a brand with logo, name and the description cut at 60 characters.
 */
export function SuggestionItem({ suggestion, query }: { suggestion: SearchSuggestion; query: string }) {
  // Follows the language: prices and dates re-render in the new locale.
  const locale = useDisplayLocale();
  if (suggestion.resultType === 'brand') {
    return (
      <>
        <BrandLogo name={suggestion.brandName} logo={suggestion.brandlogo} size={40} />
        <span className={styles.itemText}>
          <span className={styles.itemName}>
            <bdi>
              <Highlight text={suggestion.brandName} query={query} />
            </bdi>
          </span>
          {suggestion.brandDescription ? (
            <span className={styles.itemMeta} dir="auto">
              {truncateText(suggestion.brandDescription, SUGGESTION_DESCRIPTION_MAX)}
            </span>
          ) : null}
        </span>
      </>
    );
  }
  const onSale = isOnSale(suggestion);
  return (
    <>
      <Thumbnail path={suggestion.mainImage} size={48} lazy className={styles.thumb} />
      <span className={styles.itemText}>
        <span className={styles.itemName}>
          <bdi>
            <Highlight text={suggestion.name} query={query} />
          </bdi>
        </span>
        <span className={styles.itemMeta}>
          {suggestion.categoryName}
          {suggestion.categoryName && suggestion.brandName ? ' · ' : ''}
          {suggestion.brandName ? <bdi>{suggestion.brandName}</bdi> : null}
        </span>
      </span>
      <span className={styles.itemPrice}>
        {onSale ? (
          <>
            <span className={styles.srOnly}>
              <FormattedMessage id="price.sale" />
            </span>
            <span className={styles.salePrice}>{formatPrice(suggestion.salePrice!, locale)}</span>
            <span className={styles.srOnly}>
              <FormattedMessage id="price.original" />
            </span>
            <s className={styles.originalPrice}>{formatPrice(suggestion.price, locale)}</s>
          </>
        ) : (
          <span>{formatPrice(suggestion.price, locale)}</span>
        )}
      </span>
    </>
  );
}
