import { useState } from 'react';
import { Link, useNavigate, useParams } from '@canal/kit/router';
import { PageSection, useSession } from '@canal/kit';
import { DynamicForm, HistoryPanel } from '@canal/kit/forms';
import { UtmLinks } from '../utm/UtmLinks';

const LIST = '/staff/utm/list';

/**
 * /staff/utm/edit[/{id}]: the code's form, then its links. A new code saved by an admin opens its
 * own page, where the links are; staff (who add codes but do not edit them) go back to the list.
 */
export default function UtmEditPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const { can } = useSession();
  const [title, setTitle] = useState(id ? 'Edition du code UTM' : 'Nouveau code UTM');
  return (
    <PageSection title={title} maxWidth={960} extra={<Link to={LIST}>Retour à la liste</Link>}>
      <DynamicForm
        key={id ?? 'new'}
        fetchUrl="/api/utm/edit"
        id={id ?? null}
        fullSize
        afterEdit="both"
        onFormComplete={(data) => {
          if (!id) void navigate(can('admin') && data.id ? `/staff/utm/edit/${data.id}` : LIST, { replace: true });
        }}
        onCancel={() => void navigate(LIST)}
        onLoaded={(definition) => {
          if (definition.title) setTitle(definition.title);
        }}
      />
      <UtmLinks id={id} />
      <HistoryPanel module="utm" id={id} />
    </PageSection>
  );
}
