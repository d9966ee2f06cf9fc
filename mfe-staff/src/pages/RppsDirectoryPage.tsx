import { useState } from 'react';
import { staffApi } from '@canal/contracts';
import {
  Alert,
  apiErrorOf,
  Button,
  FilePicker,
  Flex,
  formatListDate,
  LoadingBlock,
  PageSection,
  Progress,
  Tag,
  Typography,
  useEndpoint,
  useEndpointMutation,
} from '@canal/kit';
import { count, importPercent, IMPORT_STATUS_COLOURS, IMPORT_STATUS_LABELS, isActive } from '../rpps/importStatus';
import { sendExtraction } from '../rpps/sendExtraction';

/**
 * /staff/tools/rpps (admin): the RPPS directory that verifies registrations at once. The extraction
 * is uploaded (or the server's RPPS_IMPORT_FILE imported), then read by a job whose progress shows
 * here, polled every second while it runs.
 */
export default function RppsDirectoryPage() {
  const [file, setFile] = useState<File | null>(null);
  const [sent, setSent] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const status = useEndpoint(staffApi.rppsImports, {}, { pollMs: 1000 });
  const serverImport = useEndpointMutation(staffApi.rppsImportServerFile, { invalidates: [staffApi.rppsImports] });
  const latest = status.data?.imports[0];
  const busy = sent !== null || isActive(latest);

  const upload = async () => {
    if (!file) return;
    setUploadError(null);
    setSent(0);
    try {
      await sendExtraction(file, setSent);
      setFile(null);
      await status.refetch();
    } catch (failure) {
      setUploadError(apiErrorOf(failure));
    } finally {
      setSent(null);
    }
  };

  return (
    <PageSection title="Annuaire RPPS">
      <Typography.Paragraph>
        L’extraction « Annuaire santé » des professionnels de santé (fichier <code>PS_LibreAcces_Personne_activite.txt</code>, publiée chaque mois en données
        ouvertes) ouvre sans attendre le compte d’un médecin ou d’un infirmier dont le numéro RPPS ou ADELI y figure, sous son nom et pour sa profession. Un
        nouvel import remplace l’annuaire sans interruption.
      </Typography.Paragraph>
      {status.error && <Alert type="error" showIcon title={status.error} />}
      {!status.data && !status.error && <LoadingBlock />}
      {status.data && (
        <Flex vertical gap={16}>
          <Typography.Text strong>
            {status.data.directoryLines > 0
              ? `Annuaire en service : ${count(status.data.directoryLines)} lignes d’activité.`
              : 'Aucun annuaire importé : les inscriptions attendent la validation de l’équipe.'}
          </Typography.Text>
          <Flex gap={8} wrap align="center">
            <FilePicker accept=".txt,text/plain" disabled={busy} chosen={file} onPick={(files) => setFile(files[0] ?? null)}>
              Choisir le fichier de l’extraction RPPS
            </FilePicker>
            <Button type="primary" disabled={!file || busy} loading={sent !== null} onClick={() => void upload()}>
              Importer ce fichier
            </Button>
          </Flex>
          {sent !== null && <Progress percent={sent} status="active" format={(percent) => `Envoi ${percent ?? 0} %`} />}
          {uploadError && <Alert type="error" showIcon title={uploadError} />}
          {status.data.serverFile && (
            <Flex gap={8} wrap align="center">
              <Typography.Text>
                Fichier du serveur : <code>{status.data.serverFile}</code>
              </Typography.Text>
              <Button disabled={busy} loading={serverImport.pending} onClick={() => void serverImport.mutate({})}>
                Importer le fichier du serveur
              </Button>
            </Flex>
          )}
          {serverImport.error && <Alert type="error" showIcon title={serverImport.error} />}
          <ImportList imports={status.data.imports} />
        </Flex>
      )}
    </PageSection>
  );
}

function ImportList({ imports }: { imports: staffApi.RppsImport[] }) {
  if (imports.length === 0) return null;
  return (
    <section aria-label="Derniers imports">
      <Typography.Title level={2} style={{ fontSize: 16 }}>
        Derniers imports
      </Typography.Title>
      <ol style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {imports.map((row) => (
          <li key={row.id} style={{ borderBottom: '1px solid #f0f0f0', padding: '8px 0' }}>
            <Flex gap={8} wrap align="baseline">
              <Tag color={IMPORT_STATUS_COLOURS[row.status]}>{IMPORT_STATUS_LABELS[row.status]}</Tag>
              <Typography.Text style={{ wordBreak: 'break-all' }}>{row.source}</Typography.Text>
              <Typography.Text type="secondary">{formatListDate(Date.parse(row.createdAt) / 1000, true)}</Typography.Text>
              {row.lines > 0 && <Typography.Text type="secondary">{count(row.lines)} lignes</Typography.Text>}
            </Flex>
            {isActive(row) && <Progress percent={importPercent(row)} status="active" aria-label="Avancement de l’import" />}
            {row.error && <Alert type="error" showIcon title={row.error} style={{ marginTop: 4 }} />}
          </li>
        ))}
      </ol>
    </section>
  );
}
