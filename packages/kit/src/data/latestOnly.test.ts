import { latestOnly } from './latestOnly';

/** A request answered later than asked: resolves when `answer` is called. */
function deferred<T>() {
  let answer!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (answer = resolve));
  return { promise, answer };
}

describe('latestOnly', () => {
  it('keeps only the newest answer when an older one arrives last', async () => {
    const sequence = latestOnly();
    const shown: string[] = [];
    const ask = async (answer: Promise<string>) => {
      const ticket = sequence.begin();
      const value = await answer;
      if (ticket.isLatest()) shown.push(value);
    };
    const older = deferred<string>();
    const newer = deferred<string>();
    const first = ask(older.promise);
    const second = ask(newer.promise);
    newer.answer('page 2');
    older.answer('page 1');
    await Promise.all([first, second]);
    expect(shown).toEqual(['page 2']);
  });

  it('drops every answer under way once invalidated', () => {
    const sequence = latestOnly();
    const ticket = sequence.begin();
    expect(ticket.isLatest()).toBe(true);
    sequence.invalidate();
    expect(ticket.isLatest()).toBe(false);
    expect(sequence.begin().isLatest()).toBe(true);
  });
});
