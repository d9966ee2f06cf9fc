import { EndpointStore } from './endpointStore';

/** An answer the test releases when it wants: `answer` resolves it, `fail` rejects it. */
function later<T>() {
  let answer!: (value: T) => void;
  let fail!: (error: unknown) => void;
  const promise = new Promise<T>((resolve, reject) => {
    answer = resolve;
    fail = reject;
  });
  return { promise, answer, fail };
}

describe('EndpointStore', () => {
  it('shows the newer input even when the older answer arrives last', async () => {
    const store = new EndpointStore<string>();
    const page1 = later<string>();
    const page2 = later<string>();
    store.setRequest('page=1', () => page1.promise);
    const first = store.run('load');
    store.setRequest('page=2', () => page2.promise);
    const second = store.run('load');
    page2.answer('rows of page 2');
    page1.answer('rows of page 1');
    expect(await second).toBe('rows of page 2');
    expect(await first).toBeNull();
    expect(store.getSnapshot()).toMatchObject({ key: 'page=2', data: 'rows of page 2', error: null, pending: null });
  });

  it('keeps the answer shown when a refetch fails, with the French error above it', async () => {
    const store = new EndpointStore<string>();
    let next = Promise.resolve('liste');
    store.setRequest('threads', () => next);
    await store.run('load');
    next = Promise.reject(new Error('Discussion introuvable'));
    expect(await store.run('refetch')).toBeNull();
    expect(store.getSnapshot()).toMatchObject({ key: 'threads', data: 'liste', error: 'Discussion introuvable' });
    next = Promise.resolve('liste à jour');
    expect(await store.run('refetch')).toBe('liste à jour');
    expect(store.getSnapshot()).toMatchObject({ data: 'liste à jour', error: null });
  });

  it('marks a load as pending, but not a poll, and never starts a poll over a request under way', async () => {
    const store = new EndpointStore<number>();
    const answers = [later<number>(), later<number>()];
    let calls = 0;
    store.setRequest('state', () => answers[calls++].promise);
    const load = store.run('load');
    expect(store.getSnapshot().pending).toEqual({ key: 'state', quiet: false });
    expect(await store.run('poll')).toBeNull();
    expect(calls).toBe(1);
    answers[0].answer(1);
    await load;
    const poll = store.run('poll');
    expect(store.getSnapshot().pending).toEqual({ key: 'state', quiet: true });
    answers[1].answer(2);
    expect(await poll).toBe(2);
    expect(calls).toBe(2);
  });

  it('drops an answer asked before a local edit, which may still hold the deleted row', async () => {
    const store = new EndpointStore<string[]>();
    let next = Promise.resolve(['a', 'b']);
    store.setRequest('list', () => next);
    await store.run('load');
    const stale = later<string[]>();
    next = stale.promise;
    const poll = store.run('poll');
    store.update((rows) => rows.filter((row) => row !== 'b'));
    stale.answer(['a', 'b']);
    expect(await poll).toBeNull();
    expect(store.getSnapshot().data).toEqual(['a']);
  });

  it('ignores answers once stopped (the page was left)', async () => {
    const store = new EndpointStore<string>();
    const answer = later<string>();
    store.setRequest('live', () => answer.promise);
    const run = store.run('load');
    store.stop();
    answer.answer('trop tard');
    expect(await run).toBeNull();
    expect(store.getSnapshot()).toMatchObject({ key: null, data: null, pending: null });
  });

  it('tells its subscribers of every change', async () => {
    const store = new EndpointStore<string>();
    const seen: Array<string | null> = [];
    store.subscribe(() => seen.push(store.getSnapshot().data));
    store.setRequest('home', () => Promise.resolve('accueil'));
    await store.run('load');
    expect(seen).toEqual([null, 'accueil']);
  });
});
