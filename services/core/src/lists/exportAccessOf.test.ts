import type { ListModule } from './ListModule';
import { exportAccessOf } from './exportAccessOf';

const list = (access: ListModule['access'], exportAccess?: ListModule['exportAccess']) => ({ name: 'x', access, exportAccess }) as ListModule;

describe('exportAccessOf: an export never reaches further than its list', () => {
  it("narrows the default 'exports' to the list's own access", () => {
    expect(exportAccessOf(list('admin'))).toBe('admin');
    expect(exportAccessOf(list('accounts'))).toBe('exports');
    expect(exportAccessOf(list('staff'))).toBe('exports');
    expect(exportAccessOf(list('staff', null))).toBeNull();
  });

  it('refuses a declared export wider than the list', () => {
    expect(() => exportAccessOf(list('admin', 'exports'))).toThrow(/ne peut pas être ouvert/);
    expect(exportAccessOf(list('accounts', 'exports'))).toBe('exports');
  });
});
