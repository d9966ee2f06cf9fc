import { privacyApi } from '@canal/contracts';
import { defineFileRoute, toCsv, toXlsx, type ApiRoute } from '@canal/service-core';
import { CONSENT_PROOF_HEADER, consentProof, consentProofLines } from '../../privacy/consentProof';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** GET /api/account/consentProof/{id}?format=csv|xlsx|json: one account's proof of consent, for the DPO (admins). */
const consentProofRoute = defineFileRoute(privacyApi.consentProofExport)({
  access: 'admin',
  samplePath: '/api/account/consentProof/1?format=csv',
  async handle({ ctx, input: { id, format }, reply }) {
    const proof = await consentProof(ctx, id);
    const name = `preuve-consentement-compte-${id}.${format}`;
    // Personal data: no copy in the browser's cache nor in a proxy's.
    const file = { cacheControl: 'no-store', name, download: true };
    if (format === 'json') return reply.bytes(JSON.stringify(proof, null, 2), { type: 'application/json; charset=utf-8', ...file });
    if (format === 'csv') return reply.bytes(toCsv(CONSENT_PROOF_HEADER, consentProofLines(proof)), { type: 'text/csv; charset=utf-8', ...file });
    return reply.bytes(await toXlsx('Preuve de consentement', CONSENT_PROOF_HEADER, consentProofLines(proof)), { type: XLSX_TYPE, ...file });
  },
});

export const consentProofRoutes: ApiRoute[] = [consentProofRoute];
