import {
  CHAT_REFERENCE_TEXTS,
  EVIDENCE_TEXTS,
  STUDY_DESIGN_LABELS,
  WEAK_STUDY_DESIGNS,
  evidenceSummary,
  evidenceText,
  type ChatReference,
} from '@canal/contracts/chat';
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

/** The study's design as a badge, from PubMed's data: blue for the strongest, green, then grey for the weak ones. */
function DesignBadge({ reference }: { reference: ChatReference }) {
  if (!reference.design) return null;
  const color = WEAK_STUDY_DESIGNS.has(reference.design)
    ? 'default'
    : ['meta_analysis', 'systematic_review', 'randomized_trial', 'guideline'].includes(reference.design)
      ? 'blue'
      : 'green';
  return (
    <Tag color={color} data-design={reference.design} style={{ marginInlineEnd: 4 }}>
      {reference.designLabel ?? STUDY_DESIGN_LABELS[reference.design]}
    </Tag>
  );
}

/** 'Niveau de preuve : …', from the references' designs (the same line the server wrote under the Markdown list). */
function EvidenceLine({ references }: { references: ChatReference[] }) {
  // An answer written before designs were recorded: no level rather than a wrong one.
  if (references.some((reference) => reference.status === 'verified' && !reference.design)) return null;
  const text = evidenceText(references);
  if (!text) return null;
  const summary = evidenceSummary(references);
  return (
    <p className="cp-chat-evidence" data-evidence={summary.strongest ?? 'none'}>
      <strong>{EVIDENCE_TEXTS.heading} :</strong>{' '}
      <Typography.Text type={summary.weakOnly || summary.few || !summary.strongest ? 'warning' : undefined}>{text}</Typography.Text>
    </p>
  );
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
      <DesignBadge reference={reference} />
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

/**
 * An answer's references: each with its design's badge, a link only for what this answer's searches
 * fetched, a retraction in red with its notice; then the level of evidence the answer rests on.
 */
export function ReferenceList({ references }: { references: ChatReference[] }) {
  return (
    <section aria-label={CHAT_REFERENCE_TEXTS.heading} className="cp-chat-references">
      <strong>{CHAT_REFERENCE_TEXTS.heading}</strong>
      <ol>
        {references.map((reference) => (
          <Entry key={reference.number} reference={reference} />
        ))}
      </ol>
      <EvidenceLine references={references} />
    </section>
  );
}
