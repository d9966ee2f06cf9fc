import { Alert } from 'antd';
import { captchaWidget } from './captchaWidget';

export interface CaptchaFieldProps {
  challengeUrl: string;
  disabled: boolean;
  onSolved: (payload: string | null) => void;
}

/** The form's captcha: the registered widget (see setCaptchaWidget), or a notice while none is. */
export function CaptchaField({ challengeUrl, disabled, onSolved }: CaptchaFieldProps) {
  const Widget = captchaWidget();
  if (!Widget) return <Alert type="warning" showIcon title="La vérification anti-robot n'est pas disponible pour le moment." />;
  // eslint-disable-next-line react-hooks/static-components -- the widget is registered once at start-up (setCaptchaWidget), not created here
  return <Widget challengeUrl={challengeUrl} onSolved={onSolved} disabled={disabled} />;
}
