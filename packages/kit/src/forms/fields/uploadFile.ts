import type { UploadedFile } from '@canal/contracts';
import { apiClient } from '@canal/kit';
import { formCallBody } from '../formCallEncoding';
import { formatMb, uploadUrl } from '../uploadFiles';

/** Reads a file chosen by the user as a data URL. */
export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error(`Impossible de lire le fichier « ${file.name} ».`));
    reader.readAsDataURL(file);
  });
}

/** Checks type and size before sending (the server checks again): a French message, or null. */
export function fileProblem(file: Pick<File, 'name' | 'type' | 'size'>, mime: readonly string[] | undefined, maxSize: number | undefined): string | null {
  if (mime && mime.length > 0 && !mime.some((accepted) => accepted === file.type || (accepted.endsWith('/*') && file.type.startsWith(accepted.slice(0, -1))))) {
    return `Le type du fichier « ${file.name} » n'est pas accepté.`;
  }
  if (maxSize && file.size > maxSize) return `Le fichier « ${file.name} » dépasse la taille maximale de ${formatMb(maxSize)}.`;
  return null;
}

function readUploaded(answer: unknown): UploadedFile | null {
  if (!answer || typeof answer !== 'object' || !('file' in answer)) return null;
  const file = answer.file;
  if (!file || typeof file !== 'object' || !('dest' in file) || typeof file.dest !== 'string') return null;
  return file as UploadedFile;
}

function logOf(answer: unknown): string | null {
  return answer && typeof answer === 'object' && 'log' in answer && typeof answer.log === 'string' ? answer.log : null;
}

/**
 * POST {url}[&m=1] with dataURL, fileName, fileType, fileSize (spec 000 section 7); expects
 * { file: UploadedFile }. Throws an Error with the server's French log otherwise.
 */
export async function uploadFile(url: string, file: File, multiple: boolean): Promise<UploadedFile> {
  const dataUrl = await readAsDataUrl(file);
  const response = await apiClient.post<unknown>(
    uploadUrl(url, multiple),
    formCallBody({ dataURL: dataUrl, fileName: file.name, fileType: file.type, fileSize: String(file.size) }),
  );
  const uploaded = readUploaded(response.data);
  if (!uploaded) throw new Error(logOf(response.data) ?? `L'envoi du fichier « ${file.name} » a échoué.`);
  return uploaded;
}
