import module from 'node:module';

/**
 * Imported first by every server entry point (before anything else is loaded): under
 * `node --enable-source-maps`, stack traces keep naming the project's TypeScript files, but the
 * libraries' source maps are no longer read. Node reads and keeps every map at load time, whole
 * (mappings and sources): those of node_modules (redis alone ships 800) held 6 MB of a live
 * process's heap, for stack frames inside libraries nobody debugs from a production log.
 */
if (module.getSourceMapsSupport().enabled) module.setSourceMapsSupport(true, { nodeModules: false, generatedCode: true });
