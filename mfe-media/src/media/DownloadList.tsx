import type { MediaFile } from '@canal/contracts';
import { Button, DownloadOutlined, Flex, formatFileSize, Typography } from '@canal/kit';

/** 'Je télécharge': each file of the item, with its size in French units (formatFileSize). */
export function DownloadList({ files, hrefOf }: { files: readonly MediaFile[]; hrefOf: (file: MediaFile) => string }) {
  if (files.length === 0) return null;
  return (
    <Flex vertical gap={4}>
      <Typography.Text strong>Je télécharge</Typography.Text>
      {files.map((file) => (
        <Button key={file.index} href={hrefOf(file)} icon={<DownloadOutlined />} type="link" style={{ paddingLeft: 0, alignSelf: 'flex-start' }} download>
          {file.name} ({formatFileSize(file.size)})
        </Button>
      ))}
    </Flex>
  );
}
