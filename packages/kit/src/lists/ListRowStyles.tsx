/**
 * Row classes a list module may give its rows (the list's `apparence`): blocked rows in red,
 * pending ones in amber, inactive ones greyed, highlighted ones in blue; the row a form just saved
 * in green; grey texts (inactive rows, 'Aucun élément', which antd draws in its 3:1 disabled colour) at 5.3:1
 * (WCAG AA). The actions stay on one line; text cells wrap long e-mails at their dots (ListCellView's
 * break opportunities), never a word in its middle; cells keep 12 px between their texts and a sort
 * arrow sits close to its title: the accounts' ten columns fit 1366 px beside the back office's sidebar.
 */
const CSS = `
.canal-dynamic-list .row-blocked > td { background: #fff1f0; }
.canal-dynamic-list .row-pending > td { background: #fffbe6; }
.canal-dynamic-list .row-inactive > td, .canal-dynamic-list .row-muted > td { color: #6b6b6b; }
.canal-dynamic-list .ant-table-wrapper .ant-table-tbody > tr.ant-table-placeholder { color: #6b6b6b; }
.canal-dynamic-list .row-highlight > td { background: #e6f4ff; }
.canal-dynamic-list td.cp-list-actions { white-space: nowrap; }
.canal-dynamic-list .ant-table-wrapper .ant-table-thead > tr > th, .canal-dynamic-list .ant-table-wrapper .ant-table-tbody > tr > td { --ant-table-cell-padding-inline-md: 6px; }
.canal-dynamic-list .ant-table-wrapper .ant-table-column-sorter { margin-inline-start: 2px; }
.canal-dynamic-list .row-saved > td { background: #d9f7be; }
.canal-dynamic-list .ant-card.row-saved { background: #d9f7be; }
`;

export const LIST_ACTIONS_CELL = 'cp-list-actions';

export const LIST_ROOT_CLASS = 'canal-dynamic-list';

export function ListRowStyles() {
  return <style>{CSS}</style>;
}
