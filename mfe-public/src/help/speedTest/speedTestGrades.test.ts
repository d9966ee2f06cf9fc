import { connectionGrade, downloadGrade, mbpsOf, PHASE_S, pingAndJitter, pingGrade, uploadGrade, VERDICTS } from './speedTestGrades';

describe('speed test grades (spec 000 section 9)', () => {
  it('grades download, upload and ping at the spec’s thresholds', () => {
    expect([1.79, 1.8, 1.99, 2].map(downloadGrade)).toEqual(['bad', 'fair', 'fair', 'good']);
    expect([0.49, 0.5, 1.1, 1.19, 1.2].map(uploadGrade)).toEqual(['bad', 'fair', 'fair', 'fair', 'good']);
    expect([249, 250, 699, 700].map(pingGrade)).toEqual(['good', 'fair', 'fair', 'bad']);
  });
  it('gives each transfer phase half the 40 s minus one', () => {
    expect(PHASE_S).toBe(19);
  });
  it('computes Mbps, the best round trip and the mean jitter', () => {
    expect(mbpsOf(1_250_000, 1000)).toBe(10);
    expect(mbpsOf(10, 0)).toBe(0);
    expect(pingAndJitter([30, 20, 26])).toEqual({ ping: 20, jitter: 8 });
    expect(pingAndJitter([])).toEqual({ ping: 0, jitter: 0 });
  });

  it('says in words whether the connection carries a live session: the worst of the three grades', () => {
    expect(VERDICTS[connectionGrade({ download: 12, upload: 3, ping: 30 })]).toBe('Votre connexion permet de suivre les directs.');
    expect(VERDICTS[connectionGrade({ download: 1.9, upload: 3, ping: 30 })]).toBe('Votre connexion permet de suivre les directs, avec un risque de coupures.');
    expect(connectionGrade({ download: 12, upload: 3, ping: 450 })).toBe('fair');
    expect(connectionGrade({ download: 12, upload: 0.3, ping: 30 })).toBe('bad');
  });
});
