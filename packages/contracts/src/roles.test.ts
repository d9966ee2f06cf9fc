import { mayManageAccount, rankOf, type Principal } from './roles';

const admin: Principal = { role: 'admin', subRole: null };
const buadm: Principal = { role: 'staff', subRole: 'buadm' };
const buadmCtr: Principal = { role: 'staff', subRole: 'buadmCtr' };
const invit: Principal = { role: 'staff', subRole: 'invit' };
const speaker: Principal = { role: 'speaker', subRole: null };
const member: Principal = { role: 'member', subRole: null };

describe('account ranks: admin > buadm > other staff > speaker > member', () => {
  it('orders the roles', () => {
    expect([admin, buadm, buadmCtr, speaker, member].map(rankOf)).toEqual([50, 40, 30, 20, 10]);
    expect(rankOf(invit)).toBe(rankOf(buadmCtr));
  });

  it('lets admin manage anyone, others only accounts strictly below them', () => {
    expect(mayManageAccount(admin, admin)).toBe(true);
    expect(mayManageAccount(buadm, buadmCtr)).toBe(true);
    expect(mayManageAccount(buadm, buadm)).toBe(false);
    expect(mayManageAccount(invit, buadm)).toBe(false);
    expect(mayManageAccount(buadmCtr, invit)).toBe(false);
    expect(mayManageAccount(invit, member)).toBe(true);
    expect(mayManageAccount(invit, speaker)).toBe(true);
  });

  it('never lets someone lift an account to their own rank', () => {
    expect(mayManageAccount(invit, member, invit)).toBe(false);
    expect(mayManageAccount(buadm, member, buadmCtr)).toBe(true);
    expect(mayManageAccount(buadm, member, admin)).toBe(false);
  });
});
