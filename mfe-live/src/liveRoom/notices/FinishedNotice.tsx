import { Result } from '@canal/kit';
import { HomeButton } from './HomeButton';

export function FinishedNotice({ title }: { title: string }) {
  return <Result status="info" title="Votre événement est terminé !" subTitle={title} extra={<HomeButton />} />;
}
