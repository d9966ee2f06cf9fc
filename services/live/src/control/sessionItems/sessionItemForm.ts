import { eq } from 'drizzle-orm';
import { liveControlApi } from '@canal/contracts';
import { notFound, type FormCall, type FormModule } from '@canal/service-core';
import { loadControlledEvent } from '../events';
import { columnsOf, formValuesOf, idsOf, itemOf, nextPosition, propertyOf, refuseOnScreen, type AnySessionItems } from './itemRows';
import type { SessionItemTable } from './SessionItems';

/** Who edits the items of a session: the quiz, announcement and feedback editors are admin's (spec 001 section 6). */
export const SESSION_ITEMS_ACCESS = 'admin' as const;

/** The session of a form call, from its address (/api/{kind}/edit/{eventId}[/{id}]). */
export function sessionOf(call: Pick<FormCall, 'parents'>): number {
  const eventId = call.parents.eventId;
  if (eventId === undefined) throw notFound('Session introuvable.');
  return eventId;
}

/**
 * A kind's editor as a server-driven form under its session: GET/POST /api/{kind}/edit/{eventId}[/{id}],
 * drawn by the kit's DynamicForm. The form engine validates, writes the history row in the post's
 * transaction and answers; this says what is loaded, refused and written. The older save call goes
 * through the same form (defineSessionItems).
 */
export function sessionItemForm<T extends SessionItemTable>(items: AnySessionItems<T>): FormModule {
  // Written through the constraint's type: the columns come from the kind's declaration.
  const table: SessionItemTable = items.table;
  const positionKey = propertyOf(table, items.position);
  const page = liveControlApi.SESSION_ITEM_PAGES[items.kind];
  return {
    name: items.kind,
    fetchPath: `/api/${items.kind}/edit/:eventId`,
    access: SESSION_ITEMS_ACCESS,
    createAccess: SESSION_ITEMS_ACCESS,
    idMode: 'optional',
    title: (call) => (call.id === null ? page.titles.create : page.titles.edit),
    groups: () => [{ items: items.fields }],
    load: async (call) => {
      const eventId = sessionOf(call);
      await loadControlledEvent(call.ctx, eventId);
      if (call.id === null) return items.initial;
      return formValuesOf(items, await itemOf(call.ctx.db, items, call.id, { eventId }));
    },
    // Before anything is read: the item on screen is not changed (its edit button is hidden too).
    guardPost: async (call) => {
      if (call.id !== null) await refuseOnScreen(call.ctx, items, 'edit', { id: call.id, eventId: sessionOf(call) });
    },
    save: async (call, values) => {
      const eventId = sessionOf(call);
      const { db } = call.ctx;
      const before = call.id === null ? undefined : await itemOf(db, items, call.id, { eventId, lock: true });
      const columns = columnsOf(items, values, before, call.ctx);
      let id: number;
      if (before) {
        id = idsOf(before).id;
        await db.update(table).set(columns).where(eq(table.id, id));
      } else {
        const created = { ...columns, eventId, [positionKey]: nextPosition(items, eventId) };
        const [inserted] = (await db.insert(table).values(created).returning({ id: table.id })) as { id: number }[];
        if (!inserted) throw new Error(`${items.kind} : l’élément n’a pas été créé`);
        id = inserted.id;
      }
      // The room keeps what it shows until told (the question on screen, the feedback form): it reads them again.
      await call.ctx.bus.publish('live.changed', { eventId });
      return { id };
    },
    bottomActions: (call) => [
      { name: 'cancel', label: 'Annuler', type: 'cancel', redirect: page.back(sessionOf(call)) },
      { name: 'submit', label: 'Enregistrer', type: 'submit' },
    ],
    redirect: (call) => page.back(sessionOf(call)),
  };
}
