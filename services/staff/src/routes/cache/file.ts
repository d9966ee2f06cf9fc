import { cacheFileRoute } from '@canal/service-core';

/** GET /cache/{kind}/{id}/{file}: uploaded files (the gateway must send /cache to this service). */
export const cacheFile = cacheFileRoute;
