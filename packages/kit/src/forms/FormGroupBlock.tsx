import type { ReactNode } from 'react';
import { isCategoryActive, type FormField, type FormGroup } from '@canal/contracts';
import { Row } from 'antd';

export interface FormGroupBlockProps {
  group: FormGroup;
  activeCategories: readonly string[];
  renderField: (field: FormField) => ReactNode;
}

/** Whether a field is drawn: not hidden, and its category (if any) active. */
export function isFieldShown(field: FormField, activeCategories: readonly string[]): boolean {
  return !field.hidden && isCategoryActive(field, activeCategories);
}

/** A group of the form: its title (colours of the definition) and its shown fields on a grid. */
export function FormGroupBlock({ group, activeCategories, renderField }: FormGroupBlockProps) {
  const shown = group.items.filter((field) => isFieldShown(field, activeCategories));
  if (shown.length === 0) return null;
  const coloured = Boolean(group.bgColor);
  return (
    <fieldset className={group.groupClass} style={{ border: 0, margin: '0 0 8px', padding: 0, minWidth: 0 }}>
      {group.label && (
        <legend
          style={{
            color: group.color,
            background: group.bgColor,
            padding: coloured ? '6px 12px' : 0,
            borderRadius: coloured ? 4 : 0,
            margin: '0 0 12px',
            width: '100%',
            fontSize: 16,
            fontWeight: 600,
            border: 0,
          }}
        >
          {group.label}
        </legend>
      )}
      <Row gutter={16}>{shown.map(renderField)}</Row>
    </fieldset>
  );
}
