import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { gatewayApi } from '@canal/contracts';
import { FirstLoadPreloadPlugin } from './firstLoadPreloads';
import { sharedModules } from './sharedModules';

const root = path.resolve(__dirname, '../..');

export interface FrontendDescription {
  /** Federation name: 'shell', 'public', 'live', 'staff', 'media', 'chat'. */
  name: string;
  /** Folder of the package, from the repository root (or absolute: a copy of a remote). */
  folder: string;
  production: boolean;
}

/** Browsers of the last few years: no ES5 helpers in the scripts, no `-webkit-any()` copies of every `:is()` rule in the styles. */
const BROWSER_TARGETS = ['chrome >= 92', 'edge >= 92', 'firefox >= 90', 'safari >= 15'];

function baseConfig(description: FrontendDescription): Configuration {
  const folder = path.resolve(root, description.folder);
  return {
    context: folder,
    mode: description.production ? 'production' : 'development',
    devtool: description.production ? false : 'cheap-module-source-map',
    target: 'web',
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !description.production } },
            },
            env: { targets: BROWSER_TARGETS },
          },
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(png|svg|jpe?g|webp)$/, type: 'asset/resource' },
      ],
    },
    output: {
      path: path.join(folder, 'dist'),
      uniqueName: `canal_${description.name}`,
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    optimization: {
      minimizer: [new rspack.SwcJsMinimizerRspackPlugin(), new rspack.LightningCssMinimizerRspackPlugin({ minimizerOptions: { targets: BROWSER_TARGETS } })],
    },
    performance: { hints: false },
  };
}

/**
 * A remote: no HTML, a manifest and remoteEntry.js, found at run time through the registry. It
 * exposes the pages its routes name (remoteRoutes.ts: { './ChatPage': './src/pages/ChatPage.tsx' }).
 */
export function remoteConfig(description: FrontendDescription & { exposes: Record<string, string> }): Configuration {
  const config = baseConfig(description);
  return {
    ...config,
    entry: {},
    output: { ...config.output, publicPath: 'auto' },
    plugins: [
      new ModuleFederationPlugin({
        name: description.name,
        // 'public' is a reserved word in JavaScript: the container's global variable gets a prefix.
        library: { type: 'global', name: `canal_${description.name}` },
        filename: 'remoteEntry.js',
        exposes: description.exposes,
        shared: sharedModules('remote'),
        manifest: true,
        dts: false,
        shareStrategy: 'loaded-first',
        // The federation runtime is the shell's: each remote entry no longer carries its own copy (~25 KB br).
        experiments: { externalRuntime: true, optimization: { target: 'web' } },
      }),
    ],
  };
}

/** The host: index.html, the frame, and no remote known at build time. */
export function shellConfig(description: FrontendDescription): Configuration {
  const config = baseConfig(description);
  return {
    ...config,
    entry: { main: './src/index.ts' },
    output: { ...config.output, publicPath: '/' },
    plugins: [
      new ModuleFederationPlugin({
        name: 'shell',
        remotes: {},
        shared: sharedModules('host'),
        dts: false,
        shareStrategy: 'loaded-first',
        // Browsers only: the runtime's Node.js loading code is left out (main.js 129 -> 119 KB).
        experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
      }),
      new rspack.HtmlRspackPlugin({
        template: path.resolve(root, description.folder, 'src/index.html'),
        favicon: path.resolve(root, description.folder, 'src/favicon.svg'),
      }),
      new FirstLoadPreloadPlugin({ startRequests: ['./bootstrap', './renderSite'], apiCalls: [gatewayApi.site.path, gatewayApi.remotes.path] }),
      new rspack.CopyRspackPlugin({ patterns: [{ from: path.resolve(root, description.folder, 'public'), to: '.' }] }),
    ],
  };
}
