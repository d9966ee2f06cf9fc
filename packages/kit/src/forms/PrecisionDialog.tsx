import { useState } from 'react';
import { validatePrecision, type RequiredPrecision } from '@canal/contracts';
import { Form, Input, Modal, Radio } from 'antd';
import { normalizeText } from './normalizeText';
import { requiredMark } from './requiredMark';

export interface PrecisionDialogProps {
  precisions: RequiredPrecision[];
  /** Answers already given (kept when the server asks again). */
  initialAnswers: Record<string, string>;
  /** The server's messages about answers it refused. */
  initialErrors?: Record<string, string>;
  onSubmit: (answers: Record<string, string>) => void;
  onCancel: () => void;
}

/**
 * The precision dialog (spec 000 section 4): the server's questions; each answer must be valid
 * before the form is sent again; cancel closes. Mounted while open, so each opening starts afresh.
 */
export function PrecisionDialog({ precisions, initialAnswers, initialErrors = {}, onSubmit, onCancel }: PrecisionDialogProps) {
  const [answers, setAnswers] = useState<Record<string, string>>(() => ({ ...initialAnswers }));
  const [errors, setErrors] = useState<Record<string, string>>(() => ({ ...initialErrors }));

  const answer = (id: string, value: string) => {
    setAnswers((current) => ({ ...current, [id]: value }));
    setErrors((current) => {
      const { [id]: _cleared, ...rest } = current;
      return rest;
    });
  };

  const send = () => {
    const found: Record<string, string> = {};
    for (const precision of precisions) {
      const message = validatePrecision(precision, answers[precision.id] ?? '');
      if (message) found[precision.id] = message;
    }
    setErrors(found);
    if (Object.keys(found).length === 0) {
      onSubmit(Object.fromEntries(precisions.map((precision) => [precision.id, answers[precision.id] ?? ''])));
    }
  };

  return (
    <Modal open title="Précisions demandées" okText="Envoyer" cancelText="Annuler" onOk={send} onCancel={onCancel} destroyOnHidden style={{ maxWidth: 800 }}>
      <Form layout="vertical" requiredMark={requiredMark} onFinish={send}>
        {precisions.map((precision) => (
          <Form.Item
            key={precision.id}
            label={precision.label}
            htmlFor={precision.id}
            required
            validateStatus={errors[precision.id] ? 'error' : undefined}
            help={errors[precision.id]}
          >
            {precision.values.length > 0 ? (
              <Radio.Group
                id={precision.id}
                value={answers[precision.id] ?? ''}
                onChange={(event) => answer(precision.id, String(event.target.value))}
                options={precision.values.map((option) => ({ value: option.value, label: option.label, disabled: option.disabled }))}
                style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
              />
            ) : (
              <Input
                id={precision.id}
                value={answers[precision.id] ?? ''}
                maxLength={precision.maxLength}
                onChange={(event) => answer(precision.id, normalizeText(event.target.value))}
              />
            )}
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}
