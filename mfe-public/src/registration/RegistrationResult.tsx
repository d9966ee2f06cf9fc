import { useNavigate } from '@canal/kit/router';
import { Button, Result } from '@canal/kit';
import { STUDENT_MESSAGE } from '@canal/contracts';
import { REGISTRATION_SAVED } from './registrationChoices';

export interface RegistrationResultProps {
  showStudentMessage: boolean;
}

/** The last step: the registration is recorded (and what a student must send). */
export function RegistrationResult({ showStudentMessage }: RegistrationResultProps) {
  const navigate = useNavigate();
  return (
    <Result
      status="success"
      title={REGISTRATION_SAVED}
      subTitle={showStudentMessage ? STUDENT_MESSAGE : undefined}
      extra={
        <Button type="primary" onClick={() => void navigate('/')}>
          Retour à l’accueil
        </Button>
      }
    />
  );
}
