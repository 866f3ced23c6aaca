// Webpack loader for production CSS: the apps' CSS travels inside their JavaScript
// (style-loader), and css-loader leaves it as written — indentation, line breaks, comments —
// ≈ 0.7 KiB gzip of a first visit to /home. This loader, run before css-loader, drops what the
// browser ignores: comments and the whitespace between rules and declarations and around ':'
// and the last ';'. Selectors, values and at-rule parameters are left exactly as written, so
// no rule can change meaning. It parses with the postcss that css-loader itself uses.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const postcss = createRequire(require.resolve('css-loader'))('postcss');

/** The loader's path, for tooling/webpack.mjs. */
export const loaderPath = require.resolve('./minify-css-loader.mjs');

/**
 * CSS without comments and layout whitespace (postcss's printer writes each node's `raws`).
 * @param {string} css
 * @param {string} [from] the file, for postcss's error messages
 */
export function minifyCss(css, from) {
  const root = postcss.parse(css, { from });
  root.walkComments((comment) => comment.remove());
  root.walk((node) => {
    node.raws.before = '';
    if (node.type === 'decl') node.raws.between = ':';
    if (node.type === 'rule') node.raws.between = '';
    if (node.type === 'atrule') {
      node.raws.afterName = node.params ? ' ' : '';
      node.raws.between = '';
    }
    if ('nodes' in node) {
      node.raws.after = '';
      node.raws.semicolon = false;
    }
  });
  root.raws.after = '';
  return root.toString();
}

/** @this {import('webpack').LoaderContext<{}>} */
export default function minifyCssLoader(source) {
  return minifyCss(source, this.resourcePath);
}
