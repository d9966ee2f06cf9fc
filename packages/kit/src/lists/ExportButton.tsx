import { Button, Dropdown } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';

export interface ExportButtonProps {
  /** The address of each format's file. */
  urlOf: (format: 'csv' | 'xlsx') => string;
}

/** 'Exporter': downloads the list's rows (same filters and sort, every page) as CSV or XLSX. */
export function ExportButton({ urlOf }: ExportButtonProps) {
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'csv', label: 'CSV' },
          { key: 'xlsx', label: 'XLSX' },
        ],
        onClick: ({ key }) => window.location.assign(urlOf(key === 'xlsx' ? 'xlsx' : 'csv')),
      }}
    >
      <Button icon={<DownloadOutlined aria-hidden="true" />}>Exporter</Button>
    </Dropdown>
  );
}
