// The one webpack set-up of the frontend: the shell (module federation host) and every remote
// (mfe-profile, mfe-matching, mfe-subscription) call `federatedConfig` from their
// webpack.config.js with what differs: name, port and the pages a remote exposes.
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { consumeTypes } from '@module-federation/dts-plugin/core';

const root = path.dirname(fileURLToPath(import.meta.url));
const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

/** Where the API runs in development (the gateway). */
export const apiTarget = process.env.API_TARGET ?? 'http://localhost:3000';

/** Dev-server ports; the shell proxies /remotes/<name>/ to each remote's port. */
export const ports = { shell: 3100, profile: 3101, matching: 3102, subscription: 3103 };

/** A remote's federation container name; the shell's runtime uses the same convention. */
export const containerName = (remote) => `mfe_${remote}`;

/** The remotes, by name (`ports` without the shell). */
const remoteNames = Object.keys(ports).filter((name) => name !== 'shell');

/** The range a module built against `version` accepts: that version or a newer compatible one. */
const caret = (version) => `^${version}`;

/** Our own libraries, shared under their workspace version (libs/<name>/package.json). */
const workspaceVersion = (name) =>
  readJson(path.join(root, 'libs', name.replace('@dating/', ''), 'package.json')).version;

/**
 * What the shell and every remote share, each at the range the package was built against, so
 * that a remote is never silently given an older copy than it needs. A shared module ships
 * whole (it cannot be tree-shaken), so only what must be one per page is shared:
 * - React (its sub-paths too, `react/jsx-runtime`, `react-dom/client`, else they are bundled
 *   twice): singletons, at the package.json ranges. A mismatch is warned about, not refused:
 *   two Reacts on one page cannot work at all.
 * - @dating/portal: a strict singleton. The session, the API client, the i18n, notices, the
 *   router's hooks and components (re-exported, so the router is one instance, and only what
 *   is used of it ships) and the remote components' loader are one per page; a remote built
 *   against a newer portal fails to load (the shell then says the page is unavailable) instead
 *   of calling an older client that lacks what it uses.
 * - @dating/ui: a strict singleton too: one stylesheet, and a remote never renders components
 *   older than those it was built with.
 * - @dating/contracts: shared but not a singleton: it holds no state, so a remote that needs a
 *   newer one than the page has loaded takes its own copy.
 */
function sharedModules(pkg) {
  const deps = pkg.dependencies ?? {};
  const singleton = (range) => ({ singleton: true, requiredVersion: range });
  const ours = (name, options) => ({ requiredVersion: caret(workspaceVersion(name)), ...options });
  return {
    react: singleton(deps.react),
    'react/': singleton(deps.react),
    'react-dom': singleton(deps['react-dom']),
    'react-dom/': singleton(deps['react-dom']),
    '@dating/portal': ours('@dating/portal', { singleton: true, strictVersion: true }),
    '@dating/ui': ours('@dating/ui', { singleton: true, strictVersion: true }),
    '@dating/contracts': ours('@dating/contracts', {}),
  };
}

/**
 * Every import a remote takes from the page (its mf-manifest.json `shared`): the shell gives
 * each one when it starts the federation runtime (shell/src/remotes/runtime.ts).
 */
const hostSharedImports = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  '@dating/portal',
  '@dating/ui',
  '@dating/contracts',
];

/** `react-dom/client` → `react-dom`; `@dating/ui` → `@dating/ui`. */
const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * What the shell gives remotes, by import: the version it bundles and the rules of
 * `sharedModules` (a sub-path follows its package's `name/` entry).
 */
function hostShared(dir, pkg) {
  const rules = sharedModules(pkg);
  const requireFromShell = createRequire(path.join(dir, 'package.json'));
  return Object.fromEntries(
    hostSharedImports.map((specifier) => {
      const packageName = packageOf(specifier);
      const rule = rules[specifier] ?? rules[`${packageName}/`];
      const version = packageName.startsWith('@dating/')
        ? workspaceVersion(packageName)
        : requireFromShell(`${packageName}/package.json`).version;
      return [
        specifier,
        {
          version,
          shareConfig: {
            singleton: rule.singleton ?? false,
            requiredVersion: rule.requiredVersion,
            strictVersion: rule.strictVersion ?? false,
          },
        },
      ];
    }),
  );
}

/** Where @dating/contracts' build writes each domain's calls for the browser. */
const browserCallsDir = path.join(root, 'libs', 'contracts', 'dist', 'browser');

/**
 * Puts each domain's calls without their zod schemas (libs/contracts/src/browser-calls.ts) in
 * place of `libs/contracts/src/<domain>/calls.ts`: a page needs a call's route, not its
 * schemas, since the gateway checks every answer against its declaration. So zod and the
 * schemas load only with the pages that validate a form.
 */
function browserCallsPlugin() {
  if (!fs.existsSync(browserCallsDir))
    throw new Error(`${browserCallsDir} is missing: build @dating/contracts first`);
  const callsModule = /[\\/]libs[\\/]contracts[\\/]src[\\/](\w+)[\\/]calls\.ts$/;
  return new webpack.NormalModuleReplacementPlugin(callsModule, (resolved) => {
    const domain = resolved.createData?.resource?.match(callsModule)?.[1];
    if (domain) resolved.createData.resource = path.join(browserCallsDir, `${domain}-calls.js`);
  });
}

/** swc options for the browser: the same as the libraries' build (swc.browser.json). */
function swcOptions(production) {
  const { jsc } = readJson(path.join(root, 'swc.browser.json'));
  return {
    jsc: {
      ...jsc,
      transform: { react: { runtime: 'automatic', development: !production } },
    },
    sourceMaps: !production,
  };
}

/** Emits every file of `public/` (the shell's config.json) next to the bundle. */
class CopyPublicFilesPlugin {
  constructor(directory) {
    this.directory = directory;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CopyPublicFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CopyPublicFilesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          if (!fs.existsSync(this.directory)) return;
          compilation.contextDependencies.add(this.directory);
          for (const file of fs.readdirSync(this.directory)) {
            const source = path.join(this.directory, file);
            if (!fs.statSync(source).isFile()) continue;
            compilation.emitAsset(file, new sources.RawSource(fs.readFileSync(source)));
          }
        },
      );
    });
  }
}

/**
 * A remote's federation types (`@mf-types.zip`, and `@mf-types.d.ts` naming its exposed modules),
 * made by the dts plugin from the declarations of what it exposes (the remote's tsconfig.json)
 * and listed in its mf-manifest.json, where a host finds them. Production builds only: the dev
 * server stays quick.
 */
function remoteTypes(dir, production) {
  if (!production) return false;
  return {
    generateTypes: { tsConfigPath: path.join(dir, 'tsconfig.json'), generateAPITypes: true },
    consumeTypes: false,
  };
}

/** The dts plugin logs a failed generation and goes on: here, a remote without types fails. */
class RequireRemoteTypesPlugin {
  apply(compiler) {
    const { Compilation, WebpackError } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('RequireRemoteTypesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RequireRemoteTypesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          for (const asset of ['@mf-types.zip', '@mf-types.d.ts']) {
            if (!compilation.getAsset(asset))
              compilation.errors.push(
                new WebpackError(`The federation types (${asset}) were not made`),
              );
          }
        },
      );
    });
  }
}

/** Answers `/<remote>/<file>` with that file of the remote's build output (its dist/). */
function serveRemoteBuilds(request, response) {
  const [, remote, ...rest] = (request.url ?? '').split('?')[0].split('/');
  const dist = path.join(root, `mfe-${remote}`, 'dist');
  const file = path.join(dist, ...rest.map(decodeURIComponent));
  if (!remoteNames.includes(remote) || !file.startsWith(dist + path.sep) || !fs.existsSync(file)) {
    response.writeHead(404).end();
    return;
  }
  const type = file.endsWith('.json') ? 'application/json' : 'application/octet-stream';
  response.writeHead(200, { 'content-type': type });
  fs.createReadStream(file).pipe(response);
}

/**
 * The host's side of the federation types: before the shell's production build, the dts plugin
 * reads each remote's types through its mf-manifest.json, as a host reads a deployed remote's,
 * from the remote's own build output (`npm run build` builds the remotes first). Its downloader
 * speaks only HTTP, so the builds are served on the loopback for it, for as long as it reads.
 * It unpacks them into node_modules/mfe_<remote>/, where TypeScript finds a remote's module by
 * its federation id (`mfe_profile/AccountPage`) with no `paths` in the repository's tsconfig;
 * shell/src/remotes/remoteModules.ts hands them to @dating/portal's RemoteModules.
 */
class ConsumeRemoteTypesPlugin {
  constructor(dir) {
    this.dir = dir;
  }

  apply(compiler) {
    compiler.hooks.beforeRun.tapPromise('ConsumeRemoteTypesPlugin', async () => {
      const typesOf = (remote) => path.join(this.dir, 'node_modules', containerName(remote));
      // Never an older build's types: a remote that is not built has none.
      for (const remote of remoteNames)
        fs.rmSync(typesOf(remote), { recursive: true, force: true });
      const server = http.createServer(serveRemoteBuilds);
      await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
      const origin = `http://127.0.0.1:${server.address().port}`;
      try {
        await consumeTypes({
          host: {
            context: this.dir,
            typesFolder: 'node_modules',
            consumeAPITypes: true,
            maxRetries: 1,
            moduleFederationConfig: {
              name: 'shell',
              remotes: Object.fromEntries(
                remoteNames.map((remote) => [
                  containerName(remote),
                  `${containerName(remote)}@${origin}/${remote}/mf-manifest.json`,
                ]),
              ),
            },
          },
        });
      } finally {
        server.close();
      }
      const missing = remoteNames.filter(
        (remote) => !fs.existsSync(path.join(typesOf(remote), 'apis.d.ts')),
      );
      if (missing.length > 0)
        compiler
          .getInfrastructureLogger('ConsumeRemoteTypesPlugin')
          .warn(
            `No federation types of ${missing.join(', ')}: build ${missing.map((m) => `mfe-${m}`).join(', ')} first, or the type check will not find them.`,
          );
    });
  }
}

/** What is worth compressing, and from what size: smaller files gain less than a header costs. */
const compressible = /\.(?:js|css|html|json|svg|txt)$/;
const compressFrom = 1024;

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every larger text asset of a production
 * build, once, at the best ratio: the launcher and nginx send these as they are instead of
 * compressing every answer again.
 */
class PrecompressPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        (assets) => {
          for (const [name, source] of Object.entries(assets)) {
            if (!compressible.test(name)) continue;
            const bytes = source.buffer();
            if (bytes.length < compressFrom) continue;
            const brotli = zlib.brotliCompressSync(bytes, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
              },
            });
            const gzip = zlib.gzipSync(bytes, { level: zlib.constants.Z_BEST_COMPRESSION });
            const info = {
              compressed: true,
              immutable: compilation.getAsset(name)?.info.immutable,
            };
            compilation.emitAsset(`${name}.br`, new sources.RawSource(brotli), info);
            compilation.emitAsset(`${name}.gz`, new sources.RawSource(gzip), info);
          }
        },
      );
    });
  }
}

/**
 * One federation runtime per page: the shell's, which it loads only when a remote is first
 * needed (shell/src/remotes/runtime.ts). In production a remote's entry leaves the runtime out
 * and uses the one the shell provides (about 28 KB gz less for each remote a page loads); it
 * can then only run inside the shell, so its standalone page is the dev server's. Code meant
 * for Node is left out of the runtime: it only ever runs in the browser.
 */
function federationExperiments(production) {
  const optimization = { target: 'web' };
  return production ? { externalRuntime: true, optimization } : { optimization };
}

const html = (title) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="theme-color" content="#d6336c" />
    <title>${title}</title>
  </head>
  <body>
    <noscript>This site needs JavaScript.</noscript>
    <div id="root"></div>
  </body>
</html>`;

/**
 * @param {object} options
 * @param {string} options.dir         the package directory (import.meta.dirname of its config)
 * @param {'profile'|'matching'|'subscription'|undefined} [options.remote] a remote's name; none for the shell
 * @param {Record<string, string>} [options.exposes] a remote's pages, `'./SearchPage': './src/pages/SearchPage.tsx'`
 * @param {string} options.title       the HTML title
 */
export function federatedConfig({ dir, remote, exposes = {}, title }) {
  const pkg = readJson(path.join(dir, 'package.json'));
  const isShell = remote === undefined;
  const name = isShell ? 'shell' : containerName(remote);
  const port = isShell ? ports.shell : ports[remote];

  return (_env, argv) => {
    const production = argv.mode === 'production';
    const hashed = production ? '.[contenthash:10]' : '';
    // The federation runtime asks for the entry's file name (only for its directory) before
    // content hashes exist; answer without the hash then. Emitted files are always hashed.
    const entryFilename = production
      ? (pathData) => (pathData.chunk?.contentHash?.javascript ? `[name]${hashed}.js` : '[name].js')
      : '[name].js';
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: { main: './src/index' },
      output: {
        path: path.join(dir, 'dist'),
        publicPath: 'auto',
        uniqueName: name,
        filename: entryFilename,
        chunkFilename: `[name]${hashed}.js`,
        cssFilename: `[name]${hashed}.css`,
        cssChunkFilename: `[name]${hashed}.css`,
        assetModuleFilename: `assets/[name]${hashed}[ext]`,
        clean: true,
      },
      // None in production: a map would hand every visitor the portal's source as written.
      devtool: production ? false : 'eval-cheap-module-source-map',
      resolve: {
        extensions: ['.tsx', '.ts', '.js'],
        // Workspace libraries are compiled from their TypeScript sources.
        conditionNames: ['source', '...'],
      },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            use: { loader: 'swc-loader', options: swcOptions(production) },
          },
          // Stylesheets ship as .css files beside the chunks that import them (webpack's own
          // CSS support), loaded in parallel with the script instead of injected by it.
          { test: /\.css$/, type: 'css' },
          { test: /\.(png|jpe?g|gif|svg|webp)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        browserCallsPlugin(),
        isShell
          ? // A host at run time only: no federation code in the first load of a page.
            new webpack.DefinePlugin({
              __FEDERATION_SHARED__: JSON.stringify(hostShared(dir, pkg)),
            })
          : new ModuleFederationPlugin({
              name,
              // mf-manifest.json and remoteEntry.js keep their names (serve them without
              // caching); everything they load is content-hashed.
              filename: 'remoteEntry.js',
              exposes,
              manifest: true,
              shared: sharedModules(pkg),
              // Take whatever shared copy the page has loaded first instead of fetching every
              // remote's entry at start-up to compare versions (the shell starts the same way).
              shareStrategy: 'loaded-first',
              dts: remoteTypes(dir, production),
              experiments: federationExperiments(production),
            }),
        // The shell's page; a remote's own page only on its dev server (see federationExperiments).
        ...(isShell || !production
          ? [
              new HtmlWebpackPlugin({
                templateContent: html(title),
                chunks: ['main'],
                publicPath: '/',
              }),
            ]
          : []),
        ...(isShell ? [new CopyPublicFilesPlugin(path.join(dir, 'public'))] : []),
        ...(production
          ? [isShell ? new ConsumeRemoteTypesPlugin(dir) : new RequireRemoteTypesPlugin()]
          : []),
        ...(production ? [new PrecompressPlugin()] : []),
      ],
      // The shell's libraries and webpack's chunk table in files of their own: a release that
      // changes one page leaves React, the router and the rest cached in the browser.
      ...(isShell && { optimization: { runtimeChunk: 'single', splitChunks: { chunks: 'all' } } }),
      experiments: { css: true },
      performance: production
        ? { hints: 'warning', maxEntrypointSize: 400_000, maxAssetSize: 300_000 }
        : false,
      devServer: {
        port,
        historyApiFallback: true,
        hot: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        // A remote running alone reads the shell's config.json, like it would beside the shell.
        static: { directory: path.join(root, 'shell', 'public'), watch: true },
        client: { overlay: { runtimeErrors: false } },
        proxy: [
          { context: ['/api'], target: apiTarget, changeOrigin: true },
          ...(isShell
            ? remoteNames.map((remoteName) => ({
                context: [`/remotes/${remoteName}/`],
                target: `http://localhost:${ports[remoteName]}`,
                pathRewrite: { [`^/remotes/${remoteName}`]: '' },
              }))
            : []),
        ],
      },
    };
  };
}
