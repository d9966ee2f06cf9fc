import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from '../router';
import { engineApi, LIST_TEXTS, type ListAction, type ListFilter, type ListRow } from '@canal/contracts';
import { useEndpointMutation } from '@canal/kit';
import { LoadingBlock } from '@canal/kit';
import { Alert, Button, Flex, Result, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { BulkActionsBar, type RowBulkRequest } from './BulkActionsBar';
import { ColumnsChooser } from './ColumnsChooser';
import { SavedViewsControl } from './SavedViewsControl';
import { DeleteConfirm } from './DeleteConfirm';
import { ExportButton } from './ExportButton';
import { ListFilters } from './filters/ListFilters';
import { ListPager } from './ListPager';
import { LIST_ROOT_CLASS, ListRowStyles } from './ListRowStyles';
import { toggleSort } from './listPaging';
import { ListTable } from './ListTable';
import { exportQuery, listQuery, shownFilterValue, withFilter } from './listViewState';
import { savedRowIdOf } from './savedRow';
import { SubPanelList } from './SubPanelList';
import { AUTO_RELOAD_MS, useListData } from './useListData';
import { useListView } from './useListView';

export interface DynamicListProps {
  /** The module's API base: GET `{module}/list`, POST `{module}/delete` ('/api/account'). */
  module: string;
  /** The list's title (else the server's). */
  title?: ReactNode;
  /** The route of 'Ajouter' (else the server's addUrl). */
  addRoute?: string;
  /** Whether 'Ajouter' shows (else: when the server gives an addUrl). */
  canAdd?: boolean;
  /** The edit route of a row (else the edit action's url followed by the id). */
  editRoute?: (id: number | string) => string;
  /** Actions the page handles (with a callback, or without url). */
  onAction?(action: ListAction, row: ListRow): void;
  /** The panel under an expanded row (else the server's sub-panel, if any). */
  subPanel?: (row: ListRow) => ReactNode;
  /** Reload every 5000 ms (true) or every n ms; else as the server says. */
  autoReload?: boolean | number;
  /** Page sizes offered (10, 25, 50, 100 by default). */
  pageSizes?: readonly number[];
  /** Filters always sent (an account's id for its events...), not shown. */
  fixedFilters?: Record<string, string>;
  /** Keep page, sort and filters in the page URL (default true; one list per page then). */
  syncUrl?: boolean;
  /** Show the title line with 'Ajouter' and 'Exporter' (default true). */
  showHeader?: boolean;
  /** Offer the export when the server does (default true). */
  exportable?: boolean;
  /** The title's level: 1 when the list is the page (its only title), else 2 (default). */
  headingLevel?: 1 | 2;
}

function reloadPeriod(prop: boolean | number | undefined, server: number | null | undefined): number | null {
  if (prop === false) return null;
  if (prop === true) return AUTO_RELOAD_MS;
  if (typeof prop === 'number') return prop > 0 ? prop : null;
  return server ?? null;
}

/**
 * A server-driven list (spec 001 sections 2 "Generic staff list and edit screens", 3, 4 "List",
 * 5, 9): filters, sortable columns, row actions with the delete confirmation, pagination, export;
 * page, sort and filters live in the URL.
 */
export function DynamicList(props: DynamicListProps) {
  const { module, fixedFilters } = props;
  const navigate = useNavigate();
  const { view, change: setView, latest } = useListView(props.syncUrl !== false);
  const [serverReload, setServerReload] = useState<number | null>(null);
  const { data, loading, error, failedStatus, removeRow, reload } = useListData(
    `${module}/list`,
    Object.fromEntries(listQuery(view, fixedFilters)),
    reloadPeriod(props.autoReload, serverReload),
  );
  if (data && data.autoReload !== serverReload) setServerReload(data.autoReload);
  const [deleting, setDeleting] = useState<{ row: ListRow; action: ListAction } | null>(null);
  // The row's delete action names its address; the module's default otherwise.
  const removal = useEndpointMutation(engineApi.listDelete, { url: deleting?.action.url ?? `${module}/delete` });
  const [selected, setSelected] = useState<(number | string)[]>([]);
  const [rowBulk, setRowBulk] = useState<RowBulkRequest | null>(null);
  // The row a form just saved (its state, savedRow.ts): highlighted, and brought into view once shown.
  const savedRowId = savedRowIdOf(useLocation().state);
  const savedRowShown = Boolean(savedRowId && data?.rows.some((row) => String(row.id) === savedRowId));
  useEffect(() => {
    if (!savedRowShown || !savedRowId) return;
    const row = document.querySelector<HTMLElement>(`.${LIST_ROOT_CLASS} [data-row-key="${savedRowId.replace(/["\\]/g, '')}"]`);
    if (row && typeof row.scrollIntoView === 'function') row.scrollIntoView({ block: 'center' });
  }, [savedRowShown, savedRowId]);

  // A page past the last one (its last row deleted, an old link): the last page instead of an empty one.
  const lastPage = data && data.rows.length === 0 && data.pagination.currentPage === view.page ? Math.max(1, data.pagination.pageCount) : view.page;
  useEffect(() => {
    if (view.page > lastPage) setView((current) => ({ ...current, page: lastPage }));
  }, [view, lastPage, setView]);

  if (!data) {
    // Wrong role or not logged in: sent home (spec 001 section 6); a module the server does not declare: not found.
    if (failedStatus === 401 || failedStatus === 403) return <Navigate to="/" replace />;
    if (failedStatus === 404) return <Result status="404" title="Erreur : contenu non trouvé" />;
    if (error) return <Alert type="error" showIcon title={error} />;
    return <LoadingBlock label={LIST_TEXTS.loading} />;
  }

  const confirmDelete = async () => {
    if (!deleting) return;
    const id = deleting.row.id;
    const deleted = await removal.mutate({ id: String(id) });
    setDeleting(null);
    if (!deleted) return;
    removeRow(id);
    // Then the page as the server now has it: the next rows move up and the pager counts right.
    reload();
  };

  /** A cleared filter leaves the URL; the month/year filter sends the reset marker instead (spec 001 section 5). */
  const changeFilter = (filter: ListFilter, value: string) =>
    setView((current) => withFilter(current, filter.filter_alias, value, filter.filter_type === 'MonthYear'));
  const addRoute = props.addRoute ?? data.addUrl;
  const canAdd = (props.canAdd ?? Boolean(data.addUrl)) && Boolean(addRoute);
  const exportUrl = props.exportable !== false ? data.exportUrl : null;
  const bulkActions = data.bulkActions ?? [];
  /** A row's action that runs one of the list's bulk actions on that row ('Activer'); any other goes to the page. */
  const onAction = (action: ListAction, row: ListRow) => {
    const bulk = action.bulk ? bulkActions.find((candidate) => candidate.name === action.bulk) : undefined;
    if (bulk) return setRowBulk({ action: bulk, id: row.id, confirm: action.confirm ?? bulk.confirm.replace('{n}', '1') });
    props.onAction?.(action, row);
  };
  const expandedRow =
    props.subPanel ?? (data.subPanel ? (row: ListRow) => (data.subPanel ? <SubPanelList panel={data.subPanel} row={row} /> : null) : undefined);

  return (
    <div className={LIST_ROOT_CLASS}>
      <ListRowStyles />
      {props.showHeader !== false && data.header === false && (
        // The title line is not for this caller (spec 001: admin only on some lists): the page keeps its title for screen readers.
        <Typography.Title level={props.headingLevel ?? 2} className="cp-visually-hidden">
          {props.title ?? data.title}
        </Typography.Title>
      )}
      {props.showHeader !== false && data.header !== false && (
        <Flex wrap gap={16} align="center" justify="space-between" style={{ marginBottom: 16 }}>
          <Typography.Title level={props.headingLevel ?? 2} style={{ margin: 0 }}>
            {props.title ?? data.title}
          </Typography.Title>
          <Flex gap={8} wrap>
            {props.syncUrl !== false && <SavedViewsControl module={data.module} latestView={latest} onApply={(saved) => setView(saved)} />}
            <ColumnsChooser
              fields={data.fields.slice(1).filter((field) => field.tf_default !== false)}
              hidden={view.hidden}
              onChange={(hidden) => setView((current) => ({ ...current, hidden }))}
            />
            {exportUrl && <ExportButton urlOf={(format) => `${exportUrl}?${exportQuery(view, format, fixedFilters).toString()}`} />}
            {canAdd && addRoute && (
              <Button type="primary" icon={<PlusOutlined aria-hidden="true" />} onClick={() => void navigate(addRoute)}>
                {LIST_TEXTS.add}
              </Button>
            )}
          </Flex>
        </Flex>
      )}
      <ListFilters filters={data.filters} valueOf={(filter) => shownFilterValue(view, filter.filter_alias, filter.filter_value)} onChange={changeFilter} />
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      {removal.error && <Alert type="error" showIcon closable={{ onClose: removal.reset }} title={removal.error} style={{ marginBottom: 16 }} />}
      {bulkActions.length > 0 && (
        <BulkActionsBar
          actions={bulkActions}
          selected={selected}
          onDone={() => {
            setSelected([]);
            reload();
          }}
          rowRequest={rowBulk}
          onRowRequestClosed={() => setRowBulk(null)}
        />
      )}
      <ListTable
        data={data}
        hidden={view.hidden}
        selection={bulkActions.length > 0 ? { keys: selected, onChange: setSelected } : undefined}
        loading={loading}
        sort={{ field: view.sortField ?? data.sort.field, way: view.sortWay ?? data.sort.way }}
        onSort={(field) => {
          setView((current) => {
            const next = toggleSort({ field: current.sortField ?? data.sort.field, way: current.sortWay ?? data.sort.way }, field);
            return { ...current, page: 1, sortField: next.field, sortWay: next.way };
          });
        }}
        editRoute={props.editRoute}
        savedRowId={savedRowId}
        onDelete={(row, action) => setDeleting({ row, action })}
        onAction={onAction}
        expandedRow={expandedRow}
        expandLabel={data.subPanel?.title}
      />
      <ListPager
        page={data.pagination.currentPage}
        limit={data.pagination.pageLimit}
        total={data.pagination.total}
        sizes={props.pageSizes}
        onPage={(page) => setView((current) => ({ ...current, page }))}
        onLimit={(limit) => setView((current) => ({ ...current, page: 1, limit }))}
      />
      <DeleteConfirm open={deleting !== null} running={removal.pending} onConfirm={() => void confirmDelete()} onCancel={() => setDeleting(null)} />
    </div>
  );
}
