import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { changedFields, defineFormModule, defineRoute, formCall, handleFormPost, notFound, recordChange, type ApiRoute } from '@canal/service-core';
import { readContentState } from '../../room/contentState';
import { loadControlledEvent } from '../events';
import { formValuesOf, idsOf, itemOf, itemsOf, refuseOnScreen } from './itemRows';
import { SESSION_ITEMS_ACCESS, sessionItemForm } from './sessionItemForm';
import type { DeclaredSessionItems, SaveInput, SessionItemEndpoints, SessionItems, SessionItemTable } from './SessionItems';

/**
 * The items of a session of one kind, from its table, its two calls with answers of their own, then
 * its declaration: the calls of spec 001 section 7 at their paths (list, save, delete, 'Remise à
 * zéro'), and the editor's form under the session (GET/POST /api/{kind}/edit/{eventId}[/{id}]).
 * Every write runs in one transaction with its history row ('Historique', module = the kind), and
 * tells the room (live.changed) once committed.
 *
 *   export const announceRoutes = defineSessionItems(schema.announcements, { list: liveControlApi.announceList, save: liveControlApi.announceSave })({
 *     kind: 'announce', position: schema.announcements.announcePosition, fields: [...], ...
 *   });
 */
export function defineSessionItems<T extends SessionItemTable, LO extends z.ZodType, SI extends SaveInput, SO extends z.ZodType>(
  table: T,
  endpoints: SessionItemEndpoints<LO, SI, SO>,
): (declaration: SessionItems<T, LO, SI, SO>) => ApiRoute[] {
  return (declaration) => sessionItemRoutes({ ...declaration, table, endpoints });
}

function sessionItemRoutes<T extends SessionItemTable, LO extends z.ZodType, SI extends SaveInput, SO extends z.ZodType>(
  items: DeclaredSessionItems<T, LO, SI, SO>,
): ApiRoute[] {
  const { kind, endpoints } = items;
  const form = sessionItemForm(items);

  const list = defineRoute(endpoints.list)({
    samplePath: `/api/${kind}/list/1`,
    access: SESSION_ITEMS_ACCESS,
    async handle({ ctx, input: { eventId } }) {
      await loadControlledEvent(ctx, eventId);
      return items.listed({ ctx, eventId, rows: await itemsOf(ctx.db, items, eventId), state: await readContentState(ctx, eventId) });
    },
  });

  // The older save: its body (checked by its schema, with its own messages) becomes the form's post.
  const save = defineRoute(endpoints.save)({
    samplePath: `/api/${kind}/save/1`,
    access: SESSION_ITEMS_ACCESS,
    transactional: true,
    async handle(route) {
      const { eventId, id } = route.input;
      const body = { ...items.posted(route.input), fsubmit: `${form.name}_form` };
      const answer = await handleFormPost(form, formCall(form, route, { id: id ?? null, view: undefined, body }), body);
      const savedId = Number(answer.data?.id);
      // The kinds ask no precision: a post that validates is saved, and has an id.
      if (answer.form !== 'saved' || !Number.isSafeInteger(savedId)) throw new Error(`${kind} : enregistrement sans identifiant`);
      return items.saved(route.ctx, await itemOf(route.ctx.db, items, savedId, { eventId }));
    },
  });

  const remove = defineRoute(items.remove)({
    access: SESSION_ITEMS_ACCESS,
    transactional: true,
    async handle({ ctx, input, user }) {
      const row = await itemOf(ctx.db, items, input.id, { lock: true });
      await refuseOnScreen(ctx, items, 'delete', row);
      const { id, eventId } = idsOf(row);
      const table: SessionItemTable = items.table;
      await ctx.db.delete(table).where(eq(table.id, id));
      // What the item's form showed, kept in its history after it is gone.
      await recordChange(ctx, { user, module: kind, itemId: id, action: 'delete', changes: changedFields(items.fields, formValuesOf(items, row), {}) });
      await ctx.bus.publish('live.changed', { eventId });
      return { deleted: 'complete' as const };
    },
  });

  const routes = [list, save, remove, ...defineFormModule(form)];
  const { reset } = items;
  if (reset) {
    routes.push(
      defineRoute(reset.endpoint)({
        samplePath: `/api/${kind}/reset/1`,
        access: SESSION_ITEMS_ACCESS,
        transactional: true,
        async handle({ ctx, input: { eventId, q } }) {
          const { answers } = reset;
          if ('item' in answers) {
            // One item's answers: of this session, and not while the room shows it.
            if (q === undefined) throw notFound(items.missing);
            const row = await itemOf(ctx.db, items, q, { eventId, lock: true });
            await refuseOnScreen(ctx, items, 'reset', row);
            await ctx.db.delete(answers.table).where(eq(answers.item, idsOf(row).id));
          } else {
            await loadControlledEvent(ctx, eventId);
            await ctx.db.delete(answers.table).where(eq(answers.session, eventId));
          }
          await ctx.bus.publish('live.changed', { eventId });
          return { reset: 'complete' as const };
        },
      }),
    );
  }
  return routes;
}
