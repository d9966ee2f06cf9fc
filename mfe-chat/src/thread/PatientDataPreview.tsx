import { Alert, Button, Flex, Typography } from '@canal/kit';
import { PATIENT_DATA_LABELS, type MaskedText } from '@canal/contracts/chat';

export interface PatientDataPreviewProps {
  /** The message as the server will store it, and what was found in it (maskPatientData). */
  masked: MaskedText;
  /** Which field it is about: the message, or the beta page's instructions. */
  field: 'message' | 'instructions';
  /** Puts the masked text in the field, for the member to edit it further before sending. */
  onUseMasked: () => void;
}

const FIELD_TEXTS = {
  message: { sent: 'Message envoyé', use: 'Masquer dans mon message' },
  instructions: { sent: 'Instructions envoyées', use: 'Masquer dans mes instructions' },
} as const;

/**
 * What the server will mask in the message before storing it or sending it to the model: the same
 * detector runs here, so the member sees each finding and the text that will be sent, before sending.
 */
export function PatientDataPreview({ masked, field, onUseMasked }: PatientDataPreviewProps) {
  if (masked.found.length === 0) return null;
  const texts = FIELD_TEXTS[field];
  return (
    <Alert
      type="warning"
      showIcon
      role="status"
      title="Données pouvant identifier un patient : elles seront masquées avant l’envoi."
      description={
        <Flex vertical gap={4}>
          <ul aria-label={`Données masquées : ${field}`} style={{ margin: 0, paddingInlineStart: 20 }}>
            {masked.found.map((match) => (
              <li key={`${match.start}-${match.kind}`}>
                {PATIENT_DATA_LABELS[match.kind]} : <Typography.Text delete>{match.text}</Typography.Text>
              </li>
            ))}
          </ul>
          <div>
            {texts.sent} : <Typography.Text>{masked.text}</Typography.Text>
          </div>
          <div>
            <Button size="small" onClick={onUseMasked}>
              {texts.use}
            </Button>
          </div>
        </Flex>
      }
    />
  );
}
