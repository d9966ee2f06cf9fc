import { mediaApi, type PodcastTheme } from '@canal/contracts';
import { Card, Col, Empty, LinkButton, LoadingBlock, PageSection, Row, Typography, useEndpoint } from '@canal/kit';
import { FailureResult } from '../media/FailureResult';
import { MemberGate } from '../media/MemberGate';

function ThemeCard({ theme }: { theme: PodcastTheme }) {
  const online = theme.items.filter((item) => item.podcastState === 'live').length;
  return (
    <Card
      cover={theme.themeThumb ? <img src={theme.themeThumb} alt="" style={{ aspectRatio: '16 / 9', objectFit: 'cover' }} /> : undefined}
      style={{ height: '100%', borderTop: `4px solid ${theme.themeColor}` }}
    >
      <Typography.Title level={2} style={{ fontSize: 20, marginTop: 0 }}>
        {theme.themeName}
      </Typography.Title>
      {theme.themeSubTitle && <Typography.Paragraph type="secondary">{theme.themeSubTitle}</Typography.Paragraph>}
      <Typography.Paragraph>{online > 1 ? `${online} podcasts en ligne` : online === 1 ? '1 podcast en ligne' : 'Bientôt disponible'}</Typography.Paragraph>
      <LinkButton to={`/podcast/theme/${theme.id}`} type="primary">
        Découvrir
      </LinkButton>
    </Card>
  );
}

function ThemeGrid({ userId }: { userId: number }) {
  const { data, error, failure } = useEndpoint(mediaApi.podcastThemes, {}, { scope: userId });
  if (error) return <FailureResult failure={failure} error={error} />;
  if (!data) return <LoadingBlock />;
  if (data.data.length === 0) return <Empty description="Aucun élément à afficher actuellement" />;
  // At most 3 columns, fewer when there are fewer themes (spec 001 section 2).
  const span = 24 / Math.min(3, data.data.length);
  return (
    <Row gutter={[24, 24]}>
      {data.data.map((theme) => (
        <Col key={theme.id} xs={24} md={Math.max(span, 12)} lg={span}>
          <ThemeCard theme={theme} />
        </Col>
      ))}
    </Row>
  );
}

/** /podcasts: the podcast themes, for members (visitors are asked to log in or register). */
export default function PodcastsPage() {
  return (
    <PageSection title="Podcasts">
      <MemberGate>{(userId) => <ThemeGrid userId={userId} />}</MemberGate>
    </PageSection>
  );
}
