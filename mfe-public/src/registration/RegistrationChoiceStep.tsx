import { Card, Col, Row, Typography } from '@canal/kit';
import { REGISTRATION_CHOICES, type RegistrationChoice } from './registrationChoices';

export interface RegistrationChoiceStepProps {
  onChoose: (choice: RegistrationChoice) => void;
}

/** Step 1: three cards, one per entry (RPPS, ADELI, no number). */
export function RegistrationChoiceStep({ onChoose }: RegistrationChoiceStepProps) {
  return (
    <Row gutter={[16, 16]}>
      {REGISTRATION_CHOICES.map((choice) => (
        <Col key={choice.view} xs={24} md={8}>
          <Card
            hoverable
            role="button"
            tabIndex={0}
            aria-label={choice.label}
            onClick={() => onChoose(choice)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' || event.key === ' ') {
                event.preventDefault();
                onChoose(choice);
              }
            }}
            style={{ height: '100%' }}
          >
            <Typography.Title level={2} style={{ marginTop: 0, fontSize: 16 }}>
              {choice.label}
            </Typography.Title>
            <Typography.Text type="secondary">{choice.description}</Typography.Text>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
