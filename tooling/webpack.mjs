// One webpack + Module Federation 2 configuration for every Manzil app (shell and remotes).
// Each app's webpack.config.mjs calls createConfig with its name, port and exposed modules.
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { constants as zlib } from 'node:zlib';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import CopyPlugin from 'copy-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import zopfli from '@gfx/zopfli';
import CompressionPlugin from 'compression-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { sharedConfig } from './federation.mjs';
import { APP_CONFIG, DEFAULT_PORTS, portOf, remotesManifest } from './apps.mjs';
import { FirstLoadPlugin } from './first-load-plugin.mjs';
import { loaderPath as minifyCssLoader } from './css/minify-css-loader.mjs';
import { loaderPath as compiledMessagesLoader, messageFormatRequire, SOURCE_QUERY } from './i18n/compiled-messages-loader.mjs';

const require = createRequire(import.meta.url);

/** The built files written compressed beside themselves (.gz and .br), for the static server to send. */
const PRECOMPRESSED = { test: /\.(js|css|html|json|svg)$/, threshold: 1024, minRatio: 0.9 };

// rxjs and React Router as @manzil/shared, which imports them, resolves them.
const sharedRequire = createRequire(fileURLToPath(new URL('../shared/package.json', import.meta.url)));

/**
 * Smaller builds of two libraries for production: rxjs's ES2015 build, whose classes
 * need no `tslib` helpers (its default `esm5` build brings a copy of tslib into the shared core,
 * ≈ 1.3 KiB gzip), and React Router's production build, which its package never selects (every
 * condition of its exports points at `dist/development`, so development warnings shipped; see
 * remix-run/react-router#12532), ≈ 0.5 KiB. Both are the packages' own published builds.
 */
function productionBuilds() {
  return {
    rxjs$: join(dirname(sharedRequire.resolve('rxjs/package.json')), 'dist', 'esm', 'index.js'),
    'react-router$': join(dirname(sharedRequire.resolve('react-router/package.json')), 'dist', 'production', 'index.mjs'),
  };
}

/**
 * The `no-parser` build of the ICU message parser that the app's react-intl formats with: the same
 * package and version (its AST types and helpers), with `parse` throwing.
 * @param {string} appDir
 */
function icuParserWithoutParse(appDir) {
  return join(dirname(messageFormatRequire(appDir).resolve('@formatjs/icu-messageformat-parser/package.json')), 'lib', 'no-parser.js');
}

/** A path separator in a module path's regular expression (webpack's paths use the platform's). */
const SEP = String.raw`[\\/]`;

/**
 * A regular expression's source for the folder of an installed package, hoisted or in pnpm's
 * `.pnpm/<name@version>/node_modules/` store: `node_modules/<name>/`.
 * @param {string} name the package name, or an alternation such as `(style-loader|css-loader)`
 */
const packageFolder = (name) => `${SEP}node_modules${SEP}(\\.pnpm${SEP}[^\\\\/]+${SEP}node_modules${SEP})?${name}${SEP}`;

/**
 * splitChunks cache groups that keep each named set of packages in one async chunk.
 * @param {Record<string, string[]>} sets chunk name → package names (unscoped) or folders of
 *   @manzil/shared (`shared/src/<entry>`)
 * @returns {Record<string, object>} cache groups (`chunks: 'async'`, enforced)
 */
function sharedTogether(sets) {
  const folder = (name) => (name.startsWith('shared/') ? `${SEP}${name.split('/').join(SEP)}${SEP}` : packageFolder(name));
  return Object.fromEntries(
    Object.entries(sets).map(([name, packages]) => [
      name,
      { test: new RegExp(packages.map(folder).join('|')), name, chunks: 'async', enforce: true },
    ]),
  );
}

/**
 * @param {object} options
 * @param {string} options.name federation name (`shell`, `catalog`, `checkout`, `account`, `partner`)
 * @param {string} options.dir the app's folder
 * @param {number} options.port dev-server port
 * @param {Record<string,string>} [options.exposes] exposed modules (remotes only)
 * @param {string} options.title page title of the app's own HTML page
 * @param {string} [options.publicDir] folder copied as-is into the build (the shell's remotes.json)
 * @param {string} [options.publicPath] where the build is served from: '/' for the shell, so a deep
 *   link such as /products/onsale still loads /main.js; remotes keep 'auto' (resolved from the
 *   URL their manifest was loaded from, so a remote can be published at any URL)
 * @param {Record<string, { chunks?: string[] }>} [options.firstLoad] per route
 *   pattern, the named page chunks (first-load-plugin.mjs): the document server
 *   preloads them with the route's first visit
 * @param {Record<string, object>} [options.cacheGroups] the app's own splitChunks cache groups, after
 *   the common ones (e.g. mfe-catalog keeps its first-load pages' common code in one chunk)
 * @param {Record<string,string>} [options.serverExposes] a remote's server modules (its Node build's `./server`)
 * @param {string} [options.serverEntry] the shell's server render (its Node build's entry, the host of the server render)
 */
export function createConfig({
  name,
  dir,
  port,
  exposes,
  title,
  publicDir,
  publicPath = 'auto',
  firstLoad,
  cacheGroups,
  serverExposes,
  serverEntry,
}) {
  const browser = browserConfig({
    name,
    dir,
    port,
    exposes,
    title,
    publicDir,
    publicPath,
    firstLoad,
    cacheGroups,
    serverExposes,
    serverEntry,
  });
  if (!serverExposes && !serverEntry) return browser;
  // A production app with server code publishes a Node build beside its browser build
  // (dist/server/): the shell's is the document server's renderer and Module Federation host
  // (`serverEntry`); a remote's (`serverExposes`, named by its browser manifest's
  // metaData.ssrRemoteEntry) is loaded by that host at run time (docs/rendering.md).
  return (env, argv) =>
    argv.mode === 'development'
      ? browser(env, argv)
      : [
          browser(env, argv),
          serverConfig({ name, dir, exposes: serverEntry ? undefined : { ...exposes, ...serverExposes }, serverEntry, publicPath }),
        ];
}

/** Where a remote's Node build goes inside its dist/ folder (and so beside its browser build at its URL). */
export const SERVER_DIR = 'server';

/**
 * The Node build of an app (`target: 'async-node'`, @module-federation/node's runtime plugin).
 *
 * The shell's (`serverEntry`) is the Module Federation host of the server render: it provides the
 * shared singletons (React, React DOM, @manzil/shared and its entries, the router, the query
 * client, react-intl, jotai) and loads the owning remote's Node container at run time, so one
 * render tree holds the shell's frame and the remote's page with one React. The document server
 * runs it in a worker (shell/server/render-worker.mjs).
 *
 * A remote's (`exposes`) holds the same modules as its browser build plus its server ones; its
 * chunks are fetched over HTTP from the remote's own URL. It consumes every frame singleton from
 * the shell's server build (`import: false`, as its production browser build does) and bundles no
 * React of its own. Its CSS modules give class names only, the same as the browser build's.
 */
function serverConfig({ name, dir, exposes, serverEntry, publicPath }) {
  const outDir = join(process.env.MANZIL_OUT_DIR ? join(dir, process.env.MANZIL_OUT_DIR) : join(dir, 'dist'), SERVER_DIR);
  const srcDir = process.env.MANZIL_SRC_DIR ?? 'src';
  const fromSrc = (path) => path.replace(/^\.\/src\//, `./${srcDir}/`);
  const host = Boolean(serverEntry);
  return {
    name: `${name}-server`,
    mode: 'production',
    context: dir,
    entry: host ? { main: fromSrc(serverEntry) } : {},
    devtool: false,
    target: 'async-node',
    output: {
      path: outDir,
      // The shell's asset URLs as its browser build writes them (its own chunks are read from
      // this folder whatever the public path); a remote's are resolved from its URL.
      publicPath: host ? publicPath : 'auto',
      // The shell's package is ES modules: its CommonJS entry says so by its extension.
      filename: host ? '[name].cjs' : '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      uniqueName: `manzil_${name}_server`,
      clean: true,
      library: { type: 'commonjs-module' },
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      alias: { '@formatjs/icu-messageformat-parser$': icuParserWithoutParse(dir), ...productionBuilds() },
    },
    module: {
      rules: [
        {
          test: new RegExp(`[\\\\/]${srcDir}[\\\\/]messages(-[a-z-]+)?(\\.ar)?\\.ts$`),
          resourceQuery: { not: [new RegExp(SOURCE_QUERY.slice(1))] },
          use: { loader: compiledMessagesLoader, options: { appDir: dir } },
        },
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: require.resolve('swc-loader'),
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: false, refresh: false } },
                target: 'es2022',
              },
            },
          },
        },
        {
          // Class names only, as the browser build names them: the browser's stylesheet styles
          // the served markup (the document links the route's CSS).
          test: /\.css$/,
          use: {
            loader: require.resolve('css-loader'),
            options: {
              modules: {
                auto: /\.module\.css$/,
                namedExport: false,
                exportLocalsConvention: 'as-is',
                exportOnlyLocals: true,
                localIdentName: `${name}_[hash:base64:6]`,
              },
            },
          },
        },
        { test: /\.(png|jpe?g|webp|svg|mp4|webm|woff2?)$/, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        library: { type: 'commonjs-module', name },
        remoteType: 'script',
        exposes: Object.fromEntries(Object.entries(exposes ?? {}).map(([key, path]) => [key, fromSrc(path)])),
        remotes: {},
        shared: sharedConfig(dir, { fromShell: !host }),
        shareStrategy: 'loaded-first',
        // @module-federation/node's documented runtime plugin: chunks are fetched over HTTP from
        // the container's own URL and evaluated in Node.
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        manifest: false,
        dts: false,
      }),
    ],
    optimization: { minimize: false, moduleIds: 'deterministic', chunkIds: 'deterministic' },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
}

/** Every app's and the API's port as the environment sets them (SHELL_PORT…, API_PORT). */
const portsFromEnv = () => Object.fromEntries([...APP_CONFIG.map((app) => [app.name, portOf(app.name)]), ['api', portOf('api')]]);

/** Emits `remotes.json`, the runtime manifest the shell reads at start (apps.mjs, remotesManifest). */
class RemotesManifestPlugin {
  constructor(ports) {
    this.ports = ports;
  }
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('RemotesManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RemotesManifestPlugin', stage: compilation.constructor.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.emitAsset('remotes.json', new RawSource(`${JSON.stringify(remotesManifest(this.ports), null, 2)}\n`));
        },
      );
    });
  }
}

function browserConfig({ name, dir, port, exposes, title, publicDir, publicPath, firstLoad, cacheGroups, serverExposes, serverEntry }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const outDir = process.env.MANZIL_OUT_DIR ? join(dir, process.env.MANZIL_OUT_DIR) : join(dir, 'dist');
    // MANZIL_SRC_DIR builds a variant of the app from another source folder inside it (the e2e
    // test of "a changed remote published at a new URL" uses it).
    const srcDir = process.env.MANZIL_SRC_DIR ?? 'src';
    const fromSrc = (path) => path.replace(/^\.\/src\//, `./${srcDir}/`);
    const isShell = Object.keys(exposes ?? {}).length === 0;
    // A production remote uses the shell's copy of the federation runtime (runtime-core, lent by
    // the shell with Module Federation's experiments.provideExternalRuntime); a development
    // build keeps its own, so that it still runs alone (its bootstrap.tsx).
    const externalRuntime = !isShell && production;
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: { main: fromSrc('./src/index.ts') },
      devtool: production ? false : 'eval-cheap-module-source-map',
      target: 'web',
      output: {
        path: outDir,
        publicPath,
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: `manzil_${name}`,
        // The Node build (serverConfig) writes dist/server/ in the same run.
        clean: serverExposes || serverEntry ? { keep: new RegExp(`^${SERVER_DIR}/`) } : true,
        // SPEC §8: a code-chunk load has a 120 s timeout.
        chunkLoadTimeout: 120_000,
        // Every build writes its files, unchanged ones too, so index.html carries the build's time:
        // `npm start` and `npm run bench` rebuild an app only when a source is newer than that
        // (scripts/steps.mjs); an unchanged index.html left untouched had them rebuild every time.
        compareBeforeEmit: false,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
        // The message catalogs come pre-compiled (i18n/compiled-messages-loader.mjs), so react-intl
        // formats ASTs only and its ICU parser stays out of the bundle.
        alias: {
          '@formatjs/icu-messageformat-parser$': icuParserWithoutParse(dir),
          ...(production ? productionBuilds() : {}),
        },
      },
      module: {
        rules: [
          {
            // One build of the federation runtime in main.js. The runtime plugin that
            // provides the runtime to the remotes (inject-external-runtime-core-plugin) is loaded
            // with require(), which picks the CommonJS builds of runtime-core, sdk and error-codes,
            // while webpack's bundler runtime imports their ES builds: main.js carried both
            // (≈ 52 KiB gzip). Inside the federation packages, require() resolves like import.
            test: /[\\/]node_modules[\\/]@module-federation[\\/]/,
            resolve: { byDependency: { commonjs: { conditionNames: ['import', 'module', 'webpack', 'browser', 'default'] } } },
          },
          {
            // The app's message catalogs (src/messages.ts, src/messages-<part>.ts), English and Arabic,
            // compiled to ICU ASTs at build time.
            test: new RegExp(`[\\\\/]${srcDir}[\\\\/]messages(-[a-z-]+)?(\\.ar)?\\.ts$`),
            resourceQuery: { not: [new RegExp(SOURCE_QUERY.slice(1))] },
            use: { loader: compiledMessagesLoader, options: { appDir: dir } },
          },
          {
            test: /\.[cm]?[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: require.resolve('swc-loader'),
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
                  target: 'es2020',
                },
              },
            },
          },
          {
            test: /\.css$/,
            use: [
              // Production CSS in .css files: as strings inside the JavaScript it was
              // ≈ 11 KiB gzip of a first visit's scripts, evaluated and injected by style-loader
              // on the main thread. The chunk's stylesheet loads beside its script (webpack waits
              // for both), and the static server preloads a first visit's (first-load-hints.mjs).
              // Development keeps style-loader.
              production ? MiniCssExtractPlugin.loader : require.resolve('style-loader'),
              {
                loader: require.resolve('css-loader'),
                options: {
                  modules: {
                    auto: /\.module\.css$/,
                    namedExport: false,
                    exportLocalsConvention: 'as-is',
                    localIdentName: production ? `${name}_[hash:base64:6]` : `${name}_[name]_[local]`,
                  },
                  importLoaders: production ? 1 : 0,
                },
              },
              // Production CSS without comments and layout whitespace (css/minify-css-loader.mjs).
              ...(production ? [minifyCssLoader] : []),
            ],
          },
          { test: /\.(png|jpe?g|webp|svg|mp4|webm|woff2?)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes: Object.fromEntries(Object.entries(exposes ?? {}).map(([key, path]) => [key, fromSrc(path)])),
          remotes: {},
          shared: sharedConfig(dir, { fromShell: externalRuntime }),
          shareStrategy: 'loaded-first',
          manifest: {
            fileName: 'mf-manifest.json',
            // The Node build's container, as Module Federation's manifest names one for SSR.
            ...(serverExposes && production
              ? {
                  additionalData: ({ stats }) => {
                    stats.metaData.ssrRemoteEntry = { name: 'remoteEntry.js', path: SERVER_DIR, type: 'commonjs-module' };
                    return stats;
                  },
                }
              : {}),
          },
          dts: false,
          experiments: {
            // Every Manzil app runs in a browser: the runtime's Node loaders (the sdk's
            // createScriptNode/loadScriptNode, ≈ 1.9 KiB gzip) are dropped at build time.
            // The snapshot plugin stays: the remotes are registered by their mf-manifest.json.
            optimization: { target: 'web' },
            // One copy of the federation runtime (runtime-core) on a page, Module Federation's
            // documented way: the shell provides it on a global and production remotes take it
            // from there instead of bundling their own. Each build keeps its own small bundler
            // runtime, which its maintainers require to be one per build.
            ...(isShell ? { provideExternalRuntime: true } : externalRuntime ? { externalRuntime: true } : {}),
          },
        }),
        new HtmlWebpackPlugin({
          // The shell's document is its own; every remote's page (for running it alone) is one template.
          template: isShell ? join(dir, srcDir, 'index.html') : fileURLToPath(new URL('./remote-index.html', import.meta.url)),
          title,
          chunks: ['main'],
          scriptLoading: 'defer',
          // At the end of the body, after the markup (the shell's splash frame): the parser
          // reaches what the first paint shows before any script element.
          inject: 'body',
        }),
        ...(production
          ? [
              new MiniCssExtractPlugin({
                filename: '[name].[contenthash:8].css',
                chunkFilename: '[name].[contenthash:8].css',
                // The stylesheet of @manzil/shared's primitives (the `sharedStyles` chunk below) goes
                // before every other, so that a class an app puts on a primitive (`<Button
                // className={styles.submit}>`) wins at equal specificity whatever order the chunks
                // load in, as it did when style-loader injected the primitives' CSS first. Runs in
                // the browser: self-contained ES5.
                insert: function insertStylesheet(linkTag) {
                  var first = /\/shared-styles\.[^/]*\.css$/.test(linkTag.href) && document.head.querySelector('link[rel="stylesheet"]');
                  if (first) document.head.insertBefore(linkTag, first);
                  else document.head.appendChild(linkTag);
                },
              }),
            ]
          : []),
        new FirstLoadPlugin({ routes: firstLoad }),
        ...(publicDir ? [new CopyPlugin({ patterns: [{ from: join(dir, publicDir), to: outDir }] })] : []),
        // The shell's runtime manifest, from apps.json: the default ports in a production build
        // (scripts/serve.mjs serves a copy for other ports), the dev servers' own ports in development.
        ...(isShell ? [new RemotesManifestPlugin(production ? DEFAULT_PORTS : portsFromEnv())] : []),
        ...(production
          ? [
              new CompressionPlugin({
                ...PRECOMPRESSED,
                // Zopfli: the .gz files the static server sends are ordinary gzip that
                // every browser reads, 3 % smaller than zlib's level 9 (first visit to /home
                // −5.6 KiB), at the cost of a few seconds of build (compression-webpack-plugin's
                // documented zopfli set-up).
                algorithm: (input, options, callback) => zopfli.gzip(input, options, callback),
                compressionOptions: { numiterations: 15 },
              }),
              // Brotli at its best quality beside it: what every current browser asks for (over
              // HTTPS, and from localhost), 9-10 % smaller than the zopfli gzip (first visit to
              // /home 178.0 → 160.9 KiB of scripts); the static server prefers it when accepted.
              new CompressionPlugin({
                ...PRECOMPRESSED,
                algorithm: 'brotliCompress',
                filename: '[path][base].br',
                compressionOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } },
              }),
            ]
          : []),
      ],
      optimization: {
        moduleIds: 'deterministic',
        chunkIds: 'deterministic',
        splitChunks: {
          cacheGroups: {
            ...(production
              ? {
                  // @manzil/shared's CSS in one stylesheet of its own, which the insert function
                  // above places first.
                  sharedStyles: {
                    test: /[\\/]shared[\\/]src[\\/].*\.css$/,
                    type: 'css/mini-extract',
                    name: 'shared-styles',
                    chunks: 'all',
                    enforce: true,
                  },
                  // Module Federation gives each shared entry a chunk group of its own, and webpack
                  // splits a package's modules apart from the entry module that re-exports them:
                  // a first visit loaded 17 shell chunks, some of 200 bytes. The shared packages a
                  // page always loads together go in one chunk each (one request and one wrapper
                  // instead of two to four): jotai's four entries, React and its JSX runtime, React
                  // DOM and its client, the router and @manzil/shared/router, TanStack Query and
                  // @manzil/shared/query (docs/performance.md).
                  ...sharedTogether({
                    jotai: ['jotai'],
                    react: ['react'],
                    'react-dom': ['react-dom', 'scheduler'],
                    router: ['react-router', 'shared/src/router'],
                    query: ['@tanstack', 'shared/src/query'],
                  }),
                }
              : {
                  // Development (style-loader): its and css-loader's run-time helpers in one chunk
                  // that every async chunk group with CSS shares (production extracts the CSS, so
                  // they are not in its bundles; before that a first visit loaded four copies).
                  styleRuntime: {
                    test: new RegExp(`${packageFolder('(style-loader|css-loader)')}dist${SEP}runtime${SEP}`),
                    name: 'style-runtime',
                    chunks: 'async',
                    enforce: true,
                  },
                }),
            ...cacheGroups,
          },
        },
      },
      performance: { hints: false },
      stats: 'errors-warnings',
      infrastructureLogging: { level: 'warn' },
      devServer: {
        port,
        host: '0.0.0.0',
        hot: false,
        liveReload: true,
        historyApiFallback: true,
        allowedHosts: 'all',
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: publicDir ? { directory: join(dir, publicDir) } : false,
        client: { overlay: { errors: true, warnings: false, runtimeErrors: false } },
      },
    };
  };
}
