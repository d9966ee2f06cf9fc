import { privacyApi } from '@canal/contracts';
import { defineFileRoute, type ApiRoute, type FileReply, type ServiceContext } from '@canal/service-core';
import { isMailConsent, isUnsubscribeSignature, UNSUBSCRIBE_PATH, withdrawConsent, type MailConsent } from '@canal/domain';
import { unsubscribeAskPage, unsubscribeDonePage, unsubscribeInvalidPage } from '../../privacy/unsubscribePage';

const HTML = { type: 'text/html; charset=utf-8', cacheControl: 'no-store' };

type LinkInput = { u: number; c: string; s: string };

/** The link's consent when its signature is the member's, else null. */
async function signedConsent(ctx: ServiceContext, input: LinkInput): Promise<MailConsent | null> {
  if (!isMailConsent(input.c)) return null;
  return (await isUnsubscribeSignature(ctx, input.u, input.c, input.s)) ? input.c : null;
}

function invalid(reply: FileReply) {
  reply.status(400);
  return reply.bytes(unsubscribeInvalidPage(), HTML);
}

/** GET /api/unsubscribe?u=&c=&s=: a page with one button; nothing is withdrawn by opening the link. */
const unsubscribePageRoute = defineFileRoute(privacyApi.unsubscribePage)({
  access: 'public',
  samplePath: '/api/unsubscribe?u=1&c=accountOptin1&s=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
  async handle({ ctx, input, reply }) {
    const consent = await signedConsent(ctx, input);
    if (!consent) return invalid(reply);
    const action = `${UNSUBSCRIBE_PATH}?${new URLSearchParams({ u: String(input.u), c: consent, s: input.s }).toString()}`;
    return reply.bytes(unsubscribeAskPage(consent, action), HTML);
  },
});

/**
 * POST /api/unsubscribe?u=&c=&s=: withdraws the consent and records it (source 'unsubscribe'). Both
 * the page's button and a mail client's RFC 8058 one-click POST (`List-Unsubscribe=One-Click`, no
 * cookie, no token) land here: the link's HMAC is the proof, which is why the route needs no CSRF token.
 */
const unsubscribeConfirmRoute = defineFileRoute(privacyApi.unsubscribeConfirm)({
  access: 'public',
  samplePath: '/api/unsubscribe?u=1&c=accountOptin1&s=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
  csrfExempt: 'RFC 8058 one-click unsubscribe: the mail client posts without cookie nor token; the link’s own HMAC authorises it',
  async handle({ ctx, input, reply }) {
    const consent = await signedConsent(ctx, input);
    if (!consent) return invalid(reply);
    const outcome = await withdrawConsent(ctx, input.u, consent, 'unsubscribe');
    if (outcome === 'unknown') return invalid(reply);
    return reply.bytes(unsubscribeDonePage(consent, outcome === 'already'), HTML);
  },
});

export const unsubscribeRoutes: ApiRoute[] = [unsubscribePageRoute, unsubscribeConfirmRoute];
