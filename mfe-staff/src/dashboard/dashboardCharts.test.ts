import { attendanceBars, registrationBars } from './dashboardCharts';

describe('the dashboard’s charts', () => {
  it('draws registrations per week against the busiest week, labelled by their Monday', () => {
    expect(registrationBars([{ weekStart: '2026-11-09', value: 2 }, { weekStart: '2026-11-16', value: 8 }, { weekStart: '2026-11-23', value: 0 }])).toEqual([
      { label: 'sem. du 09/11', value: 2, percentage: 25 },
      { label: 'sem. du 16/11', value: 8, percentage: 100 },
      { label: 'sem. du 23/11', value: 0, percentage: 0 },
    ]);
  });

  it('draws each session’s attendance as the share of its subscribers, oldest first, saying how many of how many', () => {
    const bars = attendanceBars([
      { id: 2, title: 'Tenue hier', eventDate: 1_795_082_400, subscribers: 3, attended: 2 },
      { id: 1, title: 'Sans inscrit', eventDate: 1_794_996_000, subscribers: 0, attended: 0 },
    ]);
    expect(bars).toEqual([
      { label: '18/11/2026 — Sans inscrit', value: 0, percentage: 0, detail: '0 présent sur 0 inscrit' },
      { label: '19/11/2026 — Tenue hier', value: 2, percentage: 67, detail: '2 présents sur 3 inscrits' },
    ]);
  });
});
