import { expect, type Browser } from '@playwright/test';
import { accountId, asAdmin } from './asAdmin';
import { apiAs } from './liveApiAs';
import { newMember } from './newMember';

/** The roles a journey may give: a speaker, or staff with a sub-role (buadm, buadmCtr, mod, invit). */
export type StaffRole = 'speaker' | 'buadm' | 'mod' | 'buadmCtr' | 'invit';

/**
 * A speaker or staff account of one's own: a member registered and activated (newMember), then given
 * the role on its account form by the admin, as the back office does.
 */
export async function newStaff(browser: Browser, email: string, role: StaffRole, firstname = 'Alex', lastname = 'Durand'): Promise<void> {
  await newMember(browser, email, firstname, lastname);
  const { admin, close } = await asAdmin(browser);
  try {
    const saved = await apiAs(admin, `/api/account/edit/${await accountId(admin, email)}`, {
      fsubmit: 'account_form',
      accountEmail: email,
      accountFirstname: firstname,
      accountLastname: lastname,
      accountJob: 'md',
      ...(role === 'speaker' ? { accountRole: 'speaker' } : { accountRole: 'staff', accountSubRole: role }),
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  } finally {
    await close();
  }
}
