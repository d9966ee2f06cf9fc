import { playbackReporter } from './playbackReport';

describe('playbackReporter', () => {
  it('reports the first play once, about one update in five, and every pause, seek and end', () => {
    const sent: [string, number | string][] = [];
    const draws = [0.1, 0.5, 0.9, 0.19, 0.2];
    const reporter = playbackReporter(
      (kind, time) => sent.push([kind, time]),
      () => draws.shift() ?? 1,
    );
    reporter.play(0);
    reporter.play(3);
    for (const time of [1.2, 2.5, 3.9, 4.4, 5.1]) reporter.timeUpdate(time);
    reporter.pause(6.7);
    reporter.seeked(20.2);
    reporter.ended();
    expect(sent).toEqual([
      ['play', 0],
      ['update', 1],
      ['update', 4],
      ['update', 6],
      ['update', 20],
      ['update', 'end'],
    ]);
  });
});
