import { formatListDate, type EndpointOutput, type staffApi } from '@canal/contracts';
import type { DashboardBar } from './DashboardBars';

type DashboardData = EndpointOutput<typeof staffApi.dashboard>['data'];

const plural = (count: number, word: string) => `${count.toLocaleString('fr-FR')} ${word}${count > 1 ? 's' : ''}`;

/** 'YYYY-MM-DD' (a Monday) as 'sem. du 16/11'. */
function weekLabel(weekStart: string): string {
  const [, month, day] = weekStart.split('-');
  return `sem. du ${day}/${month}`;
}

/** Registrations per week, each bar against the busiest week. */
export function registrationBars(weeks: DashboardData['registrationsByWeek']): DashboardBar[] {
  const most = Math.max(0, ...weeks.map((week) => week.value));
  return weeks.map((week) => ({ label: weekLabel(week.weekStart), value: week.value, percentage: most === 0 ? 0 : Math.round((week.value * 100) / most) }));
}

/** Attendance of the last sessions held, oldest first as a chart reads: each bar the share of subscribers who attended. */
export function attendanceBars(sessions: DashboardData['attendanceBySession']): DashboardBar[] {
  return [...sessions].reverse().map((session) => ({
    label: `${formatListDate(session.eventDate)} — ${session.title}`,
    value: session.attended,
    percentage: session.subscribers === 0 ? 0 : Math.round((session.attended * 100) / session.subscribers),
    detail: `${plural(session.attended, 'présent')} sur ${plural(session.subscribers, 'inscrit')}`,
  }));
}
