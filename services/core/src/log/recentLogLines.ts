/** One log line as /api/_logs shows it. */
export interface RecentLogLine {
  seq: number;
  time: string;
  level: 'debug' | 'info' | 'warn' | 'error';
  message: string;
  /** The other fields, as JSON text. */
  fields: string;
}

/** How many lines a process keeps: enough for an admin looking at what just happened, bounded in memory. */
export const RECENT_LOG_LINES = 2000;

const lines: RecentLogLine[] = [];
let seq = 0;

/** Keeps a written line (every logger of the process writes here, once its level let it through). */
export function keepLogLine(line: Omit<RecentLogLine, 'seq'>): void {
  seq += 1;
  lines.push({ seq, ...line });
  if (lines.length > RECENT_LOG_LINES) lines.splice(0, lines.length - RECENT_LOG_LINES);
}

/** The kept lines, latest first, filtered by minimum level and text (in the message or the fields). */
export function recentLogLines(filter: { minLevel?: RecentLogLine['level']; text?: string } = {}): RecentLogLine[] {
  const order = { debug: 10, info: 20, warn: 30, error: 40 };
  const min = filter.minLevel ? order[filter.minLevel] : 0;
  const text = filter.text?.toLowerCase();
  return lines
    .filter((line) => order[line.level] >= min && (!text || line.message.toLowerCase().includes(text) || line.fields.toLowerCase().includes(text)))
    .reverse();
}
