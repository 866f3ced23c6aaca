import { useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import stillPicture from '../assets/splash-still.svg';
import brandFilm from '../assets/splash.webm';
import { ProgressRing, type ProgressRingHandle } from './progress-ring';
import {
  firstSplash,
  isMobileSplash,
  isNarrowSplashScreen,
  markSplashSeen,
  prefersReducedMotion,
  removeFirstSplash,
} from './splash-session';
import { useSplashTimeline } from './use-splash-timeline';
import styles from './splash.module.css';

/**
 * The splash screen (SPEC §2, §4, §9): full screen over the store, which loads behind it, until
 * `onComplete`. Desktop plays the brand film; mobile (up to 768 px, or iOS) shows the still
 * picture with a progress ring. Shown once per browser session, skippable by a click or Escape;
 * with reduced motion the film gives way to the still picture. The film loads after the page.
 *
 * The document paints the splash's first frame before any script (shell/src/index.html). The
 * still picture is not drawn twice: over that frame this splash is see-through and keeps its own
 * picture's place empty, so the frame's picture (already on screen) shows through until the end;
 * the film replaces the frame at once.
 */
export function Splash({ onComplete }: { onComplete: () => void }) {
  const intl = useIntl();
  const [mobile] = useState(isMobileSplash);
  const [still] = useState(() => mobile || prefersReducedMotion());
  const skip = useRef<HTMLButtonElement>(null);
  const ended = useRef(false);

  const finish = useCallback(() => {
    if (ended.current) return;
    ended.current = true;
    onComplete();
  }, [onComplete]);

  const ring = useRef<ProgressRingHandle>(null);
  useSplashTimeline(mobile, finish, (progress) => ring.current?.show(progress));
  // The film is not part of the first load: it is fetched once the page has loaded (the poster,
  // the still picture, shows until then), so it never competes with the store's code and data.
  const [film, setFilm] = useState<string | undefined>(() => (document.readyState === 'complete' ? brandFilm : undefined));
  useEffect(() => {
    if (film || still) return;
    const load = () => setFilm(brandFilm);
    window.addEventListener('load', load, { once: true });
    return () => window.removeEventListener('load', load);
  }, [film, still]);

  // The frame shows the still picture where this splash would (a narrow screen, or less motion
  // asked for); an iPad wider than 768 px gets the film's poster there, which the still replaces.
  const [overFirstFrame] = useState(() => still && firstSplash() !== null && (isNarrowSplashScreen() || prefersReducedMotion()));
  useLayoutEffect(() => {
    if (!overFirstFrame) {
      // The film, or no first frame: the frame gives way before this splash is painted (no gap).
      removeFirstSplash();
      return;
    }
    // This splash now decides when the frame goes (its own timer, not the frame's fallback).
    firstSplash()?.style.setProperty('animation', 'none');
    return removeFirstSplash;
  }, [overFirstFrame]);

  useEffect(() => {
    markSplashSeen();
    skip.current?.focus();
    const onKey = (event: globalThis.KeyboardEvent) => event.key === 'Escape' && finish();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [finish]);

  // The one control keeps the focus while the splash covers the page.
  const keepFocus = (event: KeyboardEvent) => {
    if (event.key === 'Tab') {
      event.preventDefault();
      skip.current?.focus();
    }
  };

  return (
    <div
      className={overFirstFrame ? `${styles.splash} ${styles.overFirstFrame}` : styles.splash}
      role="dialog"
      aria-modal="true"
      aria-label={intl.formatMessage({ id: 'splash.label' })}
      data-testid="splash"
      data-variant={mobile ? 'mobile' : 'desktop'}
      onClick={finish}
      onKeyDown={keepFocus}
    >
      {still ? (
        <div className={styles.still}>
          {overFirstFrame ? (
            <div className={`${styles.picture} ${styles.pictureShownByFrame}`} data-testid="splash-picture-place" />
          ) : (
            <img src={stillPicture} alt="" width={320} height={260} className={styles.picture} />
          )}
          <p className={styles.tagline}>
            <FormattedMessage id="splash.tagline" />
          </p>
        </div>
      ) : (
        <video className={styles.film} src={film} poster={stillPicture} autoPlay muted playsInline preload="auto" aria-hidden="true" />
      )}
      {mobile ? <ProgressRing ref={ring} label={intl.formatMessage({ id: 'splash.loading' })} /> : null}
      <div className={styles.controls}>
        <button ref={skip} type="button" className={styles.skip} onClick={finish}>
          <FormattedMessage id="splash.skip" />
        </button>
        <p className={styles.hint}>
          <FormattedMessage id="splash.hint" />
        </p>
      </div>
    </div>
  );
}
