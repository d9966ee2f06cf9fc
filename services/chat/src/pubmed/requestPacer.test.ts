import { RequestPacer } from './requestPacer';

describe('the NCBI request pacer', () => {
  it('never lets more than 3 requests start in any second, whatever the number of callers', async () => {
    const pacer = new RequestPacer(3);
    const starts: number[] = [];
    await Promise.all(Array.from({ length: 10 }, () => pacer.take().then(() => starts.push(Date.now()))));
    expect(starts).toHaveLength(10);
    for (let index = 3; index < starts.length; index += 1) expect(starts[index] - starts[index - 3]).toBeGreaterThanOrEqual(1000);
    // 10 requests at 3 per second take at least three seconds.
    expect(starts[9] - starts[0]).toBeGreaterThanOrEqual(3000);
  });
});
