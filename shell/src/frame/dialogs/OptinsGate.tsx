import { lazy } from 'react';
import { useSession } from '@canal/kit/core';
import { WithAntd } from '../AntdScope';
import { needsOptins } from './needsOptins';
import { useInertPage } from './useInertPage';

/** antd's Modal and the kit's forms, fetched only for a user who has consents to give. */
const OptinsDialog = lazy(() => import('./OptinsDialog'));

/**
 * The blocking consent dialog (spec 000 sections 2.2, 3 "Optins form", 4 "Optins dialog"): a
 * logged-in user whose hasUpdatedOptins is 0 or null fills in the server's optins form before using
 * the site. The page behind is inert until it is saved.
 */
export function OptinsGate() {
  const session = useSession();
  const open = session.known && needsOptins(session.user);
  useInertPage(open);
  if (!open || !session.user) return null;
  return (
    <WithAntd>
      <OptinsDialog user={session.user} />
    </WithAntd>
  );
}
