import { privacyApi } from '@canal/contracts';
import { Button, DownloadOutlined, Flex, Typography } from '@canal/kit';

/** 'Télécharger mes données': the two files of the member's own data (JSON for machines, CSV for a spreadsheet). */
export function MyDataDownload() {
  return (
    <>
      <Typography.Paragraph style={{ marginTop: 0 }}>
        Téléchargez une copie de ce que Canal Pneumo conserve sur vous : votre compte, vos consentements et leur historique, vos inscriptions et présences, vos
        questions et réponses aux quiz, sondages et questionnaires, et vos discussions GPTPubMed.
      </Typography.Paragraph>
      <Flex gap={12} wrap>
        <Button href={privacyApi.myDataUrl('csv')} download icon={<DownloadOutlined />} style={{ flex: '1 1 220px' }}>
          Télécharger mes données (CSV)
        </Button>
        <Button href={privacyApi.myDataUrl('json')} download icon={<DownloadOutlined />} style={{ flex: '1 1 220px' }}>
          Télécharger mes données (JSON)
        </Button>
      </Flex>
      <Typography.Paragraph type="secondary" style={{ margin: '12px 0 0' }}>
        Le fichier CSV s’ouvre dans un tableur (Excel, LibreOffice) ; le fichier JSON sert à transmettre vos données à un autre service.
      </Typography.Paragraph>
    </>
  );
}
