import { asc } from 'drizzle-orm';
import { HOUR_MS, schema, type Database } from '@canal/service-core';
import { detectAdverseEvent } from './detectAdverseEvent';

const { pvCases, pvProducts } = schema;

/** A case is due 24 hours after it is opened (issue 33 §4). */
export const PV_CASE_DELAY_MS = 24 * HOUR_MS;

export interface PvMessage {
  source: schema.PvSource;
  sourceId: string | number;
  text: string;
  userId: number | null;
  email: string;
  now: Date;
}

/**
 * Opens a pharmacovigilance case when the message mentions a possible adverse event. Takes the
 * transaction that stores the message: the case and the message are committed together or not at
 * all, and before anything the transaction queues (the chat's run) can reach a model. Answers the
 * case's id, or null when the message is no possible event.
 */
export async function openPvCaseIfAdverse(tx: Database, message: PvMessage): Promise<number | null> {
  const products = await tx.select({ name: pvProducts.name }).from(pvProducts).orderBy(asc(pvProducts.id));
  const found = detectAdverseEvent(
    message.text,
    products.map((product) => product.name),
  );
  if (!found) return null;
  const [opened] = await tx
    .insert(pvCases)
    .values({
      source: message.source,
      sourceId: String(message.sourceId),
      text: message.text,
      drug: found.drug,
      harm: found.harm,
      userId: message.userId,
      email: message.email,
      openedAt: message.now,
      dueAt: new Date(message.now.getTime() + PV_CASE_DELAY_MS),
    })
    .returning({ id: pvCases.id });
  return opened?.id ?? null;
}
