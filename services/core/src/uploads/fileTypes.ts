/** Types accepted when a field does not say: images and PDF. */
export const DEFAULT_UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf'];
/** Largest file when a field does not say (the request body limit applies too). */
export const DEFAULT_MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

const SIGNATURES: Record<string, (bytes: Buffer) => boolean> = {
  'image/png': (bytes) => bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/jpeg': (bytes) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff,
  'image/gif': (bytes) => bytes.subarray(0, 4).toString('latin1') === 'GIF8',
  'image/webp': (bytes) => bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP',
  'application/pdf': (bytes) => bytes.subarray(0, 5).toString('latin1') === '%PDF-',
  'audio/mpeg': (bytes) => bytes.subarray(0, 3).toString('latin1') === 'ID3' || (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0),
  'audio/wav': (bytes) => bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WAVE',
  'audio/mp4': (bytes) => bytes.subarray(4, 8).toString('latin1') === 'ftyp',
  'video/mp4': (bytes) => bytes.subarray(4, 8).toString('latin1') === 'ftyp',
  'video/webm': (bytes) => bytes.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3])),
};

/** Audio and video accepted by the media modules' upload fields. */
export const AUDIO_TYPES = ['audio/mpeg', 'audio/mp4', 'audio/wav'];
export const VIDEO_TYPES = ['video/mp4', 'video/webm'];

/** The types an upload field takes: its `mime`, or images and PDF when it does not say. */
export const acceptedTypesOf = (field: { mime?: readonly string[] }): readonly string[] =>
  field.mime && field.mime.length > 0 ? field.mime : DEFAULT_UPLOAD_TYPES;

/** Whether `type` is one of `accepted` ('image/*' takes any image). */
export const typeAccepted = (accepted: readonly string[], type: string): boolean =>
  accepted.some((candidate) => candidate === type || (candidate.endsWith('/*') && type.startsWith(candidate.slice(0, -1))));

/** The content starts as its type says (known types only; other types are trusted on their declaration). */
export function contentMatchesType(bytes: Buffer, type: string): boolean {
  const check = SIGNATURES[type];
  return check ? check(bytes) : true;
}

/** 'Photo de profil (1).PNG' -> 'Photo_de_profil_1_.PNG': a name safe in a path and a URL. */
export function safeFileName(name: string): string {
  const base = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^[._-]+/, '');
  return (base || 'fichier').slice(-100);
}
