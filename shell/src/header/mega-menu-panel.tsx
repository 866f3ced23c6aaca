import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '@manzil/shared/router';
import { imageUrl, type Category } from '@manzil/shared';
import { categoryHref } from './use-categories';
import styles from './mega-menu.module.css';

const typeHref = (type: { _id: string; name: string }) => `/products/${encodeURIComponent(type._id)}/${encodeURIComponent(type.name)}`;

/**
 * The mega-menu of one category (SPEC §2): 'Shop all {category}', the subcategories, the types
 * of the hovered (or focused) subcategory, and the category's picture.
 */
export function MegaMenuPanel({ category }: { category: Category }) {
  const intl = useIntl();
  const [activeId, setActiveId] = useState(category.subCategories[0]?._id);
  const active = category.subCategories.find((sub) => sub._id === activeId) ?? category.subCategories[0];
  const picture = imageUrl(category.image);

  return (
    <div className={styles.panel}>
      <div className={styles.column}>
        <NavigationMenu.Link asChild>
          <Link to={categoryHref(category)} className={styles.shopAll}>
            <FormattedMessage id="header.shopAll" values={{ category: category.name }} />
          </Link>
        </NavigationMenu.Link>
        <ul className={styles.subcategories} aria-label={intl.formatMessage({ id: 'header.subcategories' }, { category: category.name })}>
          {category.subCategories.map((sub) => (
            <li key={sub._id}>
              <NavigationMenu.Link asChild>
                <Link
                  to={`/types/${encodeURIComponent(sub._id)}`}
                  className={styles.subcategory}
                  data-active={sub._id === active?._id ? '' : undefined}
                  onPointerEnter={() => setActiveId(sub._id)}
                  onFocus={() => setActiveId(sub._id)}
                >
                  {sub.name}
                </Link>
              </NavigationMenu.Link>
            </li>
          ))}
        </ul>
      </div>
      {active ? (
        <div className={styles.column}>
          <p className={styles.heading}>{active.name}</p>
          {active.types.length > 0 ? (
            <ul className={styles.types} aria-label={intl.formatMessage({ id: 'header.typesOf' }, { subcategory: active.name })}>
              {active.types.map((type) => (
                <li key={type._id}>
                  <NavigationMenu.Link asChild>
                    <Link to={typeHref(type)} className={styles.type}>
                      {type.name}
                    </Link>
                  </NavigationMenu.Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.empty}>
              <FormattedMessage id="header.noTypes" values={{ subcategory: active.name }} />
            </p>
          )}
        </div>
      ) : null}
      {picture ? (
        <div className={styles.picture}>
          <img src={picture} alt="" loading="lazy" width={320} height={220} />
          <span className={styles.caption} aria-hidden="true">
            {category.name}
          </span>
        </div>
      ) : null}
    </div>
  );
}
