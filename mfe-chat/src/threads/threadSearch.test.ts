import { matchingThreads } from './threadSearch';

const threads = [
  { id: 'thread_a', name: 'Éosinophiles et asthme sévère' },
  { id: 'thread_b', name: 'BPCO : triple thérapie' },
  { id: 'thread_c', name: 'thread_c' },
];

describe('searching the discussions', () => {
  it('finds every word typed in the names, without accents or case, and keeps all for an empty search', () => {
    expect(matchingThreads(threads, 'asthme EOSINO').map((thread) => thread.id)).toEqual(['thread_a']);
    expect(matchingThreads(threads, 'thérapie').map((thread) => thread.id)).toEqual(['thread_b']);
    expect(matchingThreads(threads, '  ')).toEqual(threads);
    // An unnamed discussion is not found by its id.
    expect(matchingThreads(threads, 'thread')).toEqual([]);
  });
});
