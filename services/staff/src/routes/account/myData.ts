import { privacyApi } from '@canal/contracts';
import { defineFileRoute } from '@canal/service-core';
import { collectMyData } from '../../privacy/collectMyData';
import { myDataCsv } from '../../privacy/myDataCsv';

const FILE_NAME = 'mes-donnees-canal-pneumo';

/**
 * GET /api/account/myData?format=json|csv: 'Télécharger mes données', the caller's own data as a
 * file. The account is the session's, never one named by the request.
 */
export const myDataRoute = defineFileRoute(privacyApi.myDataExport)({
  samplePath: '/api/account/myData?format=json',
  access: 'loggedIn',
  async handle({ ctx, input: { format }, user, reply }) {
    // The JSON file is the declared schema: checked as a JSON answer would be.
    const data = privacyApi.myDataSchema.parse(await collectMyData(ctx, user.id));
    const name = `${FILE_NAME}.${format}`;
    // Personal data: no copy in the browser's cache nor in a proxy's.
    if (format === 'csv') return reply.bytes(myDataCsv(data), { type: 'text/csv; charset=utf-8', cacheControl: 'no-store', name, download: true });
    return reply.bytes(JSON.stringify(data, null, 2), { type: 'application/json; charset=utf-8', cacheControl: 'no-store', name, download: true });
  },
});
