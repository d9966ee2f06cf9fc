import { randomBytes } from 'node:crypto';
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import { formatFileSize, type FormField, type UploadedFile } from '@canal/contracts';
import { temporaryUploads } from '../db/schema';
import type { FormCall } from '../forms/FormModule';
import { badRequest, HttpError } from '../http/HttpError';
import { admitUnderLimit, HOUR_MS, lockUntilCommit } from '../limits/admitUnderLimit';
import { cacheDest } from './cacheKey';
import { acceptedTypesOf, contentMatchesType, DEFAULT_MAX_UPLOAD_BYTES, safeFileName, typeAccepted } from './fileTypes';
import { uploadStorageOf } from './uploadStorageOf';

/** One file as the browser sends it (spec 000 section 7), already checked by the upload endpoint's input. */
export interface UploadedData {
  dataURL: string;
  fileName: string;
  fileType: string;
  fileSize: string;
}

/** Where an upload goes: the form and the field that asked for it (only they may claim it, see claimableUploads). */
export interface UploadTarget {
  form: string;
  field: FormField;
}

export const TOO_MANY_UPLOADS = 'Vous avez envoyé beaucoup de fichiers depuis cette adresse : merci de réessayer dans une heure.';
export const UPLOADS_FULL = 'Le dépôt de fichiers est momentanément saturé : merci de réessayer un peu plus tard.';

const DATA_URL = /^data:([A-Za-z0-9.+/-]{1,100})?(;[A-Za-z0-9=.+-]+)*;base64,([A-Za-z0-9+/=\s]*)$/;

/** The file's bytes and type, once they pass the field's rules (type, content, size). */
function checkedFile(field: FormField, input: UploadedData): { bytes: Buffer; type: string } {
  const match = DATA_URL.exec(input.dataURL);
  if (!match) throw badRequest('Fichier illisible : le contenu envoyé n’est pas une data URL.');
  const type = match[1] ?? input.fileType;
  if (!typeAccepted(acceptedTypesOf(field), type) || (input.fileType && input.fileType !== type)) {
    throw badRequest(`Le type du fichier « ${input.fileName} » n'est pas accepté.`);
  }
  const bytes = Buffer.from(match[3], 'base64');
  const limit = field.maxSize ?? DEFAULT_MAX_UPLOAD_BYTES;
  if (bytes.length > limit) throw badRequest(`Le fichier « ${input.fileName} » dépasse la taille maximale de ${formatFileSize(limit)}.`);
  if (bytes.length === 0 || bytes.length !== Number(input.fileSize)) throw badRequest(`Le fichier « ${input.fileName} » est incomplet : renvoyez-le.`);
  if (!contentMatchesType(bytes, type)) throw badRequest(`Le contenu du fichier « ${input.fileName} » ne correspond pas à son type.`);
  return { bytes, type };
}

/**
 * Counts the upload before its bytes are written, in one transaction: a visitor's against
 * VISITOR_UPLOADS_PER_ADDRESS_PER_HOUR (under the address's lock), everyone's against
 * TMP_UPLOADS_MAX_MB (under the lock of tmp/), and records who may claim it.
 */
async function recordUpload(call: FormCall, holder: string, target: UploadTarget, key: string, type: string, size: number): Promise<void> {
  const { ctx } = call;
  const byVisitor = call.user === null;
  await ctx.db.transaction(async (tx) => {
    if (byVisitor) {
      await admitUnderLimit(tx, {
        key: `uploads-address:${call.clientAddress}`,
        limit: ctx.config.VISITOR_UPLOADS_PER_ADDRESS_PER_HOUR,
        used: async (db) => {
          const since = new Date(ctx.now().getTime() - HOUR_MS);
          const [sent] = await db
            .select({ total: count() })
            .from(temporaryUploads)
            .where(and(eq(temporaryUploads.address, call.clientAddress), eq(temporaryUploads.byVisitor, true), gt(temporaryUploads.createdAt, since)));
          return sent?.total ?? 0;
        },
        refusal: () => new HttpError(429, TOO_MANY_UPLOADS, 'rate_limited'),
      });
    }
    await lockUntilCommit(tx, 'uploads-tmp');
    const [waiting] = await tx
      .select({ bytes: sql<number>`coalesce(sum(${temporaryUploads.size}), 0)::bigint` })
      .from(temporaryUploads)
      .where(isNull(temporaryUploads.committedAt));
    if (Number(waiting?.bytes ?? 0) + size > ctx.config.TMP_UPLOADS_MAX_MB * 1024 * 1024) {
      ctx.logger.warn('temporary uploads full', { waitingBytes: Number(waiting?.bytes ?? 0), maxMb: ctx.config.TMP_UPLOADS_MAX_MB });
      throw new HttpError(503, UPLOADS_FULL, 'uploads_full');
    }
    await tx
      .insert(temporaryUploads)
      .values({ key, holder, address: call.clientAddress, byVisitor, form: target.form, field: target.field.id, type, size, createdAt: ctx.now() });
  });
}

/**
 * One file of an upload field, sent as a data URL (spec 000 section 7): its type must be one the
 * field accepts (and its content must look like it), its size within the field's limit, and it must
 * fit the limits of recordUpload. Stored under tmp/ until the form is saved by the same session
 * (commitUploads); answers the UploadedFile the form then holds.
 */
export async function receiveUpload(call: FormCall, target: UploadTarget, input: UploadedData): Promise<UploadedFile> {
  const { bytes, type } = checkedFile(target.field, input);
  // A POST passed the CSRF check, so the browser has a nonce at least: no holder is a call we did not expect.
  if (!call.uploadHolder) throw new HttpError(403, 'Jeton de sécurité manquant ou expiré : rechargez la page puis réessayez.', 'csrf');
  const key = `tmp/${randomBytes(12).toString('hex')}/${safeFileName(input.fileName)}`;
  await recordUpload(call, call.uploadHolder, target, key, type, bytes.length);
  try {
    await uploadStorageOf(call.ctx).put(key, bytes);
  } catch (error) {
    await call.ctx.db.delete(temporaryUploads).where(eq(temporaryUploads.key, key));
    throw error;
  }
  return { dest: cacheDest(key), name: input.fileName, size: bytes.length, isTmp: true };
}
