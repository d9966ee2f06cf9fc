import { useRef, type ReactNode } from 'react';
import { Button, Typography } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { formatFileSize } from '@canal/contracts/core';

export interface FilePickerProps {
  /** The button's text, in French ('Choisir un fichier'): the browser's own input would say 'Choose File'. */
  children: ReactNode;
  /** The hidden input's id, for a form label's htmlFor. */
  id?: string;
  accept?: string;
  multiple?: boolean;
  disabled?: boolean;
  loading?: boolean;
  /** The file chosen so far, shown beside the button with its size. */
  chosen?: File | null;
  onPick: (files: File[]) => void;
}

/**
 * The one way the site asks for a file: a button in the site's language and look, over a hidden
 * native input (the browser's file chooser still opens). The input is emptied after each choice,
 * so that choosing the same file again is seen.
 */
export function FilePicker({ children, id, accept, multiple = false, disabled, loading, chosen, onPick }: FilePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <span style={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
      <input
        ref={input}
        id={id}
        type="file"
        hidden
        multiple={multiple}
        accept={accept}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (files.length > 0) onPick(files);
        }}
      />
      <Button icon={<UploadOutlined aria-hidden="true" />} disabled={disabled} loading={loading} onClick={() => input.current?.click()}>
        {children}
      </Button>
      {chosen && (
        <Typography.Text>
          {chosen.name} ({formatFileSize(chosen.size)})
        </Typography.Text>
      )}
    </span>
  );
}
