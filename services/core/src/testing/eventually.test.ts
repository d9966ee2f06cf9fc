import { eventually } from './eventually';

describe('eventually', () => {
  it('reads again until the condition holds, and answers that value', async () => {
    let reads = 0;
    const value = await eventually(
      () => ++reads,
      (count) => count === 3,
      10_000,
    );
    expect(value).toBe(3);
    expect(reads).toBe(3);
  });

  it('answers the last value read when the condition never holds in time', async () => {
    const value = await eventually(
      () => Promise.resolve('pas encore'),
      (text) => text === 'prêt',
      0,
    );
    expect(value).toBe('pas encore');
  });
});
