import { Button, Flex } from 'antd';
import { asTexts } from '../fieldValues';
import type { FieldInputProps } from '../fieldProps';
import { toggleChoice } from '../toggleChoice';

/** 'SelectBlocks': options shown as blocks to click; one value, or several when multiple. */
export function SelectBlocksField({ field, value, onChange, disabled }: FieldInputProps) {
  const chosen = asTexts(value);
  const multiple = field.multiple === true;
  return (
    <Flex wrap gap={8} role={multiple ? 'group' : 'radiogroup'} aria-label={field.label}>
      {(field.options ?? []).map((option) => {
        const selected = chosen.includes(option.value);
        return (
          <Button
            key={option.value}
            type={selected ? 'primary' : 'default'}
            disabled={disabled || option.disabled}
            role={multiple ? 'checkbox' : 'radio'}
            aria-checked={selected}
            style={{ height: 'auto', minHeight: 48, whiteSpace: 'normal', padding: '8px 16px' }}
            onClick={() => onChange(multiple ? toggleChoice(chosen, option.value) : option.value)}
          >
            {option.label}
          </Button>
        );
      })}
    </Flex>
  );
}
