import { Alert, Button, Space, Typography } from '@canal/kit';

/** The foot of every control-room editor: the save error, the required-fields note, Annuler and Enregistrer. */
export function EditorFooter({
  error,
  saving,
  onCancel,
  requiredNote = true,
}: {
  error: string | null;
  saving: boolean;
  onCancel: () => void;
  requiredNote?: boolean;
}) {
  return (
    <>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      {requiredNote && <Typography.Paragraph type="secondary">* Champs obligatoires</Typography.Paragraph>}
      <Space>
        <Button onClick={onCancel}>Annuler</Button>
        <Button type="primary" htmlType="submit" loading={saving}>
          Enregistrer
        </Button>
      </Space>
    </>
  );
}
