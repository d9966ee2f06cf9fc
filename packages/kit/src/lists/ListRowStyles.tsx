/**
 * Row classes a list module may give its rows (the list's `apparence`): blocked rows in red,
 * pending ones in amber, inactive ones greyed, highlighted ones in blue; the row a form just saved
 * in green; grey texts (inactive rows, 'Aucun élément', which antd draws in its 3:1 disabled colour) at 5.3:1
 * (WCAG AA). Text cells may break a long word (an e-mail) so that the table fits its page; the actions
 * stay on one line.
 */
const CSS = `
.canal-dynamic-list .row-blocked > td { background: #fff1f0; }
.canal-dynamic-list .row-pending > td { background: #fffbe6; }
.canal-dynamic-list .row-inactive > td, .canal-dynamic-list .row-muted > td { color: #6b6b6b; }
.canal-dynamic-list .ant-table-wrapper .ant-table-tbody > tr.ant-table-placeholder { color: #6b6b6b; }
.canal-dynamic-list .row-highlight > td { background: #e6f4ff; }
.canal-dynamic-list td.cp-list-text { overflow-wrap: anywhere; }
.canal-dynamic-list td.cp-list-actions { white-space: nowrap; }
.canal-dynamic-list .row-saved > td { background: #d9f7be; }
.canal-dynamic-list .ant-card.row-saved { background: #d9f7be; }
`;

export const LIST_TEXT_CELL = 'cp-list-text';
export const LIST_ACTIONS_CELL = 'cp-list-actions';

export const LIST_ROOT_CLASS = 'canal-dynamic-list';

export function ListRowStyles() {
  return <style>{CSS}</style>;
}
