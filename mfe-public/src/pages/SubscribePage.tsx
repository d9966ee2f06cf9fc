import { Link, useParams, useSearchParams } from '@canal/kit/router';
import { subscriptionApi } from '@canal/contracts';
import { Alert, Breadcrumb, Card, Empty, LoadingBlock, PageSection, Typography, useEndpoint, useSession, MarkupText } from '@canal/kit';
import { SubscriptionPanel } from '../subscribe/SubscriptionPanel';
import { subscribeSelection } from '../subscribe/subscribeSelection';
import { ThemeCards } from '../subscribe/ThemeCards';

/** /subscribe, /subscribe/{themeId or id}, /subscribe/?q={ids}: the themes, then a theme's dates to subscribe to. */
export default function SubscribePage() {
  const params = useParams();
  const [search] = useSearchParams();
  const session = useSession();
  const { data, error, refetch } = useEndpoint(subscriptionApi.subscribeThemes, {}, { scope: session.user?.id ?? null });
  if (error)
    return (
      <PageSection>
        <Alert type="error" showIcon title="Une erreur est survenue" description={error} />
      </PageSection>
    );
  if (!data) return <LoadingBlock />;
  const themes = data.data;
  const { theme, chosen } = subscribeSelection(themes, params.id, search.get('q'));
  return (
    <PageSection maxWidth={1100}>
      <Breadcrumb
        style={{ marginBottom: 16 }}
        items={[
          { title: <Link to="/">Accueil</Link> },
          { title: theme ? <Link to="/subscribe">Inscription</Link> : 'Inscription' },
          ...(theme ? [{ title: theme.themeName }] : []),
        ]}
      />
      <Typography.Title level={1} style={{ fontSize: 28 }}>
        {theme ? theme.themeName : 'Je m’inscris à une session'}
      </Typography.Title>
      {!theme ? (
        themes.length === 0 ? (
          <Empty description="Aucune session à venir pour le moment." />
        ) : (
          <>
            <Typography.Paragraph>Choisissez un thème, puis la ou les dates qui vous conviennent.</Typography.Paragraph>
            <ThemeCards themes={themes} />
          </>
        )
      ) : (
        <Card>
          {theme.themeSubTitle && <Typography.Paragraph type="secondary">{theme.themeSubTitle}</Typography.Paragraph>}
          {theme.themeDescription && <MarkupText text={theme.themeDescription} />}
          <SubscriptionPanel key={theme.id} themeName={theme.themeName} dates={theme.sessions} initialChosen={chosen} onChanged={() => void refetch()} />
        </Card>
      )}
    </PageSection>
  );
}
