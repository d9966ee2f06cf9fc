import { useState } from 'react';
import { Link } from '@canal/kit/router';
import { Alert, Button, Form, Input, LockOutlined, login, LoginOutlined, MailOutlined, type LoginKind } from '@canal/kit';
import { emailRules, MAX_CREDENTIAL_LENGTH, requiredPasswordRules } from '../common/formRules';

interface Credentials {
  email: string;
  password: string;
}

export interface LoginFormProps {
  kind: LoginKind;
  /** Called as the form is sent (the page then leads on once the session holds the user). */
  onAttempt: () => void;
}

/** E-mail, password, 'Mot de passe oublié ?' and 'Se connecter'; the server's message shows on failure. */
export function LoginForm({ kind, onAttempt }: LoginFormProps) {
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (values: Credentials) => {
    if (sending) return;
    setSending(true);
    setError(null);
    onAttempt();
    const result = await login(values.email.trim(), values.password, kind);
    if (!result.ok) {
      setError(result.log);
      setSending(false);
    }
  };

  return (
    <Form<Credentials> layout="vertical" requiredMark={false} onFinish={(values) => void submit(values)} style={{ maxWidth: 420 }}>
      <Form.Item label="Adresse e-mail" name="email" rules={emailRules()}>
        <Input type="email" autoComplete="username" prefix={<MailOutlined />} maxLength={MAX_CREDENTIAL_LENGTH} />
      </Form.Item>
      <Form.Item label="Mot de passe" name="password" rules={requiredPasswordRules()} style={{ marginBottom: 8 }}>
        <Input.Password autoComplete="current-password" prefix={<LockOutlined />} maxLength={MAX_CREDENTIAL_LENGTH} />
      </Form.Item>
      <div style={{ textAlign: 'right', marginBottom: 16 }}>
        {/* A 24 px high target at least, apart from the password field (WCAG 2.2, 2.5.8). */}
        <Link to="/rpwd" style={{ display: 'inline-block', paddingBlock: 4 }}>
          Mot de passe oublié ?
        </Link>
      </div>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Button type="primary" htmlType="submit" block size="large" loading={sending} icon={<LoginOutlined />}>
        Se connecter
      </Button>
    </Form>
  );
}
