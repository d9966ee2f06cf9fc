import { PassThrough, type Readable } from 'node:stream';
import { ZipFile } from 'yazl';

export interface ZipEntry {
  name: string;
  /** Made when the ZIP reaches it, so entries are built one after another. */
  make: () => Promise<Uint8Array>;
}

/** A ZIP written as its entries are made (yazl streams): an entry that fails ends the stream with the error. */
export function zipOf(entries: ZipEntry[]): Readable {
  const zip = new ZipFile();
  const out = new PassThrough();
  zip.outputStream.pipe(out);
  void (async () => {
    try {
      for (const entry of entries) zip.addBuffer(Buffer.from(await entry.make()), entry.name, { compress: false });
      zip.end();
    } catch (error) {
      out.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  })();
  return out;
}
