import { Link, useLocation, useNavigate, useParams } from '@canal/kit/router';
import { categoriesOf, mediaApi, readId, type MediaCard, type MediaListType } from '@canal/contracts';
import { Breadcrumb, Flex, LinkButton, LoadingBlock, PageSection, Result, Typography, useEndpoint } from '@canal/kit';
import { FailureResult } from '../media/FailureResult';
import { MemberGate } from '../media/MemberGate';
import { PodcastDetail } from '../podcasts/PodcastDetail';
import { EpisodeView } from './EpisodeView';
import { MediaGroupList } from './MediaGroupList';
import { categoryDescription, categoryLabel, knownCategory, MEDIA_SECTIONS } from './mediaSections';
import { SerieDialog } from './SerieDialog';

function CategoryMenu({ type, current }: { type: MediaListType; current: string }) {
  return (
    <nav aria-label="Catégories">
      <Flex gap={8} wrap>
        {categoriesOf(type).map((category) => (
          <LinkButton
            key={category}
            to={`${MEDIA_SECTIONS[type].base}/${category}`}
            type={category === current ? 'primary' : 'default'}
            aria-current={category === current ? 'page' : undefined}
          >
            {categoryLabel(category)}
          </LinkButton>
        ))}
      </Flex>
    </nav>
  );
}

function CategoryGroups({ type, category, userId }: { type: MediaListType; category: string; userId: number }) {
  const navigate = useNavigate();
  const { data, error, failure } = useEndpoint(mediaApi.mediaFrontList, { type, category }, { scope: userId });
  if (error) return <FailureResult failure={failure} error={error} />;
  if (!data) return <LoadingBlock />;
  const open = (card: MediaCard) => void navigate(`${MEDIA_SECTIONS[type].base}/${category}/${card.subtype}/${card.id}`);
  return <MediaGroupList groups={data.data} type={type} onOpen={open} />;
}

function CategoryPage({ type, category, userId }: { type: MediaListType; category: string; userId: number }) {
  const { subtype, id: rawId } = useParams();
  const navigate = useNavigate();
  const base = `${MEDIA_SECTIONS[type].base}/${category}`;
  const id = readId(rawId);
  const itemPath = (kind: string) => (itemId: number) => `${base}/${kind}/${itemId}`;
  const back = (
    <Breadcrumb
      items={[{ title: <Link to={MEDIA_SECTIONS[type].base}>{MEDIA_SECTIONS[type].title}</Link> }, { title: <Link to={base}>{categoryLabel(category)}</Link> }]}
    />
  );
  if (subtype === 'episode' && id !== null) {
    return (
      <Flex vertical gap={16}>
        {back}
        <EpisodeView id={id} userId={userId} pathOf={itemPath('episode')} />
      </Flex>
    );
  }
  if (subtype === 'podcast' && id !== null) return <PodcastDetail id={id} userId={userId} pathOf={itemPath('podcast')} />;
  if (subtype !== undefined && (subtype !== 'serie' || id === null)) return <Result status="404" title="Erreur : contenu non trouvé" />;
  return (
    <Flex vertical gap={24}>
      <CategoryMenu type={type} current={category} />
      <header>
        <Typography.Title level={1} style={{ fontSize: 28, margin: 0 }}>
          {MEDIA_SECTIONS[type].title} : {categoryLabel(category)}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
          {categoryDescription(category)}
        </Typography.Paragraph>
      </header>
      <CategoryGroups type={type} category={category} userId={userId} />
      {subtype === 'serie' && id !== null && (
        <SerieDialog id={id} userId={userId} onClose={() => void navigate(base)} onEpisode={(episodeId) => void navigate(itemPath('episode')(episodeId))} />
      )}
    </Flex>
  );
}

/** /MesReplays/{category}[/{subtype}/{id}] and /MesPodcasts/…: a category's groups, a serie's dialog, an episode or a podcast. */
export default function MesMediaPage() {
  const type: MediaListType = useLocation().pathname.toLowerCase().startsWith('/mespodcasts') ? 'podcast' : 'replay';
  const category = knownCategory(type, useParams().category);
  return (
    <PageSection>
      <MemberGate>
        {(userId) =>
          category === null ? <Result status="404" title="Erreur : contenu non trouvé" /> : <CategoryPage type={type} category={category} userId={userId} />
        }
      </MemberGate>
    </PageSection>
  );
}
