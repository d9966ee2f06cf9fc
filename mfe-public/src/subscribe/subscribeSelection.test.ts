import type { SessionDate, ThemeSessions } from '@canal/contracts';
import { subscribeSelection } from './subscribeSelection';

const session = (value: number): SessionDate => ({
  value,
  label: '',
  eventTitle: '',
  eventDate: 0,
  eventDuration: 60,
  eventState: 'pending',
  isFull: 0,
  isSubscribed: 0,
});
const theme = (id: number, sessions: number[]): ThemeSessions => ({
  id,
  themeName: `T${id}`,
  themeSubTitle: '',
  themeColor: '#000',
  themeDescription: '',
  themeThumb: [],
  sessions: sessions.map(session),
});
const themes = [theme(1, [10, 11]), theme(2, [1, 20])];

describe('what /subscribe shows', () => {
  it('shows the theme cards without an id or a list', () => {
    expect(subscribeSelection(themes, undefined, null)).toEqual({ theme: null, chosen: [] });
  });
  it('reads /subscribe/{n} as a theme first, then as a session with its theme', () => {
    expect(subscribeSelection(themes, '2', null)).toEqual({ theme: themes[1], chosen: [] });
    expect(subscribeSelection(themes, '11', null)).toEqual({ theme: themes[0], chosen: [11] });
    expect(subscribeSelection(themes, '999', null)).toEqual({ theme: null, chosen: [] });
  });
  it('ticks the sessions of ?q= in the theme of the first one, ignoring junk', () => {
    expect(subscribeSelection(themes, undefined, '20,x,-1,1')).toEqual({ theme: themes[1], chosen: [20, 1] });
  });
});
