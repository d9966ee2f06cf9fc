import { Navigate, useLocation } from '@canal/kit/router';
import { PageSection } from '@canal/kit';
import { DynamicList } from '@canal/kit/lists';
import { moduleApi, moduleOfListPath } from '../module/moduleRoutes';

/**
 * /staff/{module}/list for any module the staff service declares: title, columns, filters, actions,
 * 'Ajouter' and export all come from the server's list answer, so a new module needs no code here.
 */
export default function ModuleListPage() {
  const module = moduleOfListPath(useLocation().pathname);
  if (!module) return <Navigate to="/" replace />;
  return (
    <PageSection>
      <DynamicList key={module} module={moduleApi(module)} headingLevel={1} />
    </PageSection>
  );
}
