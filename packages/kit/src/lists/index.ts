import '../../generated/antdLater.css';

export * from './DynamicList';
export { avatarValue, type AvatarValue } from './avatarValue';
export { formatCellDate, formatDateRanges } from './cellDates';
export { pageRangeLabel, toggleSort } from './listPaging';
export { listQuery, exportQuery, viewFromParams, viewToParams, type ListViewState } from './listViewState';
export { DeleteConfirm } from './DeleteConfirm';
export { ListCards } from './ListCards';

/** antd's Select, for pages that filter their own lists (it is heavy: it lives with the lists, not in the core). */
export { Select } from 'antd';
