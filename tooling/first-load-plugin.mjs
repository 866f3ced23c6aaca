// Writes `first-load.json` into an app's build: the JavaScript files of its named chunk
// groups (the entry, `bootstrap`, the exposed modules, the pages named with webpackChunkName), and
// for a remote the files of each route. The static server reads it to emit
// preload hints for the current route; the bundle budget reads it to add up a first visit.
//
// Shape: { groups: { [name]: string[] }, styles: { [name]: string[] },
//          routes?: { [pattern]: { scripts: string[], styles: string[] } } }
// `groups` holds JavaScript files, `styles` the stylesheets of the same groups (production CSS is
// extracted, tooling/webpack.mjs); a group without stylesheets is left out of `styles`.

/**
 * @param {{ routes?: Record<string, { chunks?: string[] }> }} [options]
 *   routes: per React Router pattern of the remote, the named chunk groups its page needs.
 */
export class FirstLoadPlugin {
  constructor(options = {}) {
    this.options = options;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('FirstLoadPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'FirstLoadPlugin', stage: compilation.constructor.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const groups = {};
        const styles = {};
        /** The .js and .css files of chunks, each sorted, into groups[name] and styles[name]. */
        const record = (name, chunks) => {
          const js = new Set();
          const css = new Set();
          for (const chunk of chunks)
            for (const file of chunk.files) {
              if (file.endsWith('.js')) js.add(file);
              else if (file.endsWith('.css')) css.add(file);
            }
          groups[name] = [...js].sort();
          if (css.size) styles[name] = [...css].sort();
        };
        for (const [name, group] of compilation.namedChunkGroups) record(name, group.chunks);
        // The chunks of each shared package this app provides ("shared:react"): what the
        // federation runtime loads when this app's copy is the one chosen.
        for (const module of compilation.modules) {
          if (module.constructor.name !== 'ProvideSharedModule') continue;
          const chunks = module.blocks.flatMap((block) => compilation.chunkGraph.getBlockChunkGroup(block)?.chunks ?? []);
          record(`shared:${module._name ?? module.name}`, chunks);
        }
        const routes = {};
        for (const [pattern, hint] of Object.entries(this.options.routes ?? {})) {
          for (const name of hint.chunks ?? [])
            if (!groups[name])
              throw new Error(`FirstLoadPlugin: route ${pattern} names the chunk "${name}", which the build does not have.`);
          const scripts = (hint.chunks ?? []).flatMap((name) => groups[name]);
          const sheets = (hint.chunks ?? []).flatMap((name) => styles[name] ?? []);
          routes[pattern] = { scripts: [...new Set(scripts)], styles: [...new Set(sheets)] };
        }
        compilation.emitAsset('first-load.json', new RawSource(JSON.stringify({ groups, styles, routes })));
      });
    });
  }
}
