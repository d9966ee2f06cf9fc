/** An episode's duration as the spec shows it, from minutes x 60: 75 -> '1:15:00', 12 -> '12:00'. */
export function mediaDuration(minutes: number): string {
  const seconds = Math.max(0, Math.round(minutes * 60));
  const hours = Math.floor(seconds / 3600);
  const rest = seconds % 3600;
  const mm = String(Math.floor(rest / 60));
  const ss = String(rest % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${mm.padStart(2, '0')}:${ss}` : `${mm}:${ss}`;
}
