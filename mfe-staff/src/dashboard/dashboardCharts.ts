import { formatListDate, type EndpointOutput, type staffApi } from '@canal/contracts';
import { sharesOf, type ChartBar } from '@canal/kit/charts';

type DashboardData = EndpointOutput<typeof staffApi.dashboard>['data'];

const plural = (count: number, word: string) => `${count.toLocaleString('fr-FR')} ${word}${count > 1 ? 's' : ''}`;

/** 'YYYY-MM-DD' (a Monday) as 'sem. du 16/11'. */
function weekLabel(weekStart: string): string {
  const [, month, day] = weekStart.split('-');
  return `sem. du ${day}/${month}`;
}

/** Registrations per week, oldest first: each week's count and its share of the period's registrations. */
export function registrationBars(weeks: DashboardData['registrationsByWeek']): ChartBar[] {
  return sharesOf(weeks).map((week) => ({ label: weekLabel(week.weekStart), value: week.value, percentage: week.percentage }));
}

/** Attendance of the last sessions held, oldest first as a chart reads: those who attended, as a share of the subscribers. */
export function attendanceBars(sessions: DashboardData['attendanceBySession']): ChartBar[] {
  return [...sessions].reverse().map((session) => ({
    label: `${formatListDate(session.eventDate)} — ${session.title} (${plural(session.subscribers, 'inscrit')})`,
    value: session.attended,
    percentage: session.subscribers === 0 ? 0 : Math.round((session.attended * 100) / session.subscribers),
  }));
}
