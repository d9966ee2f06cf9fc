import { useState } from 'react';
import { publicApi, validatorMessages } from '@canal/contracts';
import { Alert, Button, Form, Input, LinkButton, LockOutlined, LoginOutlined, MailOutlined, Result, useEndpointMutation } from '@canal/kit';
import { emailRules, MAX_CREDENTIAL_LENGTH, newPasswordRules, PASSWORD_HINT, requiredPasswordRules } from '../common/formRules';

interface PasswordChangeValues {
  email: string;
  password: string;
  passwordConf: string;
}

/** E-mail, new password twice, and the key of the e-mailed link; then the success and a way to log in. */
export function PasswordChangeForm({ resetKey }: { resetKey: string }) {
  const [done, setDone] = useState<string | null>(null);
  const change = useEndpointMutation(publicApi.passwordChange, { onSuccess: (response) => setDone(response.log) });
  const submit = (values: PasswordChangeValues) =>
    change.mutate({ email: values.email.trim(), key: resetKey, password: values.password, passwordConf: values.passwordConf, authReset: 'true' });

  if (done) {
    return (
      <Result
        status="success"
        title={done}
        subTitle="Vous pouvez maintenant vous connecter avec votre nouveau mot de passe."
        extra={
          <LinkButton to="/login?action=login" type="primary" icon={<LoginOutlined />}>
            Se connecter
          </LinkButton>
        }
      />
    );
  }
  return (
    <Form<PasswordChangeValues> layout="vertical" requiredMark={false} onFinish={(values) => void submit(values)} style={{ maxWidth: 420 }}>
      <Form.Item label="Adresse e-mail" name="email" rules={emailRules()}>
        <Input type="email" autoComplete="username" prefix={<MailOutlined />} maxLength={MAX_CREDENTIAL_LENGTH} />
      </Form.Item>
      <Form.Item label="Nouveau mot de passe" name="password" rules={newPasswordRules()} extra={PASSWORD_HINT}>
        <Input.Password autoComplete="new-password" prefix={<LockOutlined />} maxLength={MAX_CREDENTIAL_LENGTH} />
      </Form.Item>
      <Form.Item
        label="Confirmation du mot de passe"
        name="passwordConf"
        dependencies={['password']}
        rules={[
          ...requiredPasswordRules('Confirmation du mot de passe'),
          ({ getFieldValue }) => ({
            validator: (_rule, value: unknown) =>
              !value || value === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error(validatorMessages.passwordsDiffer)),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" prefix={<LockOutlined />} maxLength={MAX_CREDENTIAL_LENGTH} />
      </Form.Item>
      {change.error && <Alert type="error" showIcon title={change.error} style={{ marginBottom: 16 }} />}
      <Button type="primary" htmlType="submit" block size="large" loading={change.pending}>
        Changer mon mot de passe
      </Button>
    </Form>
  );
}
