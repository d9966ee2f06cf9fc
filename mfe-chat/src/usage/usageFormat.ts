/** How the staff page writes its figures, in French. */
const integer = new Intl.NumberFormat('fr-FR');

export const formatCount = (value: number) => integer.format(Math.round(value));

/** 0,0042 $US for a question, 12,40 $US for a month: small sums keep their significant digits. */
export function formatCost(value: number | null, currency: string): string {
  if (value === null) return '—';
  const digits = value !== 0 && Math.abs(value) < 1 ? 4 : 2;
  return new Intl.NumberFormat('fr-FR', { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
}

/** 6,4 s; 850 ms under a second. */
export function formatDuration(ms: number | null): string {
  if (ms === null) return '—';
  if (ms < 1000) return `${integer.format(Math.round(ms))} ms`;
  return `${(ms / 1000).toLocaleString('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} s`;
}

/** '2026-11-25' -> '25/11'. */
export const shortDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;
