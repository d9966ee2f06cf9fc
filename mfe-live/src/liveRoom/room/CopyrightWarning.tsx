import { Alert } from '@canal/kit';

export function CopyrightWarning() {
  return <Alert type="warning" showIcon title="Cette diffusion est protégée : toute reproduction ou captation est interdite." />;
}
