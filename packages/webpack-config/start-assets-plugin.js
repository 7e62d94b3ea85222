// Writes start-assets.json next to the shell's build: for each named async chunk group (e.g.
// `import(/* webpackChunkName: "bootstrap" */ './bootstrap')`), the JavaScript files it needs,
// including the chunks of the shared modules it consumes, as the shell provides them (the share
// scope loads the provider's chunk, not the consumer's fallback). The server reads it to hint those files
// in index.html, so they load with the entry instead of one round trip after another
// (docs/architecture.md, "Page budgets").

const PLUGIN = 'StartAssetsPlugin';
const FILE = 'start-assets.json';

class StartAssetsPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const providers = sharedProviders(compilation);
        const groups = {};
        for (const [name, group] of compilation.namedChunkGroups) {
          if (!group.isInitial()) groups[name] = [...filesOf(compilation, providers, group, new Set())];
        }
        compilation.emitAsset(FILE, new sources.RawSource(`${JSON.stringify(groups, null, 2)}\n`));
      });
    });
  }
}

/** The compilation's provide-shared modules by share key (what a consumed shared module loads). */
function sharedProviders(compilation) {
  const providers = new Map();
  for (const module of compilation.modules) if (module.type === 'provide-module') providers.set(module._name, module);
  return providers;
}

/** The .js files of a chunk group's chunks and, recursively, of the providers of the shared modules they consume. */
function filesOf(compilation, providers, group, seen) {
  const files = new Set();
  const { chunkGraph } = compilation;
  if (seen.has(group)) return files;
  seen.add(group);
  for (const chunk of group.chunks) {
    for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type !== 'consume-shared-module') continue;
      const source = providers.get(module.options.shareKey) ?? module;
      for (const block of source.blocks) {
        const shared = chunkGraph.getBlockChunkGroup(block);
        if (shared) for (const file of filesOf(compilation, providers, shared, seen)) files.add(file);
      }
    }
  }
  return files;
}

module.exports = { StartAssetsPlugin, START_ASSETS_FILE: FILE, filesOf, sharedProviders };
