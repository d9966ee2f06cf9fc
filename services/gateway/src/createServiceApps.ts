import type { RequestHandler } from 'express';
import type { ServiceName } from '@canal/contracts';
import type { ServiceContext } from '@canal/service-core';
import { createApp as createChatApp } from '@canal/service-chat';
import { createApp as createLiveApp } from '@canal/service-live';
import { createApp as createMediaApp } from '@canal/service-media';
import { createApp as createPublicApp } from '@canal/service-public';
import { createApp as createStaffApp } from '@canal/service-staff';

/** The five service apps, for the all-in-one process: the same createApp as each service's main.ts. */
export function createServiceApps(ctx: ServiceContext): Record<ServiceName, RequestHandler> {
  return {
    public: createPublicApp(ctx),
    live: createLiveApp(ctx),
    staff: createStaffApp(ctx),
    media: createMediaApp(ctx),
    chat: createChatApp(ctx),
  };
}
