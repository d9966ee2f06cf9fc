import { HttpFailure, NetworkFailure } from '../api/httpFailures';
import { NETWORK_ERROR } from '../api/apiErrorOf';
import { MutationRunner } from './mutationRunner';

/** A send whose answer the test releases: the window in which a user clicks again. */
function controlledSend<O>() {
  const calls: Array<{ input: unknown; resolve: (answer: O) => void; reject: (error: unknown) => void }> = [];
  const send = (input: unknown) => new Promise<O>((resolve, reject) => calls.push({ input, resolve, reject }));
  return { send, calls };
}

describe('MutationRunner: one change at a time, its French failure, its follow-up', () => {
  it('sends once however many times it is asked while the first is under way', async () => {
    const { send, calls } = controlledSend<{ saved: string }>();
    const runner = new MutationRunner(send);
    const first = runner.run({ name: 'a' });
    const second = runner.run({ name: 'b' });
    expect(runner.getSnapshot().pending).toBe(true);
    expect(await second).toBeNull();
    calls[0].resolve({ saved: 'complete' });
    expect(await first).toEqual({ saved: 'complete' });
    expect(calls).toHaveLength(1);
    expect(runner.getSnapshot()).toEqual({ pending: false, error: null, failure: null });
  });

  it('keeps the server’s French message, hands it to onError and runs no success follow-up, when the change is refused', async () => {
    const { send, calls } = controlledSend<unknown>();
    const runner = new MutationRunner(send);
    const followUps: string[] = [];
    const done = runner.run({}, {
      refresh: [() => followUps.push('refresh')],
      onSuccess: () => followUps.push('success'),
      onError: (message) => followUps.push(`toast: ${message}`),
    });
    const failure = new HttpFailure(409, { log: 'Cette question est à l’écran : elle ne peut pas être supprimée.' });
    calls[0].reject(failure);
    expect(await done).toBeNull();
    expect(runner.getSnapshot()).toEqual({ pending: false, error: 'Cette question est à l’écran : elle ne peut pas être supprimée.', failure });
    expect(followUps).toEqual(['toast: Cette question est à l’écran : elle ne peut pas être supprimée.']);
    runner.reset();
    expect(runner.getSnapshot().error).toBeNull();
  });

  it('says when the server cannot be reached', async () => {
    const runner = new MutationRunner(() => Promise.reject(new NetworkFailure(new Error('offline'))));
    await runner.run({});
    expect(runner.getSnapshot().error).toBe(NETWORK_ERROR);
  });

  it('refreshes what the change touched before the caller’s next step, and tells listeners', async () => {
    const { send, calls } = controlledSend<{ id: number }>();
    const runner = new MutationRunner(send);
    const order: string[] = [];
    let notified = 0;
    runner.subscribe(() => (notified += 1));
    const done = runner.run({}, {
      refresh: [() => Promise.resolve(void order.push('list asked again'))],
      onSuccess: (answer) => order.push(`back to row ${answer.id}`),
    });
    calls[0].resolve({ id: 12 });
    await done;
    expect(order).toEqual(['list asked again', 'back to row 12']);
    expect(notified).toBe(2);
  });
});
