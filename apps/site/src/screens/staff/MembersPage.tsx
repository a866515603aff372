/**
 * `/staff/members` (staff, ADR 035): find a member by name, handle, e-mail or number, filtered by
 * role, type and whether blocked (`?q=&role=&type=&blocked=&sort=&page=`); each opens the member's
 * page (view, block, type, role).
 */
import type { StaffMember } from '@lightbearers/api-client';
import {
  formatThaiDate,
  ROLE_LABELS,
  ROLES,
  type Role,
  USER_TYPES,
  type UserType,
} from '@lightbearers/domain';
import { Avatar, Badge, Cluster, DataTable, type DataTableColumn, Link } from '@lightbearers/ui';
import { useNavigate } from 'react-router-dom';
import { calls } from '../../router/calls';
import { staffRead } from './access';
import { staffCopy } from './copy';
import { FilterSelect, ListPaging, SearchBox, useListNav } from './ListParts';
import { listQuery, STAFF_PAGE_SIZE, sortParam, tableSort } from './query';
import { StaffFrame } from './StaffFrame';
import type { StaffArgs } from './StaffScreen';

const text = staffCopy.members;

export async function loader({ site, url }: StaffArgs) {
  const query = listQuery(url, {
    sortable: ['id', 'name', 'createdAt'],
    filters: ['q', 'role', 'type', 'blocked'],
    allowed: (name, value) =>
      name === 'role'
        ? (ROLES as readonly string[]).includes(value)
        : name === 'type'
          ? (USER_TYPES as readonly string[]).includes(value)
          : name === 'blocked'
            ? value === 'true' || value === 'false'
            : true,
  });
  const { q, role, type, blocked } = query.filters;
  const read = await staffRead(site, 'staff', async () => {
    const { listStaffMembers } = await calls();
    return listStaffMembers(site.api, {
      page: query.page,
      pageSize: STAFF_PAGE_SIZE,
      sort: query.sort,
      ...(q ? { q } : {}),
      ...(role ? { role: role as Role } : {}),
      ...(type ? { type: type as UserType } : {}),
      ...(blocked ? { blocked: blocked === 'true' } : {}),
    });
  });
  return { ...read, query };
}

type Data = Awaited<ReturnType<typeof loader>>;

const columns: DataTableColumn<StaffMember>[] = [
  {
    id: 'name',
    header: text.columns.name,
    cell: (m) => (
      <Cluster gap="2" align="center" wrap={false}>
        <Avatar name={m.name} src={m.picture} size="xs" decorative />
        <Link href={`/staff/members/${m.id}`}>{m.name}</Link>
      </Cluster>
    ),
    sortable: true,
  },
  { id: 'at', header: text.columns.at, cell: (m) => (m.at ? `@${m.at}` : staffCopy.common.none) },
  { id: 'email', header: text.columns.email, cell: (m) => m.email ?? staffCopy.common.none },
  { id: 'type', header: text.columns.type, cell: (m) => text.types[m.type] ?? m.type },
  { id: 'role', header: text.columns.role, cell: (m) => ROLE_LABELS[m.role] },
  {
    id: 'state',
    header: text.columns.state,
    cell: (m) => (
      <Badge tone={m.blockedAt ? 'danger' : 'success'} size="sm">
        {m.blockedAt ? text.blocked : text.active}
      </Badge>
    ),
  },
  {
    id: 'createdAt',
    header: text.columns.joined,
    cell: (m) => formatThaiDate(m.createdAt),
    sortable: true,
    firstDirection: 'descending',
  },
];

export default function MembersPage({ data, title }: { data: Data; title: string }) {
  const { go } = useListNav();
  const navigate = useNavigate();
  const { filters } = data.query;
  return (
    <StaffFrame role={data.role} section="members" screen="staff-members" title={title}>
      <DataTable<StaffMember>
        caption={text.caption}
        columns={columns}
        rows={data.value?.items ?? []}
        rowId={(m) => String(m.id)}
        rowLabel={(m) => m.name}
        sort={tableSort(data.query.sort)}
        onSortChange={(sort) => void go({ sort: sortParam(sort) })}
        rowActions={(m) => [
          { label: staffCopy.member.details, onSelect: () => void navigate(`/staff/members/${m.id}`) },
        ]}
        error={data.error === null ? undefined : data.error || staffCopy.common.failed}
      >
        <DataTable.Toolbar>
          <SearchBox value={filters.q} placeholder={text.searchPlaceholder} />
          <FilterSelect
            name="role"
            label={text.role}
            value={filters.role}
            options={[
              { value: '', label: text.anyRole },
              ...ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] })),
            ]}
          />
          <FilterSelect
            name="type"
            label={text.type}
            value={filters.type}
            options={[
              { value: '', label: text.anyType },
              ...USER_TYPES.map((t) => ({ value: t, label: text.types[t] ?? t })),
            ]}
          />
          <FilterSelect
            name="blocked"
            label={text.blockedFilter}
            value={filters.blocked}
            options={[
              { value: '', label: text.anyBlocked },
              { value: 'true', label: text.blocked },
              { value: 'false', label: text.active },
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
    </StaffFrame>
  );
}
