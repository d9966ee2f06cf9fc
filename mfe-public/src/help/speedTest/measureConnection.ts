import { contentApi, fileUrl } from '@canal/contracts';
import { callEndpoint, fetchCsrfToken } from '@canal/kit';
import { mbpsOf, PHASE_S, PING_COUNT, pingAndJitter } from './speedTestGrades';

export interface SpeedFigures {
  ip: string | null;
  /** Mbps. */
  download: number | null;
  upload: number | null;
  /** ms. */
  ping: number | null;
  jitter: number | null;
}

export const NO_FIGURES: SpeedFigures = { ip: null, download: null, upload: null, ping: null, jitter: null };

/** Parallel transfers per direction, as LibreSpeed does: one TCP stream rarely fills a link. */
const STREAMS = 3;
/** The first second of a transfer is TCP's slow start, not the link: it is not counted. */
const GRACE_MS = 1000;
/** Each download asks for more than any link carries in a phase; it is cut at the phase's end. */
const DOWNLOAD_MIB = 1024;
/** Upload bodies start small (slow links still see progress) and double up to this, so that fast links make few requests. */
const UPLOAD_MAX_MIB = 64;

const cacheBuster = () => Math.random().toString(36).slice(2);

/** Counts bytes moved after the grace second; `mbps()` reads the rate so far. */
class Meter {
  private readonly startedAt = performance.now();
  private countedFrom: number | null = null;
  private bytes = 0;

  add(bytes: number): void {
    const now = performance.now();
    if (now - this.startedAt < GRACE_MS) return;
    this.countedFrom ??= now;
    this.bytes += bytes;
  }

  mbps(): number {
    return this.countedFrom === null ? 0 : mbpsOf(this.bytes, performance.now() - this.countedFrom);
  }
}

async function downloadStream(meter: Meter, signal: AbortSignal): Promise<void> {
  while (!signal.aborted) {
    const response = await fetch(fileUrl(contentApi.speedtestGarbage, { ckSize: DOWNLOAD_MIB, r: cacheBuster() }), {
      signal,
      cache: 'no-store',
      credentials: 'same-origin',
    });
    if (!response.ok || !response.body) throw new Error(`garbage ${response.status}`);
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      meter.add(value.byteLength);
    }
  }
}

/** One incompressible mebibyte, repeated into upload bodies (getRandomValues fills 64 KiB at a time). */
function randomMebibyte(): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(1024 * 1024);
  for (let offset = 0; offset < bytes.length; offset += 65536) crypto.getRandomValues(bytes.subarray(offset, offset + 65536));
  return bytes;
}

function uploadOnce(body: Blob, token: string, meter: Meter, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    let reported = 0;
    xhr.upload.onprogress = (event) => {
      meter.add(event.loaded - reported);
      reported = event.loaded;
    };
    xhr.onload = () => (xhr.status === 200 ? resolve() : reject(new Error(`empty ${xhr.status}`)));
    xhr.onerror = () => reject(new Error('upload failed'));
    xhr.onabort = () => resolve();
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.open('POST', fileUrl(contentApi.speedtestPing, { r: cacheBuster() }));
    xhr.setRequestHeader('Content-Type', 'application/octet-stream');
    xhr.setRequestHeader('X-CSRF-Token', token);
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    xhr.send(body);
  });
}

async function uploadStream(whole: Blob, token: string, meter: Meter, signal: AbortSignal): Promise<void> {
  let mebibytes = 1;
  while (!signal.aborted) {
    await uploadOnce(whole.slice(0, mebibytes * 1024 * 1024), token, meter, signal);
    mebibytes = Math.min(mebibytes * 2, UPLOAD_MAX_MIB);
  }
}

/** Runs `streams` for PHASE_S seconds, reporting the rate as it goes; the phase's figure is the rate at its end. */
async function transferPhase(run: (meter: Meter, signal: AbortSignal) => Promise<void>, onRate: (mbps: number) => void): Promise<number> {
  const meter = new Meter();
  const stop = new AbortController();
  const timer = setTimeout(() => stop.abort(), PHASE_S * 1000);
  const ticker = setInterval(() => onRate(meter.mbps()), 250);
  try {
    await Promise.all(Array.from({ length: STREAMS }, () => run(meter, stop.signal))).catch((error: unknown) => {
      if (!stop.signal.aborted) throw error;
    });
    // A stream that ended early leaves the others running: wait for the phase's end all the same.
    while (!stop.signal.aborted) await new Promise((resolve) => setTimeout(resolve, 100));
  } finally {
    clearTimeout(timer);
    clearInterval(ticker);
    stop.abort();
  }
  const rate = meter.mbps();
  onRate(rate);
  return rate;
}

async function pings(): Promise<{ ping: number; jitter: number }> {
  const roundTrips: number[] = [];
  for (let count = 0; count < PING_COUNT; count += 1) {
    const sentAt = performance.now();
    const response = await fetch(fileUrl(contentApi.speedtestPing, { r: cacheBuster() }), { cache: 'no-store', credentials: 'same-origin' });
    if (!response.ok) throw new Error(`empty ${response.status}`);
    await response.arrayBuffer();
    roundTrips.push(performance.now() - sentAt);
  }
  return pingAndJitter(roundTrips);
}

/**
 * The whole test against this site's server, in the spec's order: IP, download, upload, then
 * the pings. Each figure is reported as soon as it is known; a failure rejects the promise.
 */
export async function measureConnection(onFigures: (figures: SpeedFigures) => void): Promise<SpeedFigures> {
  let figures = NO_FIGURES;
  const report = (change: Partial<SpeedFigures>) => {
    figures = { ...figures, ...change };
    onFigures(figures);
  };
  report({ ip: (await callEndpoint(contentApi.speedtestIp, {})).processedString });
  await transferPhase(downloadStream, (download) => report({ download }));
  const token = await fetchCsrfToken();
  const mebibyte = randomMebibyte();
  const whole = new Blob(Array.from({ length: UPLOAD_MAX_MIB }, () => mebibyte));
  await transferPhase(
    (meter, signal) => uploadStream(whole, token, meter, signal),
    (upload) => report({ upload }),
  );
  report(await pings());
  return figures;
}
