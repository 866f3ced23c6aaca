// Writes `first-load.json` into an app's build (issue 9): the JavaScript files of its named chunk
// groups (the entry, `bootstrap`, the exposed modules, the pages named with webpackChunkName), and
// for a remote the files and first API call of each route. The static server reads it to emit
// preload hints for the current route; the bundle budget reads it to add up a first visit.
//
// Shape: { groups: { [name]: string[] }, routes?: { [pattern]: { scripts: string[], api: string[], view?: string } } }

/**
 * @param {{ routes?: Record<string, { chunks?: string[], api?: string[], view?: string }> }} [options]
 *   routes: per React Router pattern of the remote, the named chunk groups its page needs, its
 *   first API calls (paths relative to the API's base, `{param}` filled from the path) and the
 *   first view the static server writes into the document from the first call's answer
 *   (tooling/first-view/first-view.mjs `FIRST_VIEWS`).
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
        for (const [name, group] of compilation.namedChunkGroups) {
          const files = new Set();
          for (const chunk of group.chunks) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
          groups[name] = [...files].sort();
        }
        // The chunks of each shared package this app provides ("shared:react"): what the
        // federation runtime loads when this app's copy is the one chosen.
        for (const module of compilation.modules) {
          if (module.constructor.name !== 'ProvideSharedModule') continue;
          const files = new Set();
          for (const block of module.blocks) {
            const group = compilation.chunkGraph.getBlockChunkGroup(block);
            for (const chunk of group?.chunks ?? []) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
          }
          groups[`shared:${module._name ?? module.name}`] = [...files].sort();
        }
        const routes = {};
        for (const [pattern, hint] of Object.entries(this.options.routes ?? {})) {
          const scripts = (hint.chunks ?? []).flatMap((name) => {
            if (!groups[name])
              throw new Error(`FirstLoadPlugin: route ${pattern} names the chunk "${name}", which the build does not have.`);
            return groups[name];
          });
          routes[pattern] = { scripts: [...new Set(scripts)], api: hint.api ?? [], ...(hint.view ? { view: hint.view } : {}) };
        }
        compilation.emitAsset('first-load.json', new RawSource(JSON.stringify({ groups, routes })));
      });
    });
  }
}
