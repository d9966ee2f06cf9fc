import { useEffect, useMemo, useRef } from 'react';
import { REQUIRED_FIELDS_NOTE, formFields, type FormDefinition, type FormField } from '@canal/contracts';
import { LoadingBlock } from '@canal/kit';
import { Alert, Flex, Form, Result, Typography } from 'antd';
import { Navigate } from '../router';
import { CaptchaField } from './fields/CaptchaField';
import { FormButtons } from './FormButtons';
import { FormFieldItem } from './FormFieldItem';
import { FormGroupBlock, isFieldShown } from './FormGroupBlock';
import { PrecisionDialog } from './PrecisionDialog';
import { requiredMark } from './requiredMark';
import { useDynamicForm, type DynamicFormOptions } from './useDynamicForm';
import { focusFirstError } from './focusFirstError';
import { useLatestRef } from '../data/useLatestRef';

export interface DynamicFormProps extends DynamicFormOptions {
  /** Label of the submit button (else the definition's). */
  submitLabel?: string;
  /** Adds an 'Annuler' button (or handles the definition's cancel action). */
  onCancel?: () => void;
  /** Use the whole width instead of the 420 px form. */
  fullSize?: boolean;
}

/** Errors of no drawn field (a precision, a field hidden meanwhile): shown in the alert above the buttons. */
function unplacedErrors(definition: FormDefinition, activeCategories: readonly string[], errors: Record<string, string>, captchaId?: string): string[] {
  const drawn = new Set(
    formFields(definition.fields)
      .filter((field) => isFieldShown(field, activeCategories))
      .map((field) => field.id),
  );
  return Object.entries(errors)
    .filter(([key]) => !drawn.has(key) && key !== 'captcha' && key !== captchaId)
    .map(([, message]) => message);
}

/**
 * A server-driven form (spec 000 sections 3 "Dynamic form", 4 "Form post", "Category triggers",
 * "Precision dialog"): fetched, drawn by field type, validated with the shared validators, posted
 * form-urlencoded; the server's precisions, errors and log are shown.
 */
export function DynamicForm(props: DynamicFormProps) {
  const form = useDynamicForm(props);
  const { definition } = form;
  const captchaField = useMemo(() => (definition ? formFields(definition.fields).find((field) => field.type === 'Captcha') : undefined), [definition]);
  const formArea = useRef<HTMLDivElement>(null);
  const latestErrors = useLatestRef(form.errors);
  // A refused save brings the first field in error into view and gives it the focus, instead of
  // leaving the reader at the buttons under 'Le formulaire est incomplet'.
  useEffect(() => {
    if (form.refusedRound === 0 || !definition || !formArea.current) return;
    const order = formFields(definition.fields).map((field) => field.id);
    focusFirstError(formArea.current, order, latestErrors.current);
  }, [form.refusedRound, definition, latestErrors]);

  // Wrong role or not logged in: sent home (spec 001 section 6); an unknown record or module: not found.
  if (form.loadStatus === 401 || form.loadStatus === 403) return <Navigate to="/" replace />;
  if (form.loadStatus === 404) return <Result status="404" title="Erreur : contenu non trouvé" />;
  if (form.loadError) return <Alert type="error" showIcon title={form.loadError} />;
  if (!definition) return <LoadingBlock />;

  const successAlert = form.success ? <Alert type="success" showIcon title={form.success} role="status" /> : null;
  if (form.hidden) return successAlert;

  const readOnly = definition.readOnly;
  const captchaUrl = captchaField?.url ?? definition.captcha?.challengeUrl;
  const captchaError = form.errors.captcha ?? (captchaField ? form.errors[captchaField.id] : undefined);
  const captcha = captchaUrl ? (
    <Form.Item validateStatus={captchaError ? 'error' : undefined} help={captchaError} style={{ marginBottom: 0 }}>
      <CaptchaField key={form.captchaRound} challengeUrl={captchaUrl} disabled={readOnly} onSolved={form.solveCaptcha} />
    </Form.Item>
  ) : null;
  const otherErrors = unplacedErrors(definition, form.activeCategories, form.errors, captchaField?.id);

  const renderField = (field: FormField) => {
    if (field.type === 'Captcha') return null;
    return (
      <FormFieldItem
        key={field.id}
        field={field}
        value={form.values[field.id]}
        error={form.errors[field.id]}
        disabled={readOnly}
        linkMap={definition.linkMap}
        onChange={form.setValue}
        onProblem={form.setProblem}
      />
    );
  };

  return (
    <div ref={formArea}>
      <Form
        layout="vertical"
        requiredMark={requiredMark}
        noValidate
        onFinish={() => void form.submit()}
        style={{ maxWidth: props.fullSize ? undefined : 420, width: '100%' }}
      >
        {definition.fields.map((group, index) => (
          <FormGroupBlock key={`${group.label ?? ''}-${index}`} group={group} activeCategories={form.activeCategories} renderField={renderField} />
        ))}
        <Flex vertical gap={12}>
          {captcha}
          {form.hasRequired && <Typography.Text type="secondary">{REQUIRED_FIELDS_NOTE}</Typography.Text>}
          {successAlert}
          {(form.postError || otherErrors.length > 0) && (
            <Alert
              type="error"
              showIcon
              role="alert"
              title={form.postError ?? otherErrors[0]}
              description={form.postError && otherErrors.length > 0 ? otherErrors.join(' ') : undefined}
            />
          )}
          <FormButtons
            actions={definition.bottomActions}
            readOnly={readOnly}
            running={form.status === 'running'}
            submitLabel={props.submitLabel}
            onCancel={props.onCancel}
            onPostAction={(action) => void form.runPostAction(action)}
          />
        </Flex>
      </Form>
      {form.precisions && (
        <PrecisionDialog
          precisions={form.precisions}
          initialAnswers={form.answers}
          initialErrors={form.precisionErrors}
          onSubmit={form.answerPrecisions}
          onCancel={form.cancelPrecisions}
        />
      )}
    </div>
  );
}
