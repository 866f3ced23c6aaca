/**
 * Runtime configuration, set once by the host (the shell, or a remote's own dev host) before
 * anything calls the API. Nothing here is baked into a bundle: the shell reads it from
 * `remotes.json` at start (ARCHITECTURE "Who owns what").
 */
import apps from '@manzil/tooling/apps.json';
import { UPLOAD_IMAGE_WIDTHS, uploadedPicturePath } from './contract/picture-widths';

/** What the host tells every app at start. URLs may contain `{hostname}` (see resolveUrlTemplate). */
export interface RuntimeConfig {
  /** Base URL of the API host, e.g. `http://{hostname}:4000`. */
  apiBaseUrl: string;
  /** Base URL that image paths (`mainImage`, `brandlogo`…) are resolved against; defaults to `{apiBaseUrl}/media`. */
  imageBaseUrl?: string | null;
}

/** The API's URL when nothing configures another: its default port (tooling/apps.json) on the page's host. */
export const DEFAULT_API_BASE_URL = `http://{hostname}:${apps.api.port}`;

const KEY = Symbol.for('manzil.runtime-config');
type Holder = { [KEY]?: RuntimeConfig };
const holder = globalThis as Holder;

/**
 * Replaces `{hostname}` in a URL template with the page's host name, so that one config serves
 * a store opened as `localhost` or `127.0.0.1` and cookies stay same-site.
 * @param template e.g. `http://{hostname}:4000`
 * @returns the URL with the placeholder filled (unchanged outside a browser)
 */
export function resolveUrlTemplate(template: string): string {
  const host = typeof location !== 'undefined' && location.hostname ? location.hostname : 'localhost';
  return template.replace(/\{hostname\}/g, host).replace(/\/+$/, '');
}

/** Sets the runtime configuration (the host calls it once, before rendering). */
export function setRuntimeConfig(config: RuntimeConfig): void {
  holder[KEY] = {
    apiBaseUrl: resolveUrlTemplate(config.apiBaseUrl),
    imageBaseUrl: config.imageBaseUrl ? resolveUrlTemplate(config.imageBaseUrl) : null,
  };
}

/** The configuration in force; before the host set one, the embedded default (the API's default port). */
export function getRuntimeConfig(): RuntimeConfig {
  return holder[KEY] ?? { apiBaseUrl: resolveUrlTemplate(DEFAULT_API_BASE_URL), imageBaseUrl: null };
}

/**
 * Turns an image path held by an entity (`products/12.webp`) into a URL the browser can load.
 * Absolute URLs are returned unchanged; an empty path gives an empty string.
 */
export function imageUrl(path: string | null | undefined): string {
  if (!path) return '';
  if (/^(https?:)?\/\//.test(path) || path.startsWith('data:')) return path;
  const config = getRuntimeConfig();
  const base = config.imageBaseUrl || `${config.apiBaseUrl}/media`;
  return `${base}/${path.replace(/^\/+/, '')}`;
}

/** An uploaded picture's path, named after the widest of its copies: `uploads/{id}/{width}.webp`. */
const UPLOADED_PICTURE = /^\/*uploads\/([\w-]+)\/(\d+)\.webp$/;

/**
 * The `srcset` of a picture kept in several widths (an uploaded one: 320, 640 and 1280 px, never
 * enlarged), so that the browser fetches, with the `<img>`'s `sizes`, the narrowest copy its layout
 * needs instead of the widest; none for a picture that comes in one width (the generated ones,
 * absolute URLs, an upload narrower than 320 px).
 * @param path an image path held by an entity, e.g. `uploads/{id}/1280.webp`
 * @returns e.g. `…/uploads/{id}/320.webp 320w, …/640.webp 640w, …/1280.webp 1280w`, or undefined
 */
export function imageSrcSet(path: string | null | undefined): string | undefined {
  const match = path ? UPLOADED_PICTURE.exec(path) : null;
  if (!match) return undefined;
  const [, id, widest] = match;
  const widths = [...new Set(UPLOAD_IMAGE_WIDTHS.map((width) => Math.min(width, Number(widest))))];
  if (widths.length < 2) return undefined;
  return widths.map((width) => `${imageUrl(uploadedPicturePath(id, width))} ${width}w`).join(', ');
}
