import request from 'supertest';
import type { Express } from 'express';
import type { DatabaseHandle, ServiceContext } from '@canal/service-core';
import { makeUser, openService, sessionFor, type TestSession } from '@canal/service-core/testing';
import { createApp } from '../index';
import { startFakeEutils, type FakeEutils } from './fakeEutilsServer';
import { startFakeModel, type FakeModel } from './fakeModelServer';

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

export interface RunTestbed {
  bed: ChatTestbed;
  model: FakeModel;
  eutils: FakeEutils;
  close(): Promise<void>;
}

/** The chat app with a model ('fake-gpt-4o') and NCBI: the small real servers of this folder, on 127.0.0.1. */
export async function openRunTestbed(env: Record<string, string> = {}): Promise<RunTestbed> {
  const model = await startFakeModel();
  const eutils = await startFakeEutils();
  const bed = await openChatTestbed({ OPENAI_BASE_URL: model.url, CHAT_MODEL: 'fake-gpt-4o', NCBI_BASE_URL: eutils.url, ...env });
  return {
    bed,
    model,
    eutils,
    close: async () => {
      await bed.close();
      await model.close();
      await eutils.close();
    },
  };
}

export { sessionFor };
