import { avatarValue } from './avatarValue';

describe('avatarValue', () => {
  it('shows values of up to 4 characters as initials', () => {
    expect(avatarValue('JD')).toEqual({ kind: 'initials', text: 'JD' });
    expect(avatarValue('ÉMLP')).toEqual({ kind: 'initials', text: 'ÉMLP' });
    expect(avatarValue(' AB ')).toEqual({ kind: 'initials', text: 'AB' });
  });

  it('reads an already parsed list of files as its first image', () => {
    expect(avatarValue([{ dest: '/uploads/avatar.png' }])).toEqual({ kind: 'image', src: '/uploads/avatar.png' });
  });

  it('shows longer values as an image', () => {
    expect(avatarValue('/cache/events/3/portrait.png')).toEqual({ kind: 'image', src: '/cache/events/3/portrait.png' });
    expect(avatarValue('[{"name":"p.png","dest":"/cache/x/p.png"}]')).toEqual({ kind: 'image', src: '/cache/x/p.png' });
  });

  it('shows nothing for empty or unusable values', () => {
    expect(avatarValue(null)).toEqual({ kind: 'none' });
    expect(avatarValue('')).toEqual({ kind: 'none' });
    expect(avatarValue('[]')).toEqual({ kind: 'none' });
    expect(avatarValue('[not json')).toEqual({ kind: 'none' });
  });
});
