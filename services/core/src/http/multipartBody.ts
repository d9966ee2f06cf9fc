import busboy from 'busboy';
import type { RequestHandler } from 'express';
import { HttpError } from './HttpError';

const TOO_LARGE = (kb: number) => `Requête trop volumineuse : ${kb} Ko au plus.`;
const NO_FILES = 'Requête invalide : les fichiers s’envoient en data URL (champ dataURL), pas en pièce jointe.';
const MALFORMED = 'Requête invalide : corps multipart illisible.';

/** Form fields as express.urlencoded gives them: `name[]` and a repeated name make a list. */
function addField(body: Record<string, unknown>, rawName: string, value: string): void {
  const list = rawName.endsWith('[]');
  const name = list ? rawName.slice(0, -2) : rawName;
  const known = body[name];
  if (known === undefined) body[name] = list ? [value] : value;
  else body[name] = Array.isArray(known) ? [...(known as unknown[]), value] : [known, value];
}

/**
 * multipart/form-data bodies, fields only (spec 000 §7: subscribe, invite, notify, events/redir,
 * message/send, autocomplete and uploads are multipart, the csrf field inside): read into req.body
 * like a urlencoded body, within the same size limit. A file part is refused: the spec's uploads
 * carry the file as a data URL field, and nothing else is meant to send one.
 */
export function multipartBody(limitKb: number): RequestHandler {
  const limitBytes = limitKb * 1024;
  return (req, _res, next) => {
    if (!req.is('multipart/form-data') || req.body !== undefined) return next();
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { fieldSize: limitBytes, fields: 2000, files: 0, parts: 2000 } });
    } catch {
      return next(new HttpError(400, MALFORMED, 'bad_request'));
    }
    const body: Record<string, unknown> = {};
    let received = 0;
    let failed = false;
    const fail = (error: HttpError) => {
      if (failed) return;
      failed = true;
      req.unpipe(parser);
      req.resume();
      next(error);
    };
    parser.on('field', (name, value, info) => {
      received += Buffer.byteLength(name) + Buffer.byteLength(value);
      if (info.valueTruncated || received > limitBytes) return fail(new HttpError(413, TOO_LARGE(limitKb), 'too_large'));
      addField(body, name, value);
    });
    parser.on('file', (_name, stream) => {
      stream.resume();
      fail(new HttpError(400, NO_FILES, 'bad_request'));
    });
    parser.on('filesLimit', () => fail(new HttpError(400, NO_FILES, 'bad_request')));
    parser.on('fieldsLimit', () => fail(new HttpError(413, TOO_LARGE(limitKb), 'too_large')));
    parser.on('partsLimit', () => fail(new HttpError(413, TOO_LARGE(limitKb), 'too_large')));
    parser.on('error', () => fail(new HttpError(400, MALFORMED, 'bad_request')));
    parser.on('close', () => {
      if (failed) return;
      req.body = body;
      next();
    });
    req.pipe(parser);
  };
}
