import type { Config } from '@canal/service-core';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@canal/domain';

/**
 * What `npm start` prints once it serves: the site's address as its visitors and its e-mails name it
 * (PUBLIC_URL, or http://localhost:PORT when unset), then the demonstration accounts when seeded.
 */
export function startBanner(config: Config): string {
  const accounts = config.DEMO_SEED
    ? [
        `Comptes de démonstration (mot de passe commun : ${DEMO_PASSWORD}) :`,
        ...DEMO_ACCOUNTS.map((account) => `  ${account.email.padEnd(32)} ${account.what}`),
        '',
      ]
    : [];
  return ['', `Canal Pneumo est prêt : ${config.PUBLIC_URL}`, '', ...accounts].join('\n');
}
