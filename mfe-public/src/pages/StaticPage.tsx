import { useLocation } from '@canal/kit/router';
import { publicApi } from '@canal/contracts';
import { failedAnswer, LoadingBlock, PageSection, useEndpoint } from '@canal/kit';
import { StaticFailure } from '../static/StaticFailure';
import { staticPageKey } from '../static/staticPageKey';
import { StaticText } from '../static/StaticText';

/** /legal, /confidentiality, /cookies: the page of that key, from the server. */
export default function StaticPage() {
  const key = staticPageKey(useLocation().pathname);
  const { data, error, failure } = useEndpoint(publicApi.page, { key });
  if (error) {
    return (
      <PageSection>
        <StaticFailure notFound={failedAnswer(failure)?.status === 404} message={error} />
      </PageSection>
    );
  }
  if (!data) return <LoadingBlock />;
  return (
    <PageSection title={data.data.title} maxWidth={1024}>
      <StaticText content={data.data.content} />
    </PageSection>
  );
}
