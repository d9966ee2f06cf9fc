import request from 'supertest';
import type { Express } from 'express';
import { seedDemo, type DatabaseHandle, type ServiceContext } from '@canal/service-core';
import { createTestContext, sessionFor, type TestSession } from '@canal/service-core/testing';
import { createApp } from '../index';

export const MEMBER = 'dr.martin@exemple.fr';
export const OTHER_MEMBER = 'infirmier.durand@exemple.fr';

export interface ChatTestbed {
  ctx: ServiceContext;
  database: DatabaseHandle;
  app: Express;
  /** POST /api/gpt/api.php?action={action} as a browser with that session would send it. */
  call(session: TestSession, action: string, body?: Record<string, string>): request.Test;
  close(): Promise<void>;
}

/** A real in-memory database with the demo seeded, and the chat app over it. */
export async function openChatTestbed(): Promise<ChatTestbed> {
  const { ctx, database } = await createTestContext();
  await seedDemo(ctx.db, ctx.now());
  const app = createApp(ctx);
  return {
    ctx,
    database,
    app,
    call: (session, action, body = {}) =>
      request(app)
        .post(`/api/gpt/api.php?action=${encodeURIComponent(action)}`)
        .set('Cookie', session.cookie)
        .set('X-CSRF-Token', session.csrf)
        .type('form')
        .send(body),
    close: () => database.close(),
  };
}

export { sessionFor };
