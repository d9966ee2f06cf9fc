import type { MediaFile } from '@canal/contracts';
import { Button, DownloadOutlined, Flex, Typography } from '@canal/kit';

const sizeInMb = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1).replace('.', ',')} Mo`;

/** 'Je télécharge': each file of the item, with its size in MB to one decimal. */
export function DownloadList({ files, hrefOf }: { files: readonly MediaFile[]; hrefOf: (file: MediaFile) => string }) {
  if (files.length === 0) return null;
  return (
    <Flex vertical gap={4}>
      <Typography.Text strong>Je télécharge</Typography.Text>
      {files.map((file) => (
        <Button key={file.index} href={hrefOf(file)} icon={<DownloadOutlined />} type="link" style={{ paddingLeft: 0, alignSelf: 'flex-start' }} download>
          {file.name} ({sizeInMb(file.size)})
        </Button>
      ))}
    </Flex>
  );
}
