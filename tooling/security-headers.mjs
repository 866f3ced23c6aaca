// Security headers of the static servers, used by scripts/serve.mjs through
// serveApp's `headers` hook:
//
// - Content-Security-Policy that allows exactly the store's own origins: the page's own, every
//   remote's and the API's (read from the runtime manifest on each request, `{hostname}`
//   resolved to the requested host, as the shell does in the browser) and the image host
//   (`imageBaseUrl` of the manifest, or IMAGE_BASE_URL); `frame-ancestors 'none'`, no plugins,
//   no <base>, forms only to the store itself. Styles allow 'unsafe-inline' (the document's splash
//   frame and first view carry <style> elements, development builds' style-loader injects them,
//   and React writes style attributes); scripts do not, but for the document's one inline script,
//   a constant named by its hash (START_AFTER_FIRST_PAINT in first-load-hints.mjs). Production
//   CSS is .css files of the store's own origins.
// - Referrer-Policy: strict-origin-when-cross-origin, X-Content-Type-Options: nosniff,
//   X-Frame-Options: DENY (older browsers), a Permissions-Policy that turns off what the store
//   never uses, Cross-Origin-Opener-Policy: same-origin. The page policies (CSP, framing, opener,
//   permissions) go only on what a browser may show as a document, not on scripts, stylesheets,
//   data and pictures, on which they do nothing.
// - Strict-Transport-Security when the request came over HTTPS: TLS on the socket, or
//   X-Forwarded-Proto: https from a proxy named in TRUST_PROXY (addresses, CIDRs or `loopback`).
//
// It also answers /.well-known/security.txt (RFC 9116) for the shell.
import { readFileSync, statSync } from 'node:fs';
import { BlockList, isIP } from 'node:net';
import { START_AFTER_FIRST_PAINT_HASH } from './first-load-hints.mjs';

const HOSTNAME = /^[a-z0-9.-]{1,253}$|^\[[0-9a-f:.]{2,45}\]$/i;

/** The host name the browser asked for (Host header without port), or null when odd. */
function requestHostname(req) {
  const host = String(req.headers.host ?? '')
    .trim()
    .toLowerCase();
  const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0];
  return HOSTNAME.test(name) ? name : null;
}

/** A BlockList of the proxies TRUST_PROXY names (comma-separated addresses/CIDRs, `loopback`). */
export function trustedProxies(value = process.env.TRUST_PROXY ?? '') {
  const list = new BlockList();
  for (const part of value
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    if (['false', '0', 'no'].includes(part.toLowerCase())) continue;
    if (part === 'loopback') {
      list.addSubnet('127.0.0.0', 8, 'ipv4');
      list.addAddress('::1', 'ipv6');
      continue;
    }
    const [address, prefix] = part.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : isIP(address) === 4 ? 'ipv4' : null;
    if (!type) throw new Error(`TRUST_PROXY: "${part}" is not an address or CIDR.`);
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}

function peerIsTrusted(req, proxies) {
  const address = (req.socket.remoteAddress ?? '').replace(/^::ffff:/, '');
  const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
  return Boolean(address) && proxies.check(address, type);
}

/** Whether `req` reached us over HTTPS (directly, or through a trusted proxy). */
export function cameOverHttps(req, proxies) {
  if (req.socket.encrypted) return true;
  const forwarded = String(req.headers['x-forwarded-proto'] ?? '')
    .split(',')[0]
    .trim()
    .toLowerCase();
  return forwarded === 'https' && peerIsTrusted(req, proxies);
}

function origin(url, hostname) {
  if (typeof url !== 'string' || !url) return null;
  try {
    const resolved = new URL(url.replaceAll('{hostname}', hostname ?? 'localhost'));
    return resolved.protocol === 'http:' || resolved.protocol === 'https:' ? resolved.origin : null;
  } catch {
    return null;
  }
}

/**
 * Reads the runtime manifest (re-read when the file changes) and returns the origins a page of
 * the store may use for `hostname`.
 * @param {() => string | null} manifestPath
 */
function manifestReader(manifestPath) {
  let cache = { path: null, mtimeMs: -1, manifest: null };
  return () => {
    const path = manifestPath();
    if (!path) return null;
    try {
      const { mtimeMs } = statSync(path);
      if (cache.path !== path || cache.mtimeMs !== mtimeMs) cache = { path, mtimeMs, manifest: JSON.parse(readFileSync(path, 'utf8')) };
    } catch {
      cache = { path, mtimeMs: -1, manifest: null };
    }
    return cache.manifest;
  };
}

/** The Content-Security-Policy for a page served as `hostname`, from `manifest`. */
export function contentSecurityPolicy(manifest, hostname, { imageBaseUrl = process.env.IMAGE_BASE_URL } = {}) {
  const remotes = (manifest?.remotes ?? []).map((remote) => origin(remote.entry, hostname)).filter(Boolean);
  const api = origin(manifest?.apiBaseUrl, hostname);
  const images = [origin(manifest?.imageBaseUrl, hostname), origin(imageBaseUrl, hostname)].filter(Boolean);
  const own = ["'self'", ...new Set(remotes)];
  const list = (items) => [...new Set(items)].join(' ');
  return [
    `default-src 'self'`,
    `script-src ${list([...own, START_AFTER_FIRST_PAINT_HASH])}`,
    `style-src ${list([...own, "'unsafe-inline'"])}`,
    `img-src ${list([...own, ...(api ? [api] : []), ...images, 'data:', 'blob:'])}`,
    `font-src ${list([...own, 'data:'])}`,
    `connect-src ${list([...own, ...(api ? [api] : []), ...images])}`,
    `media-src ${list([...own, ...(api ? [api] : []), ...images])}`,
    `worker-src 'self' blob:`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-src 'none'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

/**
 * Files a browser never shows as a page of their own: scripts, stylesheets, data, fonts, raster
 * pictures and video. A page's policies (CSP, framing, opener, permissions) do nothing on them.
 * SVG and HTML are not among them: opened on their own they are documents (an SVG can run script).
 */
const SUBRESOURCE = /\.(m?js|css|json|map|woff2?|png|jpe?g|webp|avif|gif|ico|mp4|webm)$/i;

/**
 * The `headers(req)` hook for serveApp and the document server: every response gets nosniff, the
 * referrer policy (it also governs what a stylesheet fetches) and, over HTTPS, HSTS; responses a
 * browser may show as a document get the page's policies too (CSP, X-Frame-Options, COOP,
 * Permissions-Policy). A page's scripts and stylesheets do not repeat them: the CSP alone is about
 * 0.9 KB, and a first visit loads a score of scripts (docs/performance.md).
 * @param {{ manifestPath: () => string | null, trustProxy?: string, imageBaseUrl?: string }} options
 */
export function securityHeaders({ manifestPath, trustProxy = process.env.TRUST_PROXY, imageBaseUrl = process.env.IMAGE_BASE_URL }) {
  const proxies = trustedProxies(trustProxy ?? '');
  const readManifest = manifestReader(manifestPath);
  return (req) => {
    const headers = {
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Content-Type-Options': 'nosniff',
    };
    if (!SUBRESOURCE.test(String(req.url ?? '/').split('?')[0]))
      Object.assign(headers, {
        'Content-Security-Policy': contentSecurityPolicy(readManifest(), requestHostname(req), { imageBaseUrl }),
        'X-Frame-Options': 'DENY',
        'Cross-Origin-Opener-Policy': 'same-origin',
        'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
      });
    if (cameOverHttps(req, proxies)) headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
    return headers;
  };
}

/** The text of /.well-known/security.txt (RFC 9116), `Expires` 180 days ahead. */
export function securityTxt(now = new Date()) {
  const expires = new Date(now.getTime() + 180 * 86_400_000);
  expires.setUTCHours(0, 0, 0, 0);
  return [
    'Contact: mailto:security@manzil.eg',
    `Expires: ${expires.toISOString()}`,
    'Preferred-Languages: en, ar',
    'Canonical: https://manzil.eg/.well-known/security.txt',
    'Policy: https://manzil.eg/help/security',
    '',
  ].join('\n');
}

/** serveApp `routes` entry answering /.well-known/security.txt. */
export const securityTxtRoute = {
  '/.well-known/security.txt': (_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=86400' });
    res.end(securityTxt());
  },
};
