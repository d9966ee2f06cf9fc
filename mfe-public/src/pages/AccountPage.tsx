import { Navigate } from '@canal/kit/router';
import { privacyApi } from '@canal/contracts';
import { Flex, PageSection, Typography, useSession } from '@canal/kit';
import { AccountDeletionRequest } from '../account/AccountDeletionRequest';
import { AccountSection } from '../account/AccountSection';
import { ConsentSettings } from '../account/ConsentSettings';
import { MyAccountForm } from '../account/MyAccountForm';
import { MyDataDownload } from '../account/MyDataDownload';

/**
 * /account: 'Mon compte', the user's own account form (spec 000 section 2.14), then what the
 * privacy page promises here (RGPD): consents changeable at any time with their record, the
 * download of one's data and the deletion of the account (members; others are told whom to ask). A visitor goes home.
 */
export default function AccountPage() {
  const session = useSession();
  if (!session.user) return <Navigate to="/" replace />;
  return (
    <PageSection title="Mon compte" maxWidth={720}>
      <Flex vertical gap={16}>
        <AccountSection>
          <MyAccountForm />
        </AccountSection>
        <AccountSection>
          <ConsentSettings />
        </AccountSection>
        <AccountSection title="Mes données" id="account-data">
          <MyDataDownload />
        </AccountSection>
        <AccountSection title="Suppression du compte" id="account-deletion">
          {session.user.role === 'member' ? (
            <AccountDeletionRequest email={session.user.email} />
          ) : (
            <Typography.Paragraph style={{ margin: 0 }}>{privacyApi.DELETION_TEXTS.membersOnly}</Typography.Paragraph>
          )}
        </AccountSection>
      </Flex>
    </PageSection>
  );
}
