import { execFile } from 'node:child_process';

/** GNU tar (Debian's, in the image too): one stream that gzip compresses, folders taken from several places. */
export function runTar(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile('tar', args, { maxBuffer: 1024 * 1024 }, (error, _stdout, stderr) => {
      if (error) reject(new Error(`tar a échoué : ${String(stderr).trim() || error.message}`));
      else resolve();
    });
  });
}
