import { Link, useParams } from '@canal/kit/router';
import { mediaApi, PODCAST_STATE_LABELS, PODCAST_STATES, readId } from '@canal/contracts';
import { Breadcrumb, Button, Card, Flex, LinkButton, LoadingBlock, PageSection, Result, Tag, Typography, useEndpoint, MarkupText } from '@canal/kit';
import { FailureResult } from '../media/FailureResult';
import { MemberGate } from '../media/MemberGate';

function ThemeDetail({ id, userId }: { id: number; userId: number }) {
  const { data, error, failure } = useEndpoint(mediaApi.podcastTheme, { id }, { scope: userId });
  if (error) return <FailureResult failure={failure} error={error} />;
  if (!data) return <LoadingBlock />;
  const theme = data.data;
  return (
    <Flex vertical gap={24}>
      <Breadcrumb items={[{ title: <Link to="/podcasts">Podcasts</Link> }, { title: theme.themeName }]} />
      <div>
        <Typography.Title level={1} style={{ fontSize: 28, marginTop: 0 }}>
          {theme.themeName}
        </Typography.Title>
        {theme.themeSubTitle && (
          <Typography.Title level={2} style={{ fontSize: 18, fontWeight: 400 }}>
            {theme.themeSubTitle}
          </Typography.Title>
        )}
        {theme.themeDescription && <MarkupText text={theme.themeDescription} />}
      </div>
      {PODCAST_STATES.map((state) => {
        const items = theme.items.filter((item) => item.podcastState === state);
        if (items.length === 0) return null;
        return (
          <section key={state} aria-label={PODCAST_STATE_LABELS[state]}>
            <Typography.Title level={2} style={{ fontSize: 20 }}>
              {PODCAST_STATE_LABELS[state]}
            </Typography.Title>
            <Flex vertical gap={12}>
              {items.map((item) => (
                <Card key={item.id} size="small" style={state === 'pending' ? { opacity: 0.6 } : undefined}>
                  <Flex justify="space-between" align="center" gap={12} wrap>
                    <Flex gap={8} align="center" wrap>
                      <Tag color={state === 'live' ? 'success' : 'default'}>{item.podcastTag}</Tag>
                      <Typography.Text strong>{item.podcastTitle}</Typography.Text>
                    </Flex>
                    {state === 'live' ? (
                      <LinkButton to={`/podcast/show/${item.id}`} type="primary">
                        Écouter
                      </LinkButton>
                    ) : (
                      <Button disabled>Bientôt disponible</Button>
                    )}
                  </Flex>
                </Card>
              ))}
            </Flex>
          </section>
        );
      })}
    </Flex>
  );
}

/** /podcast/theme/{themeId}: a theme and its podcasts grouped by state. */
export default function PodcastThemePage() {
  const id = readId(useParams().themeId);
  return (
    <PageSection>
      <MemberGate>
        {(userId) => (id === null ? <Result status="404" title="Erreur : contenu non trouvé" /> : <ThemeDetail id={id} userId={userId} />)}
      </MemberGate>
    </PageSection>
  );
}
