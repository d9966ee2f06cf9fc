import fs from 'node:fs';
import path from 'node:path';
import express, { type ErrorRequestHandler, type RequestHandler, type Router } from 'express';
import { SERVICE_NAMES } from '@canal/contracts';
import { sendError } from '@canal/service-core';
import { markBuiltFile, sendBuiltFile, servePrecompressed } from './servePrecompressed';

/**
 * index.html names the shell's files and must be read anew at each page load; the rest is cached for
 * a year: the shell's chunks are named by their hash, and a remote's files sit in their build's
 * folder, named by the build's hash (the registry gives the current one at each load).
 */
const ALWAYS_FRESH = /(^|\/)index\.html$/;

function cacheHeaders(res: express.Response, filePath: string): void {
  markBuiltFile(res);
  res.setHeader('Cache-Control', ALWAYS_FRESH.test(filePath) ? 'no-cache' : 'public, max-age=31536000, immutable');
}

/** A file that is not there (not built, a stale chunk name, a made-up path): 404, never the 500 of an unhandled error. */
const missingFile: RequestHandler = (req, res) => sendError(res, 404, 'not_found', `Fichier introuvable : ${req.originalUrl.split('?')[0].slice(0, 200)}`);

/**
 * The static files' refusals in French: a malformed address (%E0%A4%A) is a 400, anything else the
 * file server refuses (missing, a folder, '..' outside the root) a 404.
 */
const staticRefusal: ErrorRequestHandler = (_error: unknown, req, res, _next) => {
  try {
    decodeURIComponent(req.path);
  } catch {
    return sendError(res, 400, 'bad_request', 'Adresse invalide : un caractère encodé (%) est mal formé.');
  }
  missingFile(req, res, () => undefined);
};

/** Remotes may be served to a shell of another origin in split deployments. */
const allowAnyOrigin: RequestHandler = (_req, res, next) => {
  res.setHeader('Access-Control-Allow-Origin', '*');
  next();
};

/** Only the files of a published build, /remotes/{name}/{version}/…: not the `current` and `previous` pointers beside them. */
const inBuildFolder: RequestHandler = (req, res, next) => (/^\/[A-Za-z0-9_-][A-Za-z0-9._-]*\/./.test(req.path) ? next() : missingFile(req, res, next));

/** Whether the shell draws a page at this path, else its 404 (static/sitePages.ts); a failed read sends it as a page. */
export type PageFinder = (pathname: string) => Promise<boolean>;

/**
 * The shell at /, each remote's published builds at /remotes/{name}/{version}/, and index.html for
 * every other address: status 200 where a remote declares the page, 404 elsewhere (the same
 * index.html, whose router draws the 404 page), so that search engines and monitors see a missing page.
 */
export function serveFrontends(staticRoot: string, remotesDir: string, findPage: PageFinder): Router {
  const router = express.Router();
  for (const name of SERVICE_NAMES) {
    router.use(
      `/remotes/${name}`,
      allowAnyOrigin,
      inBuildFolder,
      servePrecompressed(path.join(remotesDir, name), cacheHeaders),
      express.static(path.join(remotesDir, name), { setHeaders: cacheHeaders, fallthrough: false }),
      staticRefusal,
    );
  }
  router.use('/remotes', missingFile);
  const shellDist = path.join(staticRoot, 'shell', 'dist');
  router.use(servePrecompressed(shellDist, cacheHeaders), express.static(shellDist, { setHeaders: cacheHeaders, index: false }));
  const page = shellPage(staticRoot);
  router.get('/{*splat}', (req, res, next) => {
    if (req.path.startsWith('/api/') || req.path.startsWith('/remotes/')) return next();
    findPage(req.path).then(
      (found) => {
        if (!found) res.status(404);
        page(req, res, next);
      },
      () => page(req, res, next),
    );
  });
  return router;
}

/** The shell's index.html, which draws whatever page the address names (the registry says which). */
export function shellPage(staticRoot: string): RequestHandler {
  const index = path.join(staticRoot, 'shell', 'dist', 'index.html');
  return (req, res, next) => {
    if (!fs.existsSync(index)) {
      res.status(503).type('text/plain; charset=utf-8').send("Le site n'est pas encore construit : lancez `npm start`.");
      return;
    }
    void sendBuiltFile(req, res, index, cacheHeaders, next);
  };
}
