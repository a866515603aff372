/**
 * `/staff/badges` (admin, ADR 035): the badges with their picture and how many members hold them
 * (`?state=deleted&q=&sort=&page=`); each opens its page (edit, award, revoke), is deleted (a
 * confirm step) or restored.
 */
import type { StaffBadge } from '@lightbearers/api-client';
import { formatCount } from '@lightbearers/domain';
import {
  Avatar,
  Badge,
  DataTable,
  type DataTableColumn,
  type DataTableRowAction,
  Link,
} from '@lightbearers/ui';
import { useNavigate } from 'react-router-dom';
import { calls } from '../../router/calls';
import { staffRead } from './access';
import { softDeleteRowActions, useStaffAction } from './actions';
import { staffCopy } from './copy';
import { FilterSelect, ListPaging, SearchBox, useListNav } from './ListParts';
import { listQuery, STAFF_PAGE_SIZE, sortParam, tableSort } from './query';
import { StaffFrame } from './StaffFrame';
import type { StaffArgs } from './StaffScreen';
import { useConfirm } from './useConfirm';

const text = staffCopy.badges;

export async function loader({ site, url }: StaffArgs) {
  const query = listQuery(url, {
    sortable: ['id', 'name'],
    filters: ['state', 'q'],
    allowed: (name, value) => name !== 'state' || value === 'deleted',
  });
  const read = await staffRead(site, 'admin', async () => {
    const { listStaffBadges } = await calls();
    return listStaffBadges(site.api, {
      page: query.page,
      pageSize: STAFF_PAGE_SIZE,
      sort: query.sort,
      ...(query.filters.state === 'deleted' ? { deleted: true } : {}),
      ...(query.filters.q ? { q: query.filters.q } : {}),
    });
  });
  return { ...read, query };
}

type Data = Awaited<ReturnType<typeof loader>>;

const columns: DataTableColumn<StaffBadge>[] = [
  {
    id: 'name',
    header: text.columns.name,
    cell: (b) => <Link href={`/staff/badges/${b.id}`}>{b.name}</Link>,
    sortable: true,
  },
  {
    id: 'picture',
    header: text.columns.picture,
    cell: (b) => <Avatar name={b.name} src={b.photo?.url ?? null} size="sm" />,
  },
  { id: 'holders', header: text.columns.holders, cell: (b) => formatCount(b.holders), align: 'end' },
  {
    id: 'state',
    header: text.columns.state,
    cell: (b) => (
      <Badge tone={b.deletedAt ? 'danger' : 'success'} size="sm">
        {b.deletedAt ? staffCopy.common.deleted : text.active}
      </Badge>
    ),
  },
];

export default function BadgesPage({ data, title }: { data: Data; title: string }) {
  const action = useStaffAction();
  const confirm = useConfirm();
  const { go } = useListNav();
  const navigate = useNavigate();

  const softDelete = softDeleteRowActions(action, confirm.ask, {
    words: text,
    remove: 'deleteBadge',
    restore: 'restoreBadge',
  });
  const rowActions = (b: StaffBadge): DataTableRowAction[] =>
    softDelete({ id: b.id, name: b.name, deleted: Boolean(b.deletedAt) }, [
      { label: text.award, onSelect: () => void navigate(`/staff/badges/${b.id}`) },
    ]);

  return (
    <StaffFrame
      role={data.role}
      section="badges"
      screen="staff-badges"
      title={title}
      flash={action.flash}
      actions={
        <Link href="/staff/badges/new" variant="standalone">
          {text.create}
        </Link>
      }
    >
      <DataTable<StaffBadge>
        caption={text.caption}
        columns={columns}
        rows={data.value?.items ?? []}
        rowId={(b) => String(b.id)}
        rowLabel={(b) => b.name}
        sort={tableSort(data.query.sort)}
        onSortChange={(sort) => void go({ sort: sortParam(sort) })}
        rowActions={rowActions}
        error={data.error === null ? undefined : data.error || staffCopy.common.failed}
      >
        <DataTable.Toolbar>
          <SearchBox value={data.query.filters.q} placeholder={text.searchPlaceholder} />
          <FilterSelect
            name="state"
            label={text.stateFilter}
            value={data.query.filters.state}
            options={[
              { value: '', label: text.active },
              { value: 'deleted', label: staffCopy.common.deleted },
            ]}
          />
        </DataTable.Toolbar>
        <DataTable.Empty>{text.empty}</DataTable.Empty>
        {data.value?.total ? (
          <DataTable.Footer>
            <ListPaging page={data.value} />
          </DataTable.Footer>
        ) : null}
      </DataTable>
      {confirm.dialog}
    </StaffFrame>
  );
}
