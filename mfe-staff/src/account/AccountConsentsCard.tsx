import { privacyApi } from '@canal/contracts';
import { Alert, Button, Card, ConsentChoiceTag, ConsentHistory, DownloadOutlined, Flex, LoadingBlock, Typography, useEndpoint, useSession } from '@canal/kit';

/** The account's consents as they stand and the record of every choice with its date: what the member sees on 'Mon compte'. */
export function AccountConsentsCard({ accountId }: { accountId: number }) {
  const { data, error } = useEndpoint(privacyApi.accountConsents, { id: accountId });
  const session = useSession();
  return (
    <Card title="Consentements">
      {error ? (
        <Alert type="error" showIcon title={error} />
      ) : !data ? (
        <LoadingBlock />
      ) : (
        <Flex vertical gap={16}>
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {data.data.current.map((consent) => (
              <li key={consent.optin} style={{ display: 'flex', gap: 12, alignItems: 'baseline', padding: '4px 0' }}>
                <ConsentChoiceTag given={consent.given} style={{ minWidth: 72, textAlign: 'center' }} />
                <Typography.Text>{consent.label}</Typography.Text>
              </li>
            ))}
          </ul>
          <div>
            <Typography.Text strong id="account-consent-history">
              Historique des choix
            </Typography.Text>
            <ConsentHistory changes={data.data.changes} labelledBy="account-consent-history" />
          </div>
          {session.can('admin') && <ConsentProofDownload accountId={accountId} />}
        </Flex>
      )}
    </Card>
  );
}

/** The DPO's proof of consent (admins): every choice with its date, value and source, as a file. */
function ConsentProofDownload({ accountId }: { accountId: number }) {
  return (
    <div>
      <Typography.Text strong>Preuve de consentement (DPO)</Typography.Text>
      <Flex wrap gap={8} style={{ marginTop: 8 }}>
        {(['xlsx', 'csv', 'json'] as const).map((format) => (
          <Button key={format} href={privacyApi.consentProofUrl(accountId, format)} download icon={<DownloadOutlined />}>
            {format.toUpperCase()}
          </Button>
        ))}
      </Flex>
    </div>
  );
}
