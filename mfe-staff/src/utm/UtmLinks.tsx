import { staffApi } from '@canal/contracts';
import { Alert, Card, CopyOutlined, Flex, LoadingBlock, Typography, useEndpoint } from '@canal/kit';

function LinkLine({ label, url }: { label: string; url: string }) {
  return (
    <li style={{ marginBottom: 8 }}>
      <Typography.Text>{label}</Typography.Text>
      <br />
      <Typography.Text copyable={{ text: url, icon: <CopyOutlined />, tooltips: ['Copier', 'Copié !'] }} code style={{ wordBreak: 'break-all' }}>
        {url}
      </Typography.Text>
    </li>
  );
}

function LinkGroup({ title, empty, links }: { title: string; empty: string; links: readonly { label: string; url: string }[] }) {
  return (
    <section>
      <Typography.Title level={3} style={{ fontSize: 16 }}>
        {title}
      </Typography.Title>
      {links.length === 0 ? (
        <Typography.Text type="secondary">{empty}</Typography.Text>
      ) : (
        <ul style={{ paddingLeft: 18, margin: 0 }}>
          {links.map((link) => (
            <LinkLine key={link.url} {...link} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** The links carrying a saved code (001 section 2 "UTM"), each with its copy button. */
export function UtmLinks({ id }: { id: string | undefined }) {
  const { data, error } = useEndpoint(staffApi.utmLinks, id ? { id } : null);
  if (!id) return <Alert style={{ marginTop: 24 }} type="info" showIcon title={staffApi.UTM_TEXTS.beforeSaving} />;
  if (error) return <Alert style={{ marginTop: 24 }} type="error" showIcon title={error} />;
  if (!data) return <LoadingBlock />;
  const links = data.data;
  return (
    <Card title={`Liens du code ${links.code}`} style={{ marginTop: 24 }}>
      <Flex vertical gap={16}>
        <LinkGroup title="La plateforme" empty="" links={[{ label: 'Accueil', url: links.platform }]} />
        <LinkGroup title="Inscription à une session à venir" empty={staffApi.UTM_TEXTS.noUpcoming} links={links.registrations} />
        <LinkGroup title="Page du direct" empty={staffApi.UTM_TEXTS.noUpcoming} links={links.lives} />
        <LinkGroup
          title="Replays"
          empty={staffApi.UTM_TEXTS.noReplays}
          links={links.replays.length > 0 ? [{ label: 'Tous les replays', url: links.replaysAll }, ...links.replays] : []}
        />
      </Flex>
    </Card>
  );
}
