import { expect, type Page } from '@playwright/test';
import { apiAs } from './liveApiAs';

/** A file a journey sends: its name, its type and its bytes. */
export interface FileToSend {
  name: string;
  type: string;
  bytes: Buffer;
}

/**
 * Sends one file to a form's upload field as the browser's upload widget does
 * (`{editPath}/upload?f=field`, the file as a data URL) from a logged-in page: answers the
 * temporary file as the form then posts it back, in its field, as JSON.
 */
export async function uploadAs(page: Page, editPath: string, field: string, file: FileToSend): Promise<string> {
  const sent = await apiAs(page, `${editPath}/upload?f=${field}`, {
    dataURL: `data:${file.type};base64,${file.bytes.toString('base64')}`,
    fileName: file.name,
    fileType: file.type,
    fileSize: String(file.bytes.length),
  });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  return JSON.stringify([sent.body.file]);
}
