import { rspack, type Compilation, type Compiler } from '@rspack/core';

/** What the walk needs of a chunk group: where it is imported from, and its chunks' files and consumed shared modules. */
export interface ChunkGroupView {
  /** The module identifiers and import requests that create the group (`./bootstrap`, `provide shared module (default) react@19.3.1 = ...`). */
  origins: Array<{ module?: string; request?: string }>;
  chunks: Array<{ files: string[]; consumedShares: string[] }>;
}

/** 'react-dom' from `consume shared module (default) react-dom@^19.3.1 (strict) ...` or `provide shared module (default) react-dom@19.3.1 = ...`. */
export function sharedNameOf(moduleIdentifier: string, kind: 'consume' | 'provide'): string | undefined {
  return new RegExp(`^${kind} shared module \\([^)]*\\) (.+?)@`).exec(moduleIdentifier)?.[1];
}

/**
 * The files every page fetches before it can show anything: the chunks of the groups imported by
 * `startRequests` (the shell's bootstrap and what it imports to render) and, transitively, the chunks
 * of the shell's own copy of every shared module they consume (react, the kit...). A shared module
 * consumed only by a later import (the kit's forms part) is not among them.
 */
export function firstLoadFiles(groups: ChunkGroupView[], startRequests: string[]): string[] {
  const providerGroups = new Map<string, ChunkGroupView[]>();
  for (const group of groups) {
    for (const origin of group.origins) {
      const name = origin.module && sharedNameOf(origin.module, 'provide');
      if (name) providerGroups.set(name, [...(providerGroups.get(name) ?? []), group]);
    }
  }
  const files = new Set<string>();
  const seen = new Set<ChunkGroupView>();
  const pending = groups.filter((group) => group.origins.some((origin) => origin.request !== undefined && startRequests.includes(origin.request)));
  for (let group = pending.pop(); group; group = pending.pop()) {
    if (seen.has(group)) continue;
    seen.add(group);
    for (const chunk of group.chunks) {
      for (const file of chunk.files) files.add(file);
      for (const name of chunk.consumedShares) pending.push(...(providerGroups.get(name) ?? []));
    }
  }
  return [...files].sort();
}

function chunkGroupViews(compilation: Compilation): ChunkGroupView[] {
  return compilation.chunkGroups.map((group) => ({
    origins: group.origins.map((origin) => ({ module: origin.module?.identifier(), request: origin.request ?? undefined })),
    chunks: group.chunks.map((chunk) => ({
      files: [...chunk.files],
      consumedShares: compilation.chunkGraph.getChunkModules(chunk).flatMap((module) => sharedNameOf(module.identifier(), 'consume') ?? []),
    })),
  }));
}

/** What index.html preloads: the first-load files found from `startRequests`, and the API calls every page start makes. */
export interface FirstLoadPreloads {
  startRequests: string[];
  /** Same-origin GET addresses, fetched with the session's cookies as the kit's client does. */
  apiCalls: string[];
}

/**
 * Adds `<link rel="preload">` to index.html for the first-load files and the start-up API calls, so
 * that the browser fetches them alongside main.js instead of after it has run (round trips and
 * main's run time less before the first page; the phone's Lighthouse LCP waited on this chain).
 */
export class FirstLoadPreloadPlugin {
  constructor(private readonly preloads: FirstLoadPreloads) {}

  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap('FirstLoadPreloadPlugin', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap('FirstLoadPreloadPlugin', (data) => {
        const files = firstLoadFiles(chunkGroupViews(compilation), this.preloads.startRequests).flatMap((file) => {
          const as = file.endsWith('.js') ? 'script' : file.endsWith('.css') ? 'style' : undefined;
          return as ? [{ tagName: 'link', voidTag: true, attributes: { rel: 'preload', as, href: `${data.publicPath}${file}`, fetchpriority: 'low' } }] : [];
        });
        // 'use-credentials' matches the client's `credentials: 'include'`: without it the browser would not reuse the answer.
        // Low priority: started at once all the same, but Lighthouse counts high-priority preloads as needed
        // before the first paint (mobile FCP 1.2 s -> 3.8 s when they were high), which they are not.
        const apiCalls = this.preloads.apiCalls.map((href) => ({
          tagName: 'link',
          voidTag: true,
          attributes: { rel: 'preload', as: 'fetch', crossorigin: 'use-credentials', href, fetchpriority: 'low' },
        }));
        return { ...data, headTags: [...data.headTags, ...apiCalls, ...files] };
      });
    });
  }
}
