import { attendanceBars, registrationBars } from './dashboardCharts';

describe('the dashboard’s charts', () => {
  it('draws registrations per week labelled by their Monday, each with its share of the period', () => {
    expect(
      registrationBars([
        { weekStart: '2026-11-09', value: 2 },
        { weekStart: '2026-11-16', value: 8 },
        { weekStart: '2026-11-23', value: 0 },
      ]),
    ).toEqual([
      { label: 'sem. du 09/11', value: 2, percentage: 20 },
      { label: 'sem. du 16/11', value: 8, percentage: 80 },
      { label: 'sem. du 23/11', value: 0, percentage: 0 },
    ]);
  });

  it('draws each session’s attendance as the share of its subscribers, oldest first, naming how many subscribed', () => {
    const bars = attendanceBars([
      { id: 2, title: 'Tenue hier', eventDate: 1_795_082_400, subscribers: 3, attended: 2 },
      { id: 1, title: 'Sans inscrit', eventDate: 1_794_996_000, subscribers: 0, attended: 0 },
    ]);
    expect(bars).toEqual([
      { label: '18/11/2026 — Sans inscrit (0 inscrit)', value: 0, percentage: 0 },
      { label: '19/11/2026 — Tenue hier (3 inscrits)', value: 2, percentage: 67 },
    ]);
  });
});
