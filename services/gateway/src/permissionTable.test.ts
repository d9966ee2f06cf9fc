import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { isAllowed, type Principal } from '@canal/contracts';
import { GUARD_HEADER, type ApiRoute } from '@canal/service-core';
import { createTestContext, makeUser, sessionFor, type TestSession } from '@canal/service-core/testing';
import { routes as chatRoutes } from '@canal/service-chat';
import { routes as liveRoutes } from '@canal/service-live';
import { routes as mediaRoutes } from '@canal/service-media';
import { routes as publicRoutes } from '@canal/service-public';
import { routes as staffRoutes } from '@canal/service-staff';
import { inProcessGateway } from './inProcessGateway';

/** Every role and staff sub-role, each with a user made for it (the visitor has an anonymous session). */
const PRINCIPALS: Array<{ who: string; principal: Principal }> = [
  { who: 'visitor', principal: { role: 'visitor', subRole: null } },
  { who: 'member', principal: { role: 'member', subRole: null } },
  { who: 'speaker', principal: { role: 'speaker', subRole: null } },
  { who: 'staff buadm', principal: { role: 'staff', subRole: 'buadm' } },
  { who: 'staff buadmCtr', principal: { role: 'staff', subRole: 'buadmCtr' } },
  { who: 'staff mod', principal: { role: 'staff', subRole: 'mod' } },
  { who: 'staff invit', principal: { role: 'staff', subRole: 'invit' } },
  { who: 'admin', principal: { role: 'admin', subRole: null } },
];

const ALL_ROUTES: ApiRoute[] = [...publicRoutes, ...liveRoutes, ...staffRoutes, ...mediaRoutes, ...chatRoutes];

const concretePath = (route: ApiRoute) => route.samplePath ?? route.path.replace(/:[A-Za-z]+/g, '1');

/**
 * The reviewed record of who passes the guard on every route, as the calls below observe it (not as
 * `isAllowed` computes it): any change of access shows in review as a change of this file.
 */
const SNAPSHOT_FILE = path.join(__dirname, 'accessSnapshot.md');
const UPDATE_COMMAND =
  'UPDATE_ACCESS_SNAPSHOT=1 NODE_OPTIONS=--experimental-vm-modules npx jest --config jest.config.cjs services/gateway/src/permissionTable.test.ts';

/** The specification's line for each access key of the table, written beside its group in the snapshot. */
const SPEC_LINES: Record<string, string> = {
  public: 'No restriction: visitors included (spec 000 §6 lists the roles; these calls need none).',
  loggedIn: '001 §6: "My account, files and help need a logged-in user."',
  member: '001 §6: "Members, for access purposes, are member, speaker, staff, admin." 000 §6: "Podcasts and leaflets: any non-visitor."',
  replays: '000 §6: "Replays: member, admin, staff only."',
  staff: '001 §6: "Opening the live page from moderation: staff or admin."',
  accounts: '001 §6: "Account screens (list, edit, preview): admin, buadm, buadmCtr and invit."',
  accountCredentials:
    'Issue 20 §1: credentials (e-mail, password, role, status) of an account are changed only by admin and buadm; ' +
    '001 §6 lets the four sub-roles open the screens. Deleting an account is as final, so it is theirs too.',
  eventsAndNews:
    '001 §6: "Event and news staff screens are not guarded in this area." Issue 22 §4: buadm opens them; ' +
    'adding, editing and deleting stay admin\'s ("The « Ajouter » button on the event and account lists shows to admin only.").',
  pharmacovigilance: 'Issue 33 §4: the pharmacovigilance queue and its product list; no sub-role of 001 §6 is named for it: buadm beside admin.',
  accountsCreate: '001 §6: "The « Ajouter » button on the event and account lists shows to admin only."',
  presenter: '000 §6: "Presenters (speaker, admin, staff) may use the presenter relay endpoint and poll faster."',
  roomDriver:
    '001 §6: "Activating a quiz and showing results are available to the panel\'s users" (admin, buadm, mod); ' +
    'plus the speakers attached to that session as hosts (checked per session by requireRoomDriver).',
  moderation: '000 §6: "moderation for role speaker or subRole mod or buadm" (and admin).',
  messageModeration: '001 §6: "In the message panel, delete, edit and approve buttons are for admin, or staff with subRole buadm or mod."',
  exports: '000 §6: "UTM list and exports subRole buadm" (and admin).',
  admin: '001 §6: "FAQ, CMS, theme, podcast and podcast-theme staff screens: admin only" and "Feedback admin screens: admin only."',
};

/** Who passed the guard, per route: filled by the calls of each route's test, read by the last test. */
const observed = new Map<ApiRoute, string[]>();

/** The snapshot's text: one group per access key and set of roles let through, its spec line, its routes. */
function renderSnapshot(): string {
  const groups = new Map<string, { access: string; allowed: string[]; routes: string[] }>();
  for (const [route, allowed] of observed) {
    const name = `${route.access}: ${allowed.length > 0 ? allowed.join(', ') : 'nobody'}`;
    const group = groups.get(name) ?? { access: route.access, allowed, routes: [] };
    group.routes.push(`${route.path} ${route.method.toUpperCase()}`);
    groups.set(name, group);
  }
  const lines = [
    '# Who passes the server’s guard, route by route',
    '',
    `Written by \`permissionTable.test.ts\`, which calls every declared route as every role (${PRINCIPALS.map((p) => p.who).join(', ')})`,
    'and records who the guard lets through. Review any change of this file: it is a change of who may do what.',
    `Regenerate after an intended change: \`${UPDATE_COMMAND}\``,
  ];
  for (const [name, group] of [...groups].sort(([a], [b]) => a.localeCompare(b))) {
    lines.push('', `## ${name}`, '', `> ${SPEC_LINES[group.access] ?? 'No spec line yet: add one to SPEC_LINES in permissionTable.test.ts.'}`, '');
    for (const route of group.routes.sort()) lines.push(`- ${route}`);
  }
  return `${lines.join('\n')}\n`;
}

describe('the permission table, enforced by the server on every API route', () => {
  let gateway: ReturnType<typeof inProcessGateway>;
  let sessions: Map<string, TestSession>;
  let close: () => Promise<void>;

  beforeAll(async () => {
    // Every route times eight principals from one address: well above the per-address limit a user meets.
    const { ctx, database } = await createTestContext({ RATE_LIMIT_PER_MINUTE: '100000' });
    gateway = inProcessGateway(ctx);
    sessions = new Map();
    for (const { who, principal } of PRINCIPALS) {
      const user = principal.role === 'visitor' ? null : await makeUser(ctx, { role: principal.role, subRole: principal.subRole });
      sessions.set(who, await sessionFor(ctx, user?.email ?? null));
    }
    close = () => database.close();
  });

  afterAll(() => close());

  it('lists routes from every service', () => {
    expect(ALL_ROUTES.length).toBeGreaterThan(15);
  });

  for (const route of ALL_ROUTES) {
    it(`${route.method.toUpperCase()} ${route.path} (${route.access})`, async () => {
      const answers = [];
      for (const { who, principal } of PRINCIPALS) {
        const session = sessions.get(who) as TestSession;
        const call = route.method === 'get' ? request(gateway).get(concretePath(route)) : request(gateway).post(concretePath(route)).type('form').send({});
        const response = await call.set('Cookie', session.cookie).set('X-CSRF-Token', session.csrf);
        answers.push({ who, principal, response, refusedByGuard: response.headers[GUARD_HEADER] === route.access });
      }
      observed.set(
        route,
        answers.filter((answer) => !answer.refusedByGuard).map((answer) => answer.who),
      );
      for (const { who, principal, response, refusedByGuard } of answers) {
        const expected = isAllowed(route.access, principal);
        if (expected === refusedByGuard) {
          throw new Error(`${who}: expected ${expected ? 'allowed' : 'refused'}, got ${response.status} ${JSON.stringify(response.body).slice(0, 200)}`);
        }
        if (refusedByGuard) {
          expect(response.status).toBe(principal.role === 'visitor' ? 401 : 403);
          expect(typeof response.body.log).toBe('string');
        }
      }
    });
  }

  it('matches the reviewed snapshot of who passes the guard (accessSnapshot.md)', () => {
    expect(observed.size).toBe(ALL_ROUTES.length);
    const now = renderSnapshot();
    if (process.env.UPDATE_ACCESS_SNAPSHOT === '1') {
      fs.writeFileSync(SNAPSHOT_FILE, now);
      console.warn(`${SNAPSHOT_FILE} rewritten: review its diff (git diff) and commit it with the change of access.`);
      return;
    }
    const reviewed = fs.existsSync(SNAPSHOT_FILE) ? fs.readFileSync(SNAPSHOT_FILE, 'utf8') : '';
    if (now !== reviewed) {
      throw new Error(
        `Who passes the guard is no longer what ${path.basename(SNAPSHOT_FILE)} says (its reviewed record).\n` +
          `If the change of access is intended, rewrite the file and commit it for review:\n  ${UPDATE_COMMAND}\n` +
          `Observed now, against the file:\n${lineDiff(reviewed, now)}`,
      );
    }
  });
});

/** The lines only in `before` (-) and only in `after` (+), for a readable failure. */
function lineDiff(before: string, after: string): string {
  const old = new Set(before.split('\n'));
  const next = new Set(after.split('\n'));
  const gone = [...old].filter((line) => !next.has(line)).map((line) => `- ${line}`);
  const added = [...next].filter((line) => !old.has(line)).map((line) => `+ ${line}`);
  return [...gone, ...added].join('\n');
}
