import { Result } from '@canal/kit';
import { HomeButton } from './HomeButton';

export function LiveErrorNotice({ message }: { message: string }) {
  return <Result status="error" title="Une erreur est survenue" subTitle={message} extra={<HomeButton />} />;
}
