import type { staffApi } from '@canal/contracts';

export const IMPORT_STATUS_LABELS: Record<staffApi.RppsImport['status'], string> = {
  queued: 'En attente',
  running: 'En cours',
  done: 'Terminé',
  failed: 'Échec',
};

export const IMPORT_STATUS_COLOURS: Record<staffApi.RppsImport['status'], string> = {
  queued: 'default',
  running: 'processing',
  done: 'success',
  failed: 'error',
};

/** How far the job has read the file, in percent (0 while it waits). */
export function importPercent(row: staffApi.RppsImport): number {
  if (row.status === 'done') return 100;
  return row.bytesTotal > 0 ? Math.min(99, Math.floor((row.bytesRead / row.bytesTotal) * 100)) : 0;
}

export const isActive = (row: staffApi.RppsImport | undefined) => row?.status === 'queued' || row?.status === 'running';

/** '1 234 567' as French writes it. */
export const count = (value: number) => value.toLocaleString('fr-FR');
