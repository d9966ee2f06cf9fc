import { Result } from '@canal/kit';
import { HomeButton } from './HomeButton';

export function NotFoundNotice() {
  return <Result status="404" title="Erreur : contenu non trouvé" extra={<HomeButton />} />;
}
