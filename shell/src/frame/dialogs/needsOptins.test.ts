import type { SessionUser } from '@canal/contracts';
import { needsOptins } from './needsOptins';

const user = (hasUpdatedOptins: SessionUser['hasUpdatedOptins']): SessionUser => ({
  id: 12,
  email: 'nouveau.optins@exemple.fr',
  role: 'member',
  subRole: null,
  job: 'md',
  firstname: 'Hugo',
  lastname: 'Lambert',
  cell: null,
  city: null,
  hasUpdatedOptins,
  universe: null,
});

describe('needsOptins', () => {
  it('asks a user whose consents were never updated (0 or null)', () => {
    expect(needsOptins(user(0))).toBe(true);
    expect(needsOptins(user(null))).toBe(true);
  });

  it('leaves alone a user who updated them, and a visitor', () => {
    expect(needsOptins(user(1))).toBe(false);
    expect(needsOptins(null)).toBe(false);
  });
});
