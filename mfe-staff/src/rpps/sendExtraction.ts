import { endpointUrl, staffApi } from '@canal/contracts';
import { apiClientSettings, fetchCsrfToken, HttpFailure, NetworkFailure } from '@canal/kit';

/**
 * Sends the extraction as the request's body (the server writes it to disk as it arrives). Through
 * XMLHttpRequest rather than the kit's client: an extraction weighs hundreds of megabytes, so the
 * admin needs the upload's own progress, and no 30-second timeout may cut it. Rejects like the
 * kit's client (HttpFailure, NetworkFailure), so apiErrorOf reads the French message.
 */
export async function sendExtraction(file: File, onProgress: (percent: number) => void): Promise<void> {
  const token = await fetchCsrfToken();
  const url = `${apiClientSettings.baseUrl}${endpointUrl(staffApi.rppsUpload, {})}?name=${encodeURIComponent(file.name)}`;
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.withCredentials = true;
    request.setRequestHeader('Content-Type', 'text/plain');
    request.setRequestHeader('X-CSRF-Token', token);
    request.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.floor((event.loaded / event.total) * 100));
    };
    request.onerror = () => reject(new NetworkFailure(new Error('upload')));
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) return resolve();
      let body: unknown = request.responseText;
      try {
        body = JSON.parse(request.responseText) as unknown;
      } catch {
        // not JSON: the text itself
      }
      reject(new HttpFailure(request.status, body));
    };
    request.send(file);
  });
}
