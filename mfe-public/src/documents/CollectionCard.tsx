import './documents.css';
import { contentApi, type DocumentCollection, fileUrl } from '@canal/contracts';
import { buttonClassName, Card, DownloadOutlined, EditOutlined, FileTextOutlined, formatFileSize, Typography } from '@canal/kit';
import { Link } from '@canal/kit/router';

/** The leaflet's full name as a reader says it: 'Fiche 1 — Bien utiliser son inhalateur'. */
export const leafletName = (leaflet: { prefix: string; title: string }) => (leaflet.prefix ? `${leaflet.prefix} — ${leaflet.title}` : leaflet.title);

/**
 * One collection of 'Nos fiches patients' (spec 001 "Document collection": title, subTitle, logo,
 * items with prefix and title): its logo beside its title and subtitle, then its leaflets, each
 * prefix drawn as a small label before the title (above it on a phone, so that titles stay aligned),
 * the download and its size on the right. An admin gets an 'Éditer' link to the collection's form
 * (the server checks the role again).
 */
export function CollectionCard({ collection, canEdit }: { collection: DocumentCollection; canEdit: boolean }) {
  return (
    <Card style={{ height: '100%' }}>
      <header className="cp-collection-head">
        {collection.logo && <img className="cp-collection-logo" src={collection.logo} alt="" width={56} height={56} />}
        <div className="cp-collection-heading">
          <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
            {collection.title}
          </Typography.Title>
          {collection.subTitle && <p className="cp-collection-subtitle">{collection.subTitle}</p>}
        </div>
        {canEdit && (
          <Link to={`/staff/documentCollection/edit/${collection.id}`} className={buttonClassName({})} aria-label={`Éditer « ${collection.title} »`}>
            <EditOutlined aria-hidden /> <span className="cp-collection-edit-text">Éditer</span>
          </Link>
        )}
      </header>
      {collection.description && <Typography.Paragraph type="secondary">{collection.description}</Typography.Paragraph>}
      {collection.documents.length === 0 ? (
        <Typography.Text type="secondary">Aucune fiche dans cette collection pour l’instant.</Typography.Text>
      ) : (
        <ul className="cp-file-list">
          {collection.documents.map((leaflet) => (
            <li key={leaflet.id}>
              <span className="cp-leaflet">
                <FileTextOutlined aria-hidden className="cp-leaflet-icon" />
                <span>
                  {leaflet.prefix && <span className="cp-leaflet-prefix">{leaflet.prefix}</span>}
                  <span className="cp-leaflet-title">{leaflet.title}</span>
                  {leaflet.description && <Typography.Text type="secondary"> — {leaflet.description}</Typography.Text>}
                </span>
              </span>
              <a
                href={fileUrl(contentApi.documentGet, { id: leaflet.id })}
                target="_blank"
                rel="noopener"
                aria-label={`Télécharger « ${leafletName(leaflet)} »`}
              >
                <DownloadOutlined aria-hidden /> {formatFileSize(leaflet.fileSize)}
              </a>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
