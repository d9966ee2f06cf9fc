import type { FieldInputProps } from './fieldProps';
import { AutoCompleteField } from './fields/AutoCompleteField';
import { AutoCompleteMultipleField } from './fields/AutoCompleteMultipleField';
import { CheckboxGroupField } from './fields/CheckboxGroupField';
import { RadioGroupField } from './fields/RadioGroupField';
import { SelectBlocksField } from './fields/SelectBlocksField';
import { SelectField } from './fields/SelectField';
import { SingleCheckboxField } from './fields/SingleCheckboxField';
import { StaticField } from './fields/StaticField';
import { TextField } from './fields/TextField';
import { UploadField } from './fields/UploadField';

/** The input of a field, by type (the Captcha is drawn by the form itself). */
export function FormFieldInput(props: FieldInputProps) {
  if (props.field.static) return <StaticField {...props} />;
  switch (props.field.type) {
    case 'text':
      return <TextField {...props} />;
    case 'select':
      return <SelectField {...props} />;
    case 'checkbox':
      return <SingleCheckboxField {...props} />;
    case 'Checkbox':
      return <CheckboxGroupField {...props} />;
    case 'Group':
      return <RadioGroupField {...props} />;
    case 'SelectBlocks':
      return <SelectBlocksField {...props} />;
    case 'AutoComplete':
      return <AutoCompleteField {...props} />;
    case 'AutoCompleteMultiple':
      return <AutoCompleteMultipleField {...props} />;
    case 'upload':
    case 'File':
      return <UploadField {...props} />;
    case 'Captcha':
      return null;
  }
}
