/**
 * @jest-environment ./tools/jest/browserEnvironment.cjs
 */
import { useState, type ReactNode } from 'react';
import { focusManager, hashKey, type QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { staffApi } from '@canal/contracts';
import { earlyCall } from '@canal/contracts/core';
import { schema } from '@canal/service-core';
import type { UserRow } from '@canal/service-core/testing';
import { makeAccount } from '@canal/service-staff/src/testSupport';
import { staffServiceInBrowser } from '../testing/staffServiceInBrowser';
import { pageUser } from '../testing/userActions';
import { DataProvider } from './DataProvider';
import { askEarly } from './earlyAnswers';
import { endpointQueryKey } from './endpointKeys';
import { createQueryClient } from './queryClient';
import { useEndpoint } from './useEndpoint';
import { useEndpointMutation } from './useEndpointMutation';

/** The saved views of one list, as a page shows them: a list of names, the French error, or a placeholder. */
function Views({ module, pollMs }: { module: string; pollMs?: number }) {
  const views = useEndpoint(staffApi.savedViewsList, { module }, { pollMs });
  if (views.error) return <p role="alert">{views.error}</p>;
  if (!views.data) return <p>Chargement...</p>;
  return (
    <ul aria-label={`Vues ${module}`}>
      {views.data.data.map((view) => (
        <li key={view.id}>{view.name}</li>
      ))}
    </ul>
  );
}

/** The views of the list the user picks: the page's input changes while an answer is under way. */
function PickedViews() {
  const [module, setModule] = useState('account');
  return (
    <>
      <button onClick={() => setModule('event')}>Vues des sessions</button>
      <Views module={module} />
    </>
  );
}

/** Saves a view under `name`, for any list: it invalidates every answer of the views' endpoint. */
function SaveView({ name }: { name: string }) {
  const [saved, setSaved] = useState<string | null>(null);
  const save = useEndpointMutation(staffApi.savedViewsSave, {
    invalidates: [staffApi.savedViewsList],
    onSuccess: (answer) => setSaved(`${answer.data.length} vue(s) enregistrée(s)`),
  });
  const click = () => {
    // A double click: the second call must not be sent while the first is under way.
    void save.mutate({ module: 'account', name, query: 'page=2' });
    void save.mutate({ module: 'account', name, query: 'page=3' });
  };
  return (
    <>
      <button onClick={click}>Enregistrer la vue</button>
      {save.pending && <span>Enregistrement...</span>}
      {save.error && <p role="alert">{save.error}</p>}
      {saved && <p>{saved}</p>}
    </>
  );
}

/**
 * The calls the page sends, as a spy over the browser's fetch (the service answers them as usual);
 * `slow(path)` holds back the answers to that address until `release()`, as a slow network would.
 */
function watchCalls() {
  const send = window.fetch.bind(window);
  const calls: string[] = [];
  let held: { path: string; gate: Promise<void>; open: () => void } | null = null;
  jest.spyOn(window, 'fetch').mockImplementation(async (input, init) => {
    const { pathname } = new URL(input instanceof Request ? input.url : input);
    calls.push(`${init?.method ?? 'GET'} ${pathname}`);
    const answer = await send(input, init);
    if (held?.path === pathname) await held.gate;
    return answer;
  });
  return {
    count: (call: string) => calls.filter((sent) => sent === call).length,
    slow(path: string) {
      let open!: () => void;
      const gate = new Promise<void>((resolve) => (open = resolve));
      held = { path, gate, open };
    },
    release: () => held?.open(),
  };
}

/** Resolves when the cache receives an answer for `key` (a page may no longer show it). */
function answered(client: QueryClient, key: readonly unknown[]): Promise<void> {
  return new Promise((resolve) => {
    const stop = client.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success' || hashKey(event.query.queryKey) !== hashKey(key)) return;
      stop();
      resolve();
    });
  });
}

/** The tab shown or hidden, as the browser tells the page (document.visibilityState and its event). */
function showTab(state: 'visible' | 'hidden'): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

const bed = staffServiceInBrowser();
let admin: UserRow;
beforeAll(async () => {
  admin = await makeAccount(bed.t.ctx, 'admin');
});
beforeEach(async () => {
  await bed.signIn(admin);
  await bed.t.ctx.db.delete(schema.savedViews);
});
afterEach(() => {
  jest.restoreAllMocks();
  showTab('visible');
});

const addView = (module: string, name: string) => bed.t.ctx.db.insert(schema.savedViews).values({ userId: admin.id, module, name, query: '' });
const renderWith = (page: ReactNode, client = createQueryClient()) => render(<DataProvider client={client}>{page}</DataProvider>);

describe('useEndpoint over the site’s query cache', () => {
  it('polls while the tab is visible, asks nothing while it is hidden, and asks at once when it shows again', async () => {
    const calls = watchCalls();
    renderWith(<Views module="account" pollMs={40} />);
    await screen.findByRole('list', { name: 'Vues account' });
    await addView('account', 'Première');
    expect(await screen.findByText('Première')).toBeTruthy();

    showTab('hidden');
    // The poll's timer still ticks (it asks whether the tab is shown): a few ticks go by without a call.
    const ticks = jest.spyOn(focusManager, 'isFocused');
    await waitFor(() => expect(ticks.mock.calls.length).toBeGreaterThanOrEqual(2));
    const asked = calls.count('GET /api/_views/account');
    await addView('account', 'Seconde');
    const seen = ticks.mock.calls.length;
    await waitFor(() => expect(ticks.mock.calls.length).toBeGreaterThanOrEqual(seen + 3));
    expect(calls.count('GET /api/_views/account')).toBe(asked);
    expect(screen.queryByText('Seconde')).toBeNull();

    showTab('visible');
    expect(await screen.findByText('Seconde')).toBeTruthy();
  });

  it('shows the newer input’s answer, even when the older one arrives last', async () => {
    await addView('account', 'Comptes actifs');
    await addView('event', 'Sessions à venir');
    const calls = watchCalls();
    calls.slow('/api/_views/account');
    const client = createQueryClient();
    renderWith(<PickedViews />, client);
    await waitFor(() => expect(calls.count('GET /api/_views/account')).toBe(1));
    await pageUser().click(screen.getByRole('button', { name: 'Vues des sessions' }));
    expect(await screen.findByText('Sessions à venir')).toBeTruthy();

    const olderAnswered = answered(client, endpointQueryKey(staffApi.savedViewsList, { module: 'account' }));
    calls.release();
    await olderAnswered;
    expect(screen.getByRole('list', { name: 'Vues event' }).textContent).toBe('Sessions à venir');
    expect(screen.queryByText('Comptes actifs')).toBeNull();
  });

  it('takes the answer the shell asked early instead of asking again', async () => {
    await addView('account', 'Demandée tôt');
    const calls = watchCalls();
    askEarly(earlyCall(staffApi.savedViewsList, { module: 'account' }));
    renderWith(<Views module="account" />);
    expect(await screen.findByText('Demandée tôt')).toBeTruthy();
    expect(calls.count('GET /api/_views/account')).toBe(1);
  });
});

describe('useEndpointMutation', () => {
  it('sends once on a double click, then asks again every list of the endpoint it invalidates before its own next step', async () => {
    await addView('event', 'Sessions à venir');
    const calls = watchCalls();
    renderWith(
      <>
        <Views module="account" />
        <Views module="event" />
        <SaveView name="Comptes à relancer" />
      </>,
    );
    await screen.findByText('Sessions à venir');
    await screen.findByRole('list', { name: 'Vues account' });
    await pageUser().click(screen.getByRole('button', { name: 'Enregistrer la vue' }));

    expect(await screen.findByText('1 vue(s) enregistrée(s)')).toBeTruthy();
    // Both lists were asked again, the other input's too (the page shows the new answers as a transition).
    expect(calls.count('GET /api/_views/account')).toBe(2);
    expect(calls.count('GET /api/_views/event')).toBe(2);
    await waitFor(() => expect(screen.getByRole('list', { name: 'Vues account' }).textContent).toBe('Comptes à relancer'));
    expect(calls.count('POST /api/_views/account')).toBe(1);
    expect(screen.queryByText('Enregistrement...')).toBeNull();
    const rows = await bed.t.ctx.db.select().from(schema.savedViews);
    expect(rows.map((row) => row.name).sort()).toEqual(['Comptes à relancer', 'Sessions à venir']);
  });

  it('shows the server’s French refusal, writes nothing and asks nothing again', async () => {
    const calls = watchCalls();
    renderWith(
      <>
        <Views module="account" />
        <SaveView name="   " />
      </>,
    );
    await screen.findByRole('list', { name: 'Vues account' });
    await pageUser().click(screen.getByRole('button', { name: 'Enregistrer la vue' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Requête invalide : « name » : Donnez un nom à la vue.');
    expect(calls.count('GET /api/_views/account')).toBe(1);
    expect(await bed.t.ctx.db.select().from(schema.savedViews)).toEqual([]);
  });
});
