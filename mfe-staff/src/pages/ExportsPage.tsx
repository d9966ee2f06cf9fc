import { staffApi } from '@canal/contracts';
import { Alert, Button, Card, DownloadOutlined, Flex, LoadingBlock, PageSection, Typography, useEndpoint } from '@canal/kit';

/**
 * MON COMPTE > Exports (buadm, admin): every export the caller may download, by group (the
 * accounts, each past session's report part by part), each a CSV or XLSX file. The accounts
 * export follows the list's filters from the accounts page ('Exporter' there).
 */
export default function ExportsPage() {
  const { data, error } = useEndpoint(staffApi.exportsList, {});
  return (
    <PageSection title="Exports">
      {error && <Alert type="error" showIcon title={error} />}
      {!data && !error && <LoadingBlock />}
      {data && data.data.length === 0 && <Typography.Text type="secondary">Aucun export disponible.</Typography.Text>}
      <Flex vertical gap={16}>
        {data?.data.map((group) => (
          <Card key={group.title} title={group.title} size="small">
            <Flex wrap gap={8}>
              {group.links.map((link) => (
                <Button key={link.url} href={link.url} icon={<DownloadOutlined />} download>
                  {link.label}
                </Button>
              ))}
            </Flex>
          </Card>
        ))}
      </Flex>
    </PageSection>
  );
}
