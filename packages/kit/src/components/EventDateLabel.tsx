/**
 * A session's date as text ('mer. 25 novembre 2026 - 00h22'): a narrow box breaks inside the date and
 * keeps '2026 - 00h22' together, never leaving the time alone on a line nor running past the box.
 */
export function EventDateLabel({ label }: { label: string }) {
  const words = label.split(' ');
  if (words.length <= 3) return <>{label}</>;
  return (
    <>
      {words.slice(0, -3).join(' ')} <span style={{ whiteSpace: 'nowrap' }}>{words.slice(-3).join(' ')}</span>
    </>
  );
}
