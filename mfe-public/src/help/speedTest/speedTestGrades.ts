/** The speed test's constants (spec 000 section 9): a 40 s test, download and upload 19 s each, 15 pings. */
export const TEST_DURATION_S = 40;
export const PHASE_S = TEST_DURATION_S / 2 - 1;
export const PING_COUNT = 15;
export const PROGRESS_TICK_MS = 500;

export type Grade = 'bad' | 'fair' | 'good';

export const GRADE_COLOURS: Record<Grade, string> = { bad: '#c62828', fair: '#a35200', good: '#2e7d32' };

/** Download in Mbps: under 1.8 red, under 2 orange, 2 or more good. */
export function downloadGrade(mbps: number): Grade {
  if (mbps < 1.8) return 'bad';
  return mbps < 2 ? 'fair' : 'good';
}

/** Upload in Mbps: under 0.5 red, under 1.2 orange (the spec leaves 1.1 to 1.2 unnamed: not yet green), then green. */
export function uploadGrade(mbps: number): Grade {
  if (mbps < 0.5) return 'bad';
  return mbps < 1.2 ? 'fair' : 'good';
}

/** Ping in ms: under 250 green, under 700 orange, 700 or more red. */
export function pingGrade(ms: number): Grade {
  if (ms < 250) return 'good';
  return ms < 700 ? 'fair' : 'bad';
}

/** Mbps from bytes moved in a duration. */
export const mbpsOf = (bytes: number, ms: number) => (ms > 0 ? (bytes * 8) / (ms / 1000) / 1_000_000 : 0);

/** The ping is the best round trip; the jitter, the mean change from one round trip to the next. */
export function pingAndJitter(roundTripsMs: readonly number[]): { ping: number; jitter: number } {
  if (roundTripsMs.length === 0) return { ping: 0, jitter: 0 };
  const changes = roundTripsMs.slice(1).map((value, index) => Math.abs(value - roundTripsMs[index]));
  return { ping: Math.min(...roundTripsMs), jitter: changes.length ? changes.reduce((sum, value) => sum + value, 0) / changes.length : 0 };
}

const RANK: Record<Grade, number> = { bad: 0, fair: 1, good: 2 };

/** What the figures mean for a live session, in words: the worst of the three grades of spec 000 section 9. */
export const VERDICTS: Record<Grade, string> = {
  good: 'Votre connexion permet de suivre les directs.',
  fair: 'Votre connexion permet de suivre les directs, avec un risque de coupures.',
  bad: 'Votre connexion est trop faible pour suivre les directs sans coupures : préférez un réseau filaire ou un Wi-Fi plus proche.',
};

export function connectionGrade(figures: { download: number; upload: number; ping: number }): Grade {
  const grades = [downloadGrade(figures.download), uploadGrade(figures.upload), pingGrade(figures.ping)];
  return grades.reduce((worst, grade) => (RANK[grade] < RANK[worst] ? grade : worst), 'good');
}
