import { forgetPendingChoice, keepPendingChoice, PENDING_CHOICE_MAX_AGE_MS, takePendingChoice, type ChoiceStorage } from './pendingChoice';

/** A tab's sessionStorage, as the browser keeps it. */
function tab(): ChoiceStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return { items, getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value), removeItem: (key) => void items.delete(key) };
}

const NOW = 1_795_000_000_000;

describe('the dates chosen before logging in', () => {
  it('are given back once, on the page where they were chosen', () => {
    const storage = tab();
    keepPendingChoice('/event/12', [12, 14], NOW, storage);
    expect(takePendingChoice('/', NOW + 1000, storage)).toBeNull();
    expect(takePendingChoice('/event/12', NOW + 60_000, storage)).toEqual([12, 14]);
    expect(takePendingChoice('/event/12', NOW + 61_000, storage)).toBeNull();
  });

  it('are forgotten after an hour, or when the visitor registers instead', () => {
    const storage = tab();
    keepPendingChoice('/event/12', [12], NOW, storage);
    expect(takePendingChoice('/event/12', NOW + PENDING_CHOICE_MAX_AGE_MS + 1, storage)).toBeNull();
    expect(storage.items.size).toBe(0);
    keepPendingChoice('/subscribe/3', [7], NOW, storage);
    forgetPendingChoice(storage);
    expect(takePendingChoice('/subscribe/3', NOW, storage)).toBeNull();
  });

  it('never gives back what the tab holds in a mangled form', () => {
    const storage = tab();
    for (const mangled of ['{', '"texte"', '{"path":"/event/1","ids":"1","at":1}', JSON.stringify({ path: '/event/1', ids: [-3, 'x', 1.5], at: NOW })]) {
      storage.setItem('canal:pendingSubscription', mangled);
      expect(takePendingChoice('/event/1', NOW, storage)).toBeNull();
    }
    expect(takePendingChoice('/event/1', NOW, null)).toBeNull();
  });
});
