import { Result } from '@canal/kit';
import { HomeButton } from './HomeButton';

export function NotRegisteredNotice() {
  return <Result status="info" title="Vous n'êtes pas inscrit(e) à cette webconférence :(" extra={<HomeButton />} />;
}
