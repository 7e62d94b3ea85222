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
 * remoteEntry.js) and of the named chunk groups `startGroups` (names, or patterns of names) with
 * the shared modules they consume: the shell's `bootstrap` and `app` (framework, app-core and the
 * app's start), and a remote's exposed modules, each a page or block that renders as soon as it
 * arrives. The shell's own later chunks (its dialogs, the forms it loads on demand) keep lazy
 * compilation: most of their functions do not run at once.
 * Added after minification and before the source maps, which shift by the line.
 */
class CompileHintPlugin {
  /** @param {{ entries: string[], startGroups?: Array<string | RegExp> }} options */
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
    for (const [name, group] of compilation.namedChunkGroups) {
      if (!this.startGroups.some((wanted) => (wanted instanceof RegExp ? wanted.test(name) : wanted === name))) continue;
      for (const file of filesOf(compilation, providers, group, new Set())) files.add(file);
    }
    return [...files];
  }
}

module.exports = { CompileHintPlugin, COMPILE_HINT };
