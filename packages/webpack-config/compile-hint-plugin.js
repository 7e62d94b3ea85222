// Marks the files a page runs as it starts with V8's explicit compile hint: a first line
// `//# allFunctionsCalledOnLoad` makes Chrome (136 and later) compile every function of the file
// while it streams it, on a background thread, instead of stopping the main thread to compile each
// function on its first call (docs/architecture.md, "Page budgets").

const { filesOf, sharedProviders } = require('./start-assets-plugin');

const PLUGIN = 'CompileHintPlugin';
/** V8's magic comment; it must be the file's first line. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Marks the files of the entry points named `entries` (the shell's main.js, a remote's
 * remoteEntry.js) and of the named chunk groups `startGroups` with the shared modules they consume
 * (the shell's `bootstrap` and `app`: framework, app-core and the app's start). Files loaded later
 * (pages' chunks, dialogs) keep lazy compilation: most of their functions do not run at once.
 * Added after minification and before the source maps, which shift by the line.
 */
class CompileHintPlugin {
  /** @param {{ entries: string[], startGroups?: string[] }} options */
  constructor({ entries, startGroups = [] }) {
    this.entries = entries;
    this.startGroups = startGroups;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, () => {
        for (const file of this.filesToMark(compilation)) {
          compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source));
        }
      });
    });
  }

  /** The .js files to mark in `compilation` (see the class). */
  filesToMark(compilation) {
    const files = new Set();
    const providers = sharedProviders(compilation);
    for (const name of this.entries) {
      const entry = compilation.entrypoints.get(name);
      if (entry) for (const chunk of entry.chunks) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
    }
    for (const name of this.startGroups) {
      const group = compilation.namedChunkGroups.get(name);
      if (group) for (const file of filesOf(compilation, providers, group, new Set())) files.add(file);
    }
    return [...files];
  }
}

module.exports = { CompileHintPlugin, COMPILE_HINT };
