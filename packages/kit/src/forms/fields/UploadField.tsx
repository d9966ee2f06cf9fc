import { useState } from 'react';
import type { UploadedFile } from '@canal/contracts';
import { Flex } from 'antd';
import { apiErrorOf } from '@canal/kit';
import { FilePicker } from '../../components/FilePicker';
import { asFiles } from '../fieldValues';
import type { FieldInputProps } from '../fieldProps';
import { keepLastFiles } from '../uploadFiles';
import { fileProblem, uploadFile } from './uploadFile';
import { UploadedFileItem } from './UploadedFileItem';

type UploadState = 'idle' | 'uploading' | 'complete';

/**
 * 'upload' and 'File': files are read as data URLs and posted to the field's url; the answers
 * (uploaded files) are the value. A multiple upload keeps the last maxFiles files.
 */
export function UploadField({ field, value, onChange, disabled, onProblem }: FieldInputProps) {
  const [state, setState] = useState<UploadState>('idle');
  const files = asFiles(value);
  const multiple = field.multiple === true;

  const send = async (chosen: File[]) => {
    if (!field.url) return onProblem("L'envoi de fichiers n'est pas configuré pour ce champ.");
    for (const file of chosen) {
      const problem = fileProblem(file, field.mime, field.maxSize);
      if (problem) return onProblem(problem);
    }
    setState('uploading');
    try {
      const uploaded: UploadedFile[] = [];
      for (const file of chosen) uploaded.push(await uploadFile(field.url, file, multiple, field.proofUrl));
      onChange(multiple ? keepLastFiles([...files, ...uploaded], field.maxFiles) : uploaded.slice(-1));
      onProblem(null);
      setState('complete');
    } catch (error) {
      onProblem(apiErrorOf(error));
      setState('idle');
    }
  };

  const pick = (chosen: File[]) => void send(multiple ? chosen : chosen.slice(-1));

  const replace = (index: number, file: UploadedFile | null) =>
    onChange(file ? files.map((item, at) => (at === index ? file : item)) : files.filter((_, at) => at !== index));

  return (
    <Flex vertical gap={8}>
      <div>
        <FilePicker id={field.id} multiple={multiple} accept={field.mime?.join(',')} disabled={disabled} loading={state === 'uploading'} onPick={pick}>
          {multiple ? 'Ajouter des fichiers' : files.length > 0 ? 'Remplacer le fichier' : 'Choisir un fichier'}
        </FilePicker>
      </div>
      {files.map((file, index) => (
        <UploadedFileItem
          key={`${file.dest}-${index}`}
          file={file}
          field={field}
          disabled={disabled}
          onRemove={() => replace(index, null)}
          onAttributesChange={(attributes) => replace(index, { ...file, attributes })}
        />
      ))}
    </Flex>
  );
}
