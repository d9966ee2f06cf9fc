import { randomBytes } from 'node:crypto';
import type { FormField, UploadedFile } from '@canal/contracts';
import { badRequest } from '../http/HttpError';
import type { ServiceContext } from '../ServiceContext';
import { cacheDest } from './cacheKey';
import { contentMatchesType, DEFAULT_MAX_UPLOAD_BYTES, DEFAULT_UPLOAD_TYPES, safeFileName } from './fileTypes';
import { uploadStorageOf } from './uploadStorageOf';

/** One file as the browser sends it (spec 000 section 7), already checked by the upload endpoint's input. */
export interface UploadedData {
  dataURL: string;
  fileName: string;
  fileType: string;
  fileSize: string;
}

const DATA_URL = /^data:([A-Za-z0-9.+/-]{1,100})?(;[A-Za-z0-9=.+-]+)*;base64,([A-Za-z0-9+/=\s]*)$/;

/** '5,00 Mb' as the upload widgets say it; '2 Ko' under a megabyte. */
function sizeText(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} Ko`;
  return `${(bytes / (1024 * 1024)).toFixed(2).replace('.', ',')} Mb`;
}

/**
 * One file of an upload field, sent as a data URL (spec 000 section 7): its type must be one the
 * field accepts (and its content must look like it), its size within the field's limit. Stored under
 * tmp/ until the form is saved; answers the UploadedFile the form then holds.
 */
export async function receiveUpload(ctx: ServiceContext, field: FormField, input: UploadedData): Promise<UploadedFile> {
  const match = DATA_URL.exec(input.dataURL);
  if (!match) throw badRequest('Fichier illisible : le contenu envoyé n’est pas une data URL.');
  const type = match[1] ?? input.fileType;
  const accepted = field.mime && field.mime.length > 0 ? field.mime : DEFAULT_UPLOAD_TYPES;
  const typeAccepted = accepted.some((candidate) => candidate === type || (candidate.endsWith('/*') && type.startsWith(candidate.slice(0, -1))));
  if (!typeAccepted || (input.fileType && input.fileType !== type)) {
    throw badRequest(`Le type du fichier « ${input.fileName} » n'est pas accepté.`);
  }
  const bytes = Buffer.from(match[3], 'base64');
  const limit = field.maxSize ?? DEFAULT_MAX_UPLOAD_BYTES;
  if (bytes.length > limit) throw badRequest(`Le fichier « ${input.fileName} » dépasse la taille maximale de ${sizeText(limit)}.`);
  if (bytes.length === 0 || bytes.length !== Number(input.fileSize)) throw badRequest(`Le fichier « ${input.fileName} » est incomplet : renvoyez-le.`);
  if (!contentMatchesType(bytes, type)) throw badRequest(`Le contenu du fichier « ${input.fileName} » ne correspond pas à son type.`);
  const key = `tmp/${randomBytes(12).toString('hex')}/${safeFileName(input.fileName)}`;
  await uploadStorageOf(ctx).put(key, bytes);
  return { dest: cacheDest(key), name: input.fileName, size: bytes.length, isTmp: true };
}
