import { encodeForm } from './encodeForm';

describe('encodeForm', () => {
  it('writes arrays and objects with brackets', () => {
    expect(encodeForm({ email: 'a@b.fr', ids: [1, 2], o: { k: 'v' }, skip: undefined }).toString()).toBe('email=a%40b.fr&ids%5B%5D=1&ids%5B%5D=2&o%5Bk%5D=v');
  });
});
