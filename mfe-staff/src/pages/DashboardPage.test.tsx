/**
 * @jest-environment ./tools/jest/browserEnvironment.cjs
 */
import { eq } from 'drizzle-orm';
import { screen, within } from '@testing-library/react';
import { schema } from '@canal/service-core';
import { makeEvent, makeNews, makePresence, makeSubscription, type UserRow } from '@canal/service-core/testing';
import { makeAccount } from '@canal/service-staff/src/testSupport';
import { useLocation, useRoutes } from '@canal/kit/router';
import { pageUser, renderPage, staffServiceInBrowser } from '@canal/kit/testing';
import DashboardPage from './DashboardPage';

/** Where a figure's link leads: the address it opened. */
function Opened() {
  const location = useLocation();
  return <p>Ouvert : {`${location.pathname}${location.search}`}</p>;
}

/** The dashboard at its address, and whatever page a figure opens. */
function StaffPages() {
  return useRoutes([
    { path: '/staff/dashboard', element: <DashboardPage /> },
    { path: '*', element: <Opened /> },
  ]);
}

/** The card of the dashboard with this title. */
function cardTitled(title: string): HTMLElement {
  const found = screen.getByText(title).closest<HTMLElement>('.ant-card');
  if (!found) throw new Error(`no card « ${title} »`);
  return found;
}

/** The figure a card's line shows beside this label. */
function figureOf(card: HTMLElement, label: string | RegExp): string | null | undefined {
  return within(card).getByText(label).closest('li')?.querySelector('strong')?.textContent;
}

const bed = staffServiceInBrowser();
let admin: UserRow;
beforeAll(async () => {
  const { ctx } = bed.t;
  admin = await makeAccount(ctx, 'admin');
  const doctors = [await makeAccount(ctx, 'member', { job: 'md' }), await makeAccount(ctx, 'member', { job: 'md', status: 'pending' })];
  await makeAccount(ctx, 'member', { job: 'ph', status: 'pending' });
  const past = await makeEvent(ctx, { title: 'BPCO : les exacerbations', startsInMin: -3 * 24 * 60 });
  const next = await makeEvent(ctx, { title: 'Asthme sévère : les biothérapies', startsInMin: 2 * 24 * 60 });
  for (const doctor of doctors) {
    await makeSubscription(ctx, doctor.id, past.id);
    await makeSubscription(ctx, doctor.id, next.id);
  }
  await makePresence(ctx, past.id, doctors[0].id, { from: past.date, minutes: 50 });
  const popular = await makeNews(ctx, { title: 'Les nouvelles recommandations GOLD' });
  await ctx.db.update(schema.news).set({ clicks: 42 }).where(eq(schema.news.id, popular.id));
});
beforeEach(() => bed.signIn(admin));

describe('the dashboard', () => {
  it('shows the figures staff ask for first: accounts, next sessions, the last one’s attendance and the most clicked news', async () => {
    renderPage(<StaffPages />, '/staff/dashboard');
    expect(await screen.findByText('2 comptes en attente de validation')).toBeTruthy();
    expect(figureOf(cardTitled('Comptes par statut'), 'En attente')).toBe('2');
    expect(figureOf(cardTitled('Prochaines sessions'), /Asthme sévère : les biothérapies$/)).toBe('2');
    const last = cardTitled('Dernière session');
    expect(within(last).getByText('BPCO : les exacerbations')).toBeTruthy();
    expect(within(last).getByText('1 présent sur 2 inscrits')).toBeTruthy();
    expect(within(last).getByRole('link', { name: 'Rapport de la session' })).toBeTruthy();
    expect(figureOf(cardTitled('Actualités les plus cliquées'), 'Les nouvelles recommandations GOLD')).toBe('42');
  });

  it('opens the filtered list of a figure when it is clicked', async () => {
    const user = pageUser();
    renderPage(<StaffPages />, '/staff/dashboard');
    await user.click(await screen.findByRole('link', { name: '2 comptes en attente de validation' }));
    expect(await screen.findByText('Ouvert : /staff/account/list?f_status=pending')).toBeTruthy();
  });
});
