import { useState } from 'react';
import { useNavigate } from '@canal/kit/router';
import { publicApi } from '@canal/contracts';
import {
  Alert,
  ArrowLeftOutlined,
  Button,
  Form,
  HomeOutlined,
  Input,
  LinkButton,
  MailOutlined,
  Result,
  SendOutlined,
  Space,
  useEndpointMutation,
} from '@canal/kit';
import { emailRules, MAX_CREDENTIAL_LENGTH } from '../common/formRules';

type Step = { kind: 'request' } | { kind: 'sent'; message: string };

/** The reset request: an e-mail, 'Envoyer' and 'Retour'; then the confirmation text. */
export function ResetRequestForm() {
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>({ kind: 'request' });
  const request = useEndpointMutation(publicApi.resetRequest, { onSuccess: (response) => setStep({ kind: 'sent', message: response.log }) });
  const submit = ({ email }: { email: string }) => request.mutate({ email: email.trim(), authReset: 'true' });

  if (step.kind === 'sent') {
    return (
      <Result
        status="success"
        title="Demande envoyée"
        subTitle={`${step.message} Le lien reçu est valable une heure. Pensez à regarder dans vos courriers indésirables.`}
        extra={
          <LinkButton to="/" type="primary" icon={<HomeOutlined />}>
            Retour à l'accueil
          </LinkButton>
        }
      />
    );
  }
  return (
    <Form<{ email: string }> layout="vertical" requiredMark={false} onFinish={(values) => void submit(values)} style={{ maxWidth: 420 }}>
      <Form.Item label="Adresse e-mail" name="email" rules={emailRules()} extra="Vous recevrez un lien pour choisir un nouveau mot de passe.">
        <Input type="email" autoComplete="email" prefix={<MailOutlined />} maxLength={MAX_CREDENTIAL_LENGTH} />
      </Form.Item>
      {request.error && <Alert type="error" showIcon title={request.error} style={{ marginBottom: 16 }} />}
      <Space wrap>
        <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate('/')}>
          Retour
        </Button>
        <Button type="primary" htmlType="submit" loading={request.pending} icon={<SendOutlined />}>
          Envoyer
        </Button>
      </Space>
    </Form>
  );
}
