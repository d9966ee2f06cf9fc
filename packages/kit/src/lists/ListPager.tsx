import { LIST_TEXTS, OFFERED_PAGE_SIZES } from '@canal/contracts';
import { Flex, Pagination, Select, Typography } from 'antd';
import { pageRangeLabel } from './listPaging';

export interface ListPagerProps {
  page: number;
  limit: number;
  total: number;
  onPage: (page: number) => void;
  onLimit: (limit: number) => void;
  /** Page sizes offered (10, 25, 50, 100 by default). */
  sizes?: readonly number[];
}

/** Under the list: 'Lignes par pages:' with 'N par page' choices, 'from-to/count', and the pages. */
export function ListPager({ page, limit, total, onPage, onLimit, sizes: offered = OFFERED_PAGE_SIZES }: ListPagerProps) {
  const sizes = offered.includes(limit) ? [...offered] : [...offered, limit].sort((a, b) => a - b);
  return (
    <Flex wrap gap={16} align="center" justify="flex-end" style={{ marginTop: 16 }}>
      <Flex align="center" gap={8}>
        <Typography.Text>{LIST_TEXTS.rowsPerPage}</Typography.Text>
        <Select<number>
          aria-label={LIST_TEXTS.rowsPerPage}
          size="small"
          value={limit}
          style={{ width: 120 }}
          options={sizes.map((size) => ({ value: size, label: LIST_TEXTS.perPage(size) }))}
          onChange={onLimit}
        />
      </Flex>
      <Typography.Text>{pageRangeLabel(page, limit, total)}</Typography.Text>
      <Pagination size="small" current={page} pageSize={limit} total={total} showSizeChanger={false} onChange={onPage} />
    </Flex>
  );
}
