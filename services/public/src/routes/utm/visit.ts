import { publicApi } from '@canal/contracts';
import { defineRoute } from '@canal/service-core';
import { attributeToUtm, readUtmCookie, UTM_COOKIE, UTM_COOKIE_DAYS, utmCodeId, utmCookieValue } from '@canal/domain';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * POST /api/utm/visit: a page opened with `r={code}`. A known code is kept in this browser's cookie
 * for UTM_COOKIE_DAYS (the latest code wins) and its first visit from this browser is counted;
 * an unknown code changes nothing.
 */
export const utmVisitRoute = defineRoute(publicApi.utmVisit)({
  access: 'public',
  async handle({ ctx, input, reply }) {
    const codeId = await utmCodeId(ctx, input.r);
    if (codeId === null) return { utm: 'complete', known: false };
    const current = readUtmCookie(reply.cookie(UTM_COOKIE));
    const cookie = current?.codeId === codeId ? utmCookieValue(codeId, current.visitor) : utmCookieValue(codeId);
    reply.setCookie(UTM_COOKIE, cookie, UTM_COOKIE_DAYS * DAY_MS);
    await attributeToUtm(ctx, cookie, 'visit');
    return { utm: 'complete', known: true };
  },
});
