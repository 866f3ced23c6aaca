// Webpack loader for an app's message catalogs (`src/messages.ts`, `src/messages.ar.ts`, and the
// parts an app splits them into, `src/messages-<part>.ts` and `.ar.ts`):
// ships them pre-compiled to the ICU message ASTs that react-intl formats, so that no browser
// needs the ICU message parser (@formatjs/icu-messageformat-parser, ≈ 10 KiB gzip of react-intl's
// shared chunk). tooling/webpack.mjs aliases the parser to its `no-parser` build.
//
// The catalog module is run at build time (webpack's importModule, through the normal TypeScript
// loader and the files it spreads in) and replaced by its exports with every string parsed, as
// formatjs' `compile --ast` does. A message that does not parse fails the build, naming its id.
// Jest and `npm run i18n:check` read the TypeScript catalogs themselves and still see strings.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * A require() resolving from the intl-messageformat that the app's react-intl formats with: the
 * ICU parser it finds is the one whose AST react-intl expects (this loader's, and the no-parser
 * build tooling/webpack.mjs aliases).
 * @param {string} appDir
 */
export function messageFormatRequire(appDir) {
  const fromApp = createRequire(`${appDir}/package.json`);
  const fromReactIntl = createRequire(fromApp.resolve('react-intl'));
  return createRequire(fromReactIntl.resolve('intl-messageformat'));
}

/** The parser of the intl-messageformat react-intl formats with: its AST is the one it expects. */
function runtimeParser(appDir) {
  // The CommonJS build (the package's `main`): this loader runs in Node.
  return messageFormatRequire(appDir)('@formatjs/icu-messageformat-parser').parse;
}

/** The resource query under which the loader runs the catalog's own source (not this loader). */
export const SOURCE_QUERY = '?manzil-messages-source';

/** The loader rule's path: tooling/webpack.mjs applies it to src/messages.ts and messages.ar.ts. */
export const loaderPath = require.resolve('./compiled-messages-loader.mjs');

/**
 * @this {import('webpack').LoaderContext<{ appDir: string }>}
 */
export default async function compiledMessagesLoader() {
  const callback = this.async();
  try {
    const { appDir } = this.getOptions();
    const parse = runtimeParser(appDir);
    const exports = await this.importModule(`${this.resourcePath}${SOURCE_QUERY}`);
    const locale = new Intl.Locale(/\.ar\.ts$/.test(this.resourcePath) ? 'ar-EG' : 'en');
    const lines = [];
    for (const [name, value] of Object.entries(exports)) {
      if (name === 'default' || name === '__esModule') continue;
      // A catalog spread from another compiled one (`src/messages-account.ts`) holds ASTs already.
      if (!value || typeof value !== 'object' || Object.values(value).some((m) => typeof m !== 'string' && !Array.isArray(m)))
        throw new Error(`${name} is not a message catalog (id → ICU string)`);
      const compiled = {};
      for (const [id, message] of Object.entries(value)) {
        if (Array.isArray(message)) {
          compiled[id] = message;
          continue;
        }
        try {
          compiled[id] = parse(message, { locale });
        } catch (error) {
          throw new Error(`message "${id}" does not parse: ${error.message}`);
        }
      }
      lines.push(`export const ${name} = JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`);
    }
    callback(null, `${lines.join('\n')}\n`);
  } catch (error) {
    callback(new Error(`${this.resourcePath}: ${error.message}`));
  }
}
