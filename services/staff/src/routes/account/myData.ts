import { privacyApi } from '@canal/contracts';
import { defineFileRoute, notConnected, parseInput } from '@canal/service-core';
import { collectMyData } from '../../privacy/collectMyData';
import { myDataCsv } from '../../privacy/myDataCsv';

const FILE_NAME = 'mes-donnees-canal-pneumo';

/**
 * GET /api/account/myData?format=json|csv: 'Télécharger mes données', the caller's own data as a
 * file. The account is the session's, never one named by the request.
 */
export const myDataRoute = defineFileRoute({
  method: 'get',
  path: privacyApi.myDataExport.path,
  access: 'loggedIn',
  async handle(ctx, req, res) {
    const user = req.canalSession?.user;
    if (!user) throw notConnected();
    const { format } = parseInput(privacyApi.myDataExport.input, req.query);
    // The JSON file is the endpoint's declared output: checked as a JSON answer would be.
    const data = privacyApi.myDataExport.output.parse(await collectMyData(ctx, user.id));
    res.setHeader('Content-Disposition', `attachment; filename="${FILE_NAME}.${format}"`);
    // Personal data: no copy in the browser's cache nor in a proxy's.
    res.setHeader('Cache-Control', 'no-store');
    if (format === 'csv') res.type('text/csv; charset=utf-8').send(myDataCsv(data));
    else res.type('application/json; charset=utf-8').send(JSON.stringify(data, null, 2));
  },
});
