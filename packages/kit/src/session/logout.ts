import { postForm } from '../api/postForm';
import { kitStore } from './kitStore';
import { sessionAtom } from './sessionAtom';

export async function logout(): Promise<void> {
  try {
    await postForm('/api/auth/logout', { logout: 'true' });
  } finally {
    kitStore.set(sessionAtom, { known: true, user: null, pendingAccounts: 0 });
  }
}
