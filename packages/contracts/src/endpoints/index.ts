/** The endpoints of each service, by service: `liveApi.access`... (publicApi, newsApi and gatewayApi are in ../core.ts). */
/** A session's page, the subscribe flow, invitations and notify-me (public service). */
export * as subscriptionApi from './subscriptions';
/** Help (FAQ, speed test), patient leaflets, documentation and 'Mes fichiers' (public service). */
export * as contentApi from './contentPages';
/** The server-driven forms and lists, called at the addresses the server hands out. */
export * as engineApi from './engines';
export * as liveApi from './live';
/** The control side of a live session: moderation, quiz, announcement and feedback editors, reports. */
export * as liveControlApi from './liveControl';
export * as mediaApi from './media';
export * as chatApi from './chat';
export * as staffApi from './staff';
/** The operations page: each service's readiness, the job queue, the outbox, the last backup (staff service). */
export * as operationsApi from './operations';
/** A member's personal data (RGPD): consents and their record, 'Télécharger mes données', 'Supprimer mon compte' (staff service). */
export * as privacyApi from './privacy';
/** What the registration form answers once saved, and its known failures. */
export * from './registrationResult';
/** One form's or one list's endpoints at its module's addresses. */
export * from './moduleEndpoints';
/** The site search: GET /api/search (public service). */
export * as searchApi from './search';
