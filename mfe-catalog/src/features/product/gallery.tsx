import { useState } from 'react';
import { useIntl } from 'react-intl';
import { imageSrcSet, imageUrl, Thumbnail } from '@manzil/shared';
import styles from './gallery.module.css';

/** The product's pictures: a large one and, when there are several, thumbnails to switch it. */
export function Gallery({ images, name }: { images: string[]; name: string }) {
  const intl = useIntl();
  const pictures = [...new Set(images.filter(Boolean))];
  const [index, setIndex] = useState(0);
  const current = pictures[Math.min(index, pictures.length - 1)];
  return (
    <div className={styles.gallery}>
      <div className={styles.main}>
        {current ? (
          <img
            src={imageUrl(current)}
            srcSet={imageSrcSet(current)}
            // The page's first column (gallery.module.css, product-page.module.css); the whole width on a phone.
            sizes="(max-width: 900px) 100vw, 640px"
            alt={intl.formatMessage({ id: 'product.picture' }, { name, n: index + 1 })}
            width={800}
            height={800}
            fetchPriority="high"
          />
        ) : null}
      </div>
      {pictures.length > 1 ? (
        <ul className={styles.thumbs}>
          {pictures.map((path, i) => (
            <li key={path}>
              <button
                type="button"
                className={styles.thumb}
                aria-pressed={i === index}
                aria-label={intl.formatMessage({ id: 'product.showPicture' }, { n: i + 1 })}
                onClick={() => setIndex(i)}
              >
                <Thumbnail path={path} size={76} lazy />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
