import { useState } from 'react';
import { Alert } from '@canal/kit';
import { pendingChoiceLabels } from './pendingChoice';

export const WILL_BE_SUBSCRIBED = 'Vous serez inscrit(e) à :';

/** On the login and registration steps: the sessions the visitor chose before, which follow them ('Vous serez inscrit(e) à : …'). */
export function ChosenSessionsNote() {
  const [labels] = useState(() => pendingChoiceLabels());
  if (labels.length === 0) return null;
  return <Alert type="info" showIcon style={{ marginBottom: 16 }} title={`${WILL_BE_SUBSCRIBED} ${labels.join(' ; ')}`} />;
}
