import { idParams, readCallBody } from '@canal/service-core';

/** Body of the replay calls: nothing but the optional flag and the CSRF field. */
export const replayBodySchema = readCallBody;

/** `:id` of /api/events/replay/:id. */
export const replayParamsSchema = idParams('du replay');
