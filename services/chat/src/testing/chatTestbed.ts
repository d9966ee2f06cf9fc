import request from 'supertest';
import type { Express } from 'express';
import type { DatabaseHandle, ServiceContext } from '@canal/service-core';
import { makeUser, openService, sessionFor, type TestSession } from '@canal/service-core/testing';
import { createApp } from '../index';

export interface ChatTestbed {
  ctx: ServiceContext;
  database: DatabaseHandle;
  app: Express;
  /** POST /api/gpt/api.php?action={action} as a browser with that session would send it. */
  call(session: TestSession, action: string, body?: Record<string, string>): request.Test;
  /** A new member of this test and the session of her browser. */
  newMember(): Promise<{ id: number; session: TestSession }>;
  /** A new admin and the session of his browser. */
  newAdmin(): Promise<{ id: number; session: TestSession }>;
  close(): Promise<void>;
}

/**
 * The chat app on an empty database of its own (with `env` on top of the test settings; `ctx.now`
 * stays at `now`): each test makes the members and discussions it asserts on.
 */
export async function openChatTestbed(env: Record<string, string> = {}, now = new Date()): Promise<ChatTestbed> {
  const { ctx, database, app } = await openService(createApp, env, now);
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
    async newMember() {
      const member = await makeUser(ctx);
      return { id: member.id, session: await sessionFor(ctx, member.email) };
    },
    async newAdmin() {
      const admin = await makeUser(ctx, { role: 'admin' });
      return { id: admin.id, session: await sessionFor(ctx, admin.email) };
    },
    close: () => database.close(),
  };
}

export { sessionFor };
