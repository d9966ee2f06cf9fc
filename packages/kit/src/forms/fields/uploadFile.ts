import { engineApi, type UploadedFile } from '@canal/contracts';
import { callEndpoint } from '@canal/kit';
import { formCallEncoding } from '../formCallEncoding';
import { canSolveCaptcha, solveAltcha } from '../captcha/solveAltcha';
import { formatFileSize } from '@canal/contracts/core';
import { uploadUrl } from '../uploadFiles';

/** Reads a file chosen by the user as a data URL. */
export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    // readAsDataURL gives a string.
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(new Error(`Impossible de lire le fichier « ${file.name} ».`));
    reader.readAsDataURL(file);
  });
}

/** Checks type and size before sending (the server checks again): a French message, or null. */
export function fileProblem(file: Pick<File, 'name' | 'type' | 'size'>, mime: readonly string[] | undefined, maxSize: number | undefined): string | null {
  if (mime && mime.length > 0 && !mime.some((accepted) => accepted === file.type || (accepted.endsWith('/*') && file.type.startsWith(accepted.slice(0, -1))))) {
    return `Le type du fichier « ${file.name} » n'est pas accepté.`;
  }
  if (maxSize && file.size > maxSize) return `Le fichier « ${file.name} » dépasse la taille maximale de ${formatFileSize(maxSize)}.`;
  return null;
}

/**
 * The proof of work an upload of a form open to robots carries (the field's `proofUrl`, the same
 * challenge as the form's captcha): solved here for each file, before it is sent, so the user has
 * nothing more to do. Undefined for the other fields.
 */
async function uploadProof(proofUrl: string | undefined): Promise<string | undefined> {
  if (!proofUrl) return undefined;
  if (!canSolveCaptcha()) throw new Error('La vérification anti-robot nécessite une connexion sécurisée (HTTPS).');
  const solved = await solveAltcha(proofUrl, new AbortController());
  if (!solved) throw new Error('La vérification a échoué. Veuillez réessayer.');
  return solved.payload;
}

/**
 * POST {url}[&m=1] with dataURL, fileName, fileType, fileSize (spec 000 section 7), and the solved
 * proof as `captcha` when the field has a `proofUrl`; answers { file: UploadedFile }. A refusal
 * rejects with the server's French log (read with apiErrorOf).
 */
export async function uploadFile(url: string, file: File, multiple: boolean, proofUrl?: string): Promise<UploadedFile> {
  const [dataUrl, captcha] = await Promise.all([readAsDataUrl(file), uploadProof(proofUrl)]);
  const answer = await callEndpoint(
    { ...engineApi.formUpload, encoding: formCallEncoding() },
    { dataURL: dataUrl, fileName: file.name, fileType: file.type, fileSize: String(file.size), captcha },
    { url: uploadUrl(url, multiple) },
  );
  return answer.file;
}
