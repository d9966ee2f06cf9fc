import { useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from '@canal/kit/router';
import { PageSection } from '@canal/kit';
import { DynamicForm, HistoryPanel } from '@canal/kit/forms';
import { moduleApi, moduleListRoute, readModuleName } from '../module/moduleRoutes';

/** /staff/{module}/edit[/{id}] for any declared module: saving or cancelling returns to its list. */
export default function ModuleEditPage() {
  const params = useParams();
  const module = readModuleName(params.module, params.sub);
  const navigate = useNavigate();
  const [title, setTitle] = useState(params.id ? 'Edition' : 'Nouvel élément');
  if (!module) return <Navigate to="/" replace />;
  const list = moduleListRoute(module);
  return (
    <PageSection title={title} maxWidth={960} extra={<Link to={list}>Retour à la liste</Link>}>
      <DynamicForm
        key={`${module}/${params.id ?? 'new'}`}
        fetchUrl={`${moduleApi(module)}/edit`}
        id={params.id ?? null}
        fullSize
        redirectTo={list}
        onCancel={() => void navigate(list)}
        onLoaded={(definition) => {
          if (definition.title) setTitle(definition.title);
        }}
      />
      <HistoryPanel module={module} id={params.id} />
    </PageSection>
  );
}
