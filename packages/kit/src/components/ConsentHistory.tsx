import { useState, type CSSProperties } from 'react';
import { Button, Tag, Typography } from 'antd';
import type { privacyApi } from '@canal/contracts';
import { formatListDate } from '@canal/contracts/core';

export interface ConsentHistoryProps {
  /** Latest first, as the consents call answers them. */
  changes: readonly privacyApi.ConsentChange[];
  /** How many are shown before « Voir tout l’historique ». */
  shown?: number;
  /** The id of the text that names the list. */
  labelledBy?: string;
}

/** A consent's choice as a tag: 'Accepté', 'Refusé', or 'Pas de choix' for one never made (null). */
export function ConsentChoiceTag({ given, style }: { given: boolean | null; style?: CSSProperties }) {
  const label = given === null ? 'Pas de choix' : given ? 'Accepté' : 'Refusé';
  return (
    <Tag color={given ? 'success' : 'default'} style={style}>
      {label}
    </Tag>
  );
}

/**
 * The record of an account's consent choices, date and choice first (the proof of consent): the
 * member reads it under 'Mes consentements', staff on the account's card. Stacked lines, so that a
 * phone reads them without a table.
 */
export function ConsentHistory({ changes, shown = 6, labelledBy }: ConsentHistoryProps) {
  const [all, setAll] = useState(false);
  // A paragraph, not a span: after an inline title ('Historique des choix') it starts its own line.
  if (changes.length === 0)
    return (
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        Aucun choix enregistré pour le moment.
      </Typography.Paragraph>
    );
  const visible = all ? changes : changes.slice(0, shown);
  return (
    <>
      <ol aria-labelledby={labelledBy} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {visible.map((change, index) => (
          <li key={`${change.changedAt}-${change.optin}-${index}`} style={{ borderTop: index === 0 ? undefined : '1px solid #f0f0f0', padding: '10px 0' }}>
            <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
              <Typography.Text strong>{formatListDate(change.changedAt, true)}</Typography.Text>
              <ConsentChoiceTag given={change.given} style={{ marginInlineEnd: 0 }} />
              <Typography.Text type="secondary">{change.source}</Typography.Text>
            </div>
            <Typography.Text type="secondary" style={{ display: 'block', marginTop: 4 }}>
              {change.label}
            </Typography.Text>
          </li>
        ))}
      </ol>
      {changes.length > shown && (
        <Button type="link" onClick={() => setAll(!all)} aria-expanded={all} style={{ paddingInline: 0 }}>
          {all ? 'Voir moins' : `Voir tout l’historique (${changes.length})`}
        </Button>
      )}
    </>
  );
}
