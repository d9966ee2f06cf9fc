import type { FormField, UploadedFile } from '@canal/contracts';
import { Button, Flex, Input, Typography } from 'antd';
import { DeleteOutlined, PaperClipOutlined } from '@ant-design/icons';
import { formatFileSize } from '@canal/contracts/core';
import { isImageFile } from '../uploadFiles';
import { filePreviewSrc } from './filePreviewSrc';

export interface UploadedFileItemProps {
  file: UploadedFile;
  field: FormField;
  disabled: boolean;
  onRemove: () => void;
  onAttributesChange: (attributes: Record<string, string>) => void;
}

/** One uploaded file: a preview for images, its name and size (formatFileSize), its attributes, a remove button. */
export function UploadedFileItem({ file, field, disabled, onRemove, onAttributesChange }: UploadedFileItemProps) {
  const src = filePreviewSrc(file, field);
  return (
    <Flex vertical gap={4} style={{ border: '1px solid #f0f0f0', borderRadius: 6, padding: 8 }}>
      <Flex align="center" gap={8}>
        {isImageFile(file.name) ? (
          <img src={src} alt={file.name} style={{ width: 64, height: 64, objectFit: 'cover', borderRadius: 4 }} />
        ) : (
          <PaperClipOutlined aria-hidden="true" />
        )}
        <Flex vertical style={{ flex: 1, minWidth: 0 }}>
          <Typography.Link href={src} target="_blank" rel="noreferrer" ellipsis>
            {file.name}
          </Typography.Link>
          <Typography.Text type="secondary">{formatFileSize(file.size)}</Typography.Text>
        </Flex>
        {!disabled && <Button type="text" danger icon={<DeleteOutlined />} aria-label={`Supprimer ${file.name}`} onClick={onRemove} />}
      </Flex>
      {(field.uploadAttributes ?? []).map((attribute) => (
        <Input
          key={attribute.id}
          aria-label={attribute.label}
          placeholder={attribute.label}
          disabled={disabled}
          value={file.attributes?.[attribute.id] ?? ''}
          onChange={(event) => onAttributesChange({ ...file.attributes, [attribute.id]: event.target.value })}
        />
      ))}
    </Flex>
  );
}
