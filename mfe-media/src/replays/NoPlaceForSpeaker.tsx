import { Result } from '@canal/kit';
import { HomeButton } from '../common/HomeButton';

/** Speakers have no access to replays (spec 000 section 2.12); the server refuses them too. */
export function NoPlaceForSpeaker() {
  return <Result status="warning" title="No place for speaker" extra={<HomeButton />} />;
}
