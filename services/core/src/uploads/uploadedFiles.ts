import { uploadedFileSchema, type FormValue, type UploadedFile } from '@canal/contracts';

/** The files an upload field's value holds (anything else in it is dropped). */
export function uploadedFilesOf(value: FormValue | undefined): UploadedFile[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const parsed = uploadedFileSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}
