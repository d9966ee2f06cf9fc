import fs from 'node:fs';
import path from 'node:path';
import { breakingChanges } from './breakingChanges';
import { currentContracts, type ContractSnapshot } from './endpointContracts';

/**
 * The committed contract of every endpoint (packages/contracts/endpoints.snapshot.json) against the
 * code: a service may be deployed before or after its remote only if nothing breaks between them.
 * `npm run contracts:update` writes the snapshot again; a breaking change is written only when
 * docs/contracts-changes.md names the endpoint, so the break is told to whoever deploys it.
 */
const ROOT = path.resolve(__dirname, '../..');
const SNAPSHOT = path.join(ROOT, 'packages/contracts/endpoints.snapshot.json');
const CHANGES_NOTE = path.join(ROOT, 'docs/contracts-changes.md');

const readSnapshot = (): ContractSnapshot => JSON.parse(fs.readFileSync(SNAPSHOT, 'utf8')) as ContractSnapshot;

describe('the endpoints’ contracts', () => {
  const current = currentContracts();

  it('covers every service and the gateway', () => {
    const services = new Set(Object.values(current).map((contract) => contract.service));
    expect([...services].sort()).toEqual(['chat', 'gateway', 'live', 'media', 'public', 'staff']);
    expect(current['GET /api/home']?.output).toBeDefined();
  });

  if (process.env.UPDATE_CONTRACTS === '1') {
    it('writes the snapshot again (breaking changes only with their note)', () => {
      const breaks = fs.existsSync(SNAPSHOT) ? breakingChanges(readSnapshot(), current) : [];
      const note = fs.existsSync(CHANGES_NOTE) ? fs.readFileSync(CHANGES_NOTE, 'utf8') : '';
      const unexplained = [...new Set(breaks.map((change) => change.endpoint))].filter((endpoint) => !note.includes(endpoint));
      if (unexplained.length > 0) {
        throw new Error(
          `Changements incompatibles sans note dans docs/contracts-changes.md : ${unexplained.join(', ')}.\n` +
            'Ajoutez-y une entrée datée nommant chaque endpoint (« GET /api/… ») et ce que les clients doivent faire.',
        );
      }
      fs.writeFileSync(SNAPSHOT, `${JSON.stringify(current, null, 1)}\n`);
    });
    return;
  }

  it('breaks nothing a deployed remote or service relies on', () => {
    const breaks = breakingChanges(readSnapshot(), current);
    if (breaks.length > 0) {
      const lines = breaks.slice(0, 40).map((change) => `  ${change.endpoint} — ${change.change}`);
      throw new Error(
        `${breaks.length} changement(s) incompatible(s) avec le contrat enregistré :\n${lines.join('\n')}\n` +
          'Rendez le changement additif (champ optionnel, nouvelle adresse), ou décrivez-le dans docs/contracts-changes.md ' +
          'et lancez `npm run contracts:update` dans le même commit.',
      );
    }
  });
});
