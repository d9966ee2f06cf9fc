import type { ListField } from '@canal/contracts';
import { Button, Checkbox, Dropdown, Flex } from 'antd';

/** 'Colonnes': which columns the user shows; hidden ones stay in the view (and a saved view). */
export function ColumnsChooser({
  fields,
  hidden,
  onChange,
}: {
  fields: readonly ListField[];
  hidden: readonly string[];
  onChange: (hidden: string[]) => void;
}) {
  const toggle = (id: string, shown: boolean) => onChange(shown ? hidden.filter((candidate) => candidate !== id) : [...hidden, id]);
  return (
    <Dropdown
      trigger={['click']}
      popupRender={() => (
        <Flex vertical gap={4} style={{ background: '#fff', padding: 12, borderRadius: 8, boxShadow: '0 6px 16px rgba(0,0,0,.12)' }}>
          {fields.map((field) => (
            <Checkbox key={field.id} checked={!hidden.includes(field.id)} onChange={(event) => toggle(field.id, event.target.checked)}>
              {field.label}
            </Checkbox>
          ))}
        </Flex>
      )}
    >
      <Button>Colonnes</Button>
    </Dropdown>
  );
}
