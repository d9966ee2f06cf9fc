import { forgetPendingChoice, keepPendingChoice, PENDING_CHOICE_MAX_AGE_MS, pendingChoiceLabels, takePendingChoice, type ChoiceStorage } from './pendingChoice';

/** A tab's sessionStorage, as the browser keeps it. */
function tab(): ChoiceStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return { items, getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value), removeItem: (key) => void items.delete(key) };
}

const NOW = 1_795_000_000_000;

describe('the dates chosen before logging in', () => {
  it('are given back once, on the page where they were chosen', () => {
    const storage = tab();
    keepPendingChoice('/event/12', { ids: [12, 14], labels: ['BPCO, jeudi 26 novembre 2026 - 18h30', 'BPCO, jeudi 3 décembre 2026 - 18h30'] }, NOW, storage);
    expect(pendingChoiceLabels(NOW + 1000, storage)).toEqual(['BPCO, jeudi 26 novembre 2026 - 18h30', 'BPCO, jeudi 3 décembre 2026 - 18h30']);
    expect(takePendingChoice('/', NOW + 1000, storage)).toBeNull();
    expect(takePendingChoice('/event/12', NOW + 60_000, storage)).toEqual([12, 14]);
    expect(takePendingChoice('/event/12', NOW + 61_000, storage)).toBeNull();
  });

  it('are forgotten after an hour, or when the visitor registers instead', () => {
    const storage = tab();
    keepPendingChoice('/event/12', { ids: [12], labels: ['BPCO'] }, NOW, storage);
    expect(pendingChoiceLabels(NOW + PENDING_CHOICE_MAX_AGE_MS + 1, storage)).toEqual([]);
    expect(takePendingChoice('/event/12', NOW + PENDING_CHOICE_MAX_AGE_MS + 1, storage)).toBeNull();
    expect(storage.items.size).toBe(0);
    keepPendingChoice('/subscribe/3', { ids: [7], labels: [] }, NOW, storage);
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
