// Prerenders a remote's first screen once its production build is written (docs/architecture.md,
// "Landing first screen"): compiles the remote's render module for Node with the same loaders,
// runs it, and writes the files it returns next to mf-manifest.json, where the server finds them.
const fs = require('node:fs');
const path = require('node:path');

/**
 * @param {object} options
 * @param {string} options.dir the remote's folder
 * @param {string} options.entry its render module (relative to `dir`): exports `firstScreenFiles()`,
 *   which returns what to write as `{ [file name]: JSON value }` (one file per language)
 * @param {(isProduction: boolean) => object} options.scriptRule the apps' TypeScript rule
 */
class FirstScreenPlugin {
  constructor({ dir, entry, scriptRule }) {
    this.dir = dir;
    this.entry = entry;
    this.scriptRule = scriptRule;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('FirstScreenPlugin', async (compilation) => {
      if (compilation.errors.length > 0) return;
      const outputDir = path.join(this.dir, 'node_modules', '.cache', 'first-screen');
      const stats = await this.compile(compiler.webpack, outputDir);
      if (stats.hasErrors()) {
        compilation.errors.push(new compiler.webpack.WebpackError(`First screen: ${stats.toString('errors-only')}`));
        return;
      }
      const bundle = path.join(outputDir, 'render-first-screen.js');
      delete require.cache[bundle];
      const { firstScreenFiles } = require(bundle);
      for (const [file, content] of Object.entries(firstScreenFiles())) {
        fs.writeFileSync(path.join(compiler.outputPath, file), JSON.stringify(content));
      }
    });
  }

  /** Builds the render module for Node; packages stay in node_modules, workspace sources are compiled. */
  compile(webpack, outputDir) {
    const compiler = webpack({
      mode: 'production',
      target: 'node',
      context: this.dir,
      entry: { 'render-first-screen': this.entry },
      output: { path: outputDir, filename: '[name].js', library: { type: 'commonjs2' }, clean: true },
      resolve: { extensions: ['.tsx', '.ts', '.js'], conditionNames: ['source', '...'] },
      module: { rules: [this.scriptRule(true), { test: /\.(svg|png|webp|jpg)$/, type: 'asset/resource', generator: { emit: false } }] },
      externals: ({ request }, callback) =>
        /^[a-z@]/.test(request) && !request.startsWith('@flourishly/') ? callback(null, `commonjs ${request}`) : callback(),
      optimization: { minimize: false },
      cache: false,
      devtool: false,
      stats: 'errors-only',
    });
    return new Promise((resolve, reject) => {
      compiler.run((error, stats) => compiler.close(() => (error ? reject(error) : resolve(stats))));
    });
  }
}

module.exports = { FirstScreenPlugin };
