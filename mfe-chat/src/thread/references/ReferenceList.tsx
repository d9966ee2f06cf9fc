import { CHAT_REFERENCE_TEXTS, type ChatReference } from '@canal/contracts/chat';
import { Tag, Typography } from '@canal/kit';
import { pubmedUrl } from './chatReferences';

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function Described({ reference }: { reference: ChatReference }) {
  const parts = [
    reference.title,
    reference.authors,
    [reference.journal, reference.year].filter(Boolean).join(', '),
    reference.doi ? `DOI : ${reference.doi}` : '',
  ]
    .map((part) => (part ?? '').trim().replace(/\.+$/, ''))
    .filter(Boolean);
  return <>{parts.length > 0 && `${parts.join('. ')}. `}</>;
}

function Entry({ reference }: { reference: ChatReference }) {
  if (reference.status === 'unverified') {
    // Never a link: a PMID the searches did not return may point to another article.
    return (
      <li value={reference.number} data-reference="unverified">
        PMID {reference.pmid} — <Typography.Text type="warning">{CHAT_REFERENCE_TEXTS.unverified}</Typography.Text>
      </li>
    );
  }
  const notice = reference.retractionNotice;
  return (
    <li value={reference.number} data-reference={reference.status}>
      <Described reference={reference} />
      <a href={pubmedUrl(reference.pmid)} target="_blank" rel="noopener noreferrer">
        PMID {reference.pmid}
      </a>
      {reference.status === 'retracted' && (
        <>
          {' '}
          <Tag color="error" style={{ marginInlineEnd: 4 }}>
            {CHAT_REFERENCE_TEXTS.retracted}
          </Tag>
          {notice?.pmid ? (
            <Typography.Text type="danger">
              {capitalised(CHAT_REFERENCE_TEXTS.retractionNotice)} :{' '}
              <a href={pubmedUrl(notice.pmid)} target="_blank" rel="noopener noreferrer">
                PMID {notice.pmid}
              </a>
            </Typography.Text>
          ) : (
            notice?.source && <Typography.Text type="danger">{`${capitalised(CHAT_REFERENCE_TEXTS.retractionNotice)} : ${notice.source}`}</Typography.Text>
          )}
        </>
      )}
    </li>
  );
}

/** An answer's references: a link only for what this answer's searches fetched, a retraction in red with its notice. */
export function ReferenceList({ references }: { references: ChatReference[] }) {
  return (
    <section aria-label={CHAT_REFERENCE_TEXTS.heading} className="cp-chat-references">
      <strong>{CHAT_REFERENCE_TEXTS.heading}</strong>
      <ol>
        {references.map((reference) => (
          <Entry key={reference.number} reference={reference} />
        ))}
      </ol>
    </section>
  );
}
