import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);
import base from './webpack.config.mjs';
export default (env, argv) => {
  const c = base(env, argv);
  c.output.path = '/tmp/shell-stats-dist';
  c.plugins = c.plugins.filter((p) => p.constructor.name !== 'CompressionPlugin');
  c.plugins.push({ apply(compiler) { compiler.hooks.done.tap('dump', (stats) => {
    const j = stats.toJson({ all: false, chunks: true, chunkModules: true, nestedModules: true, ids: true });
    require('fs').writeFileSync('/tmp/shell-chunks.json', JSON.stringify(j.chunks.map(ch => ({ files: ch.files, mods: (ch.modules||[]).flatMap(m => m.modules ? m.modules.map(x=>[x.size,x.name]) : [[m.size,m.name]]) }))));
  }); } });
  return c;
};
