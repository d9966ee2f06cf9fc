import { useLocation } from 'react-router';
import { LoadingBlock, PageSection } from '@canal/kit';
import { useApiData } from '../common/useApiData';
import { StaticFailure } from '../static/StaticFailure';
import { staticPageKey } from '../static/staticPageKey';
import type { StaticPageResponse } from '../static/staticTypes';
import { StaticText } from '../static/StaticText';

/** /legal, /confidentiality, /cookies: the page of that key, from the server. */
export default function StaticPage() {
  const key = staticPageKey(useLocation().pathname);
  const state = useApiData<StaticPageResponse>(`/api/page/get/${encodeURIComponent(key)}`);
  if (state.status === 'loading') return <LoadingBlock />;
  if (state.status === 'failed') {
    return (
      <PageSection>
        <StaticFailure notFound={state.httpStatus === 404} message={state.message} />
      </PageSection>
    );
  }
  return (
    <PageSection title={state.data.data.title} maxWidth={1024}>
      <StaticText content={state.data.data.content} />
    </PageSection>
  );
}
