/**
 * `/staff/notices` (staff, ADR 035): the notices, newest first, filtered by state and searched by
 * topic (`?state=&q=&sort=&page=` read by the loader); each can be edited, published now,
 * unpublished, deleted (a confirm step) and restored.
 */
import type { StaffNotice } from '@lightbearers/api-client';
import { NOTICE_STATES, type NoticeState } from '@lightbearers/domain';
import {
  Badge,
  type BadgeTone,
  DataTable,
  type DataTableColumn,
  type DataTableRowAction,
  Link,
  th,
} from '@lightbearers/ui';
import { useNavigate } from 'react-router-dom';
import { calls } from '../../router/calls';
import { staffRead } from './access';
import { softDeleteRowActions, useStaffAction } from './actions';
import { staffCopy } from './copy';
import { FilterSelect, ListPaging, SearchBox, useListNav } from './ListParts';
import { thaiMoment } from './present';
import { listQuery, STAFF_PAGE_SIZE, sortParam, tableSort } from './query';
import { StaffFrame } from './StaffFrame';
import type { StaffArgs } from './StaffScreen';
import { useConfirm } from './useConfirm';

const text = staffCopy.notices;

export async function loader({ site, url }: StaffArgs) {
  const query = listQuery(url, {
    sortable: ['id', 'topic', 'publishedAt', 'updatedAt'],
    filters: ['state', 'q'],
    allowed: (name, value) => name !== 'state' || (NOTICE_STATES as readonly string[]).includes(value),
  });
  const read = await staffRead(site, 'staff', async () => {
    const { listStaffNotices } = await calls();
    return listStaffNotices(site.api, {
      page: query.page,
      pageSize: STAFF_PAGE_SIZE,
      sort: query.sort,
      state: (query.filters.state || undefined) as NoticeState | undefined,
      q: query.filters.q || undefined,
    });
  });
  return { ...read, query };
}

type Data = Awaited<ReturnType<typeof loader>>;

const STATE_TONES: Record<NoticeState, BadgeTone> = {
  draft: 'neutral',
  scheduled: 'info',
  published: 'success',
  deleted: 'danger',
};

const columns: DataTableColumn<StaffNotice>[] = [
  {
    id: 'topic',
    header: text.columns.topic,
    cell: (n) => <Link href={`/staff/notices/${n.id}`}>{n.topic}</Link>,
    sortable: true,
  },
  { id: 'icon', header: text.columns.icon, cell: (n) => th.notice.icons[n.icon] },
  {
    id: 'state',
    header: text.columns.state,
    cell: (n) => (
      <Badge tone={STATE_TONES[n.state]} size="sm">
        {text.states[n.state]}
      </Badge>
    ),
  },
  {
    id: 'publishedAt',
    header: text.columns.publishedAt,
    cell: (n) => thaiMoment(n.publishedAt),
    sortable: true,
    firstDirection: 'descending',
  },
  {
    id: 'updatedAt',
    header: text.columns.updatedAt,
    cell: (n) => thaiMoment(n.updatedAt),
    sortable: true,
    firstDirection: 'descending',
  },
];

export default function NoticesPage({ data, title }: { data: Data; title: string }) {
  const action = useStaffAction();
  const { flash, run } = action;
  const confirm = useConfirm();
  const { go } = useListNav();
  const navigate = useNavigate();
  const { filters } = data.query;

  const publish = (n: StaffNotice) =>
    run(`publish-${n.id}`, (api, client) => api.publishNotice(client, n.id), {
      done: () => text.published(n.topic),
    });
  const softDelete = softDeleteRowActions(action, confirm.ask, {
    words: text,
    remove: 'deleteNotice',
    restore: 'restoreNotice',
  });
  const rowActions = (n: StaffNotice): DataTableRowAction[] =>
    softDelete({ id: n.id, name: n.topic, deleted: n.state === 'deleted' }, [
      { label: staffCopy.common.edit, onSelect: () => void navigate(`/staff/notices/${n.id}`) },
      ...(n.state === 'published' ? [] : [{ label: text.publishNow, onSelect: () => void publish(n) }]),
      ...(n.state === 'draft'
        ? []
        : [
            {
              label: text.unpublish,
              tone: 'danger' as const,
              onSelect: () =>
                confirm.ask({
                  title: text.unpublishTitle,
                  message: text.unpublishMessage,
                  confirmLabel: text.unpublish,
                  run: () =>
                    run(`unpublish-${n.id}`, (api, client) => api.unpublishNotice(client, n.id), {
                      done: () => text.unpublished(n.topic),
                      quiet: true,
                    }),
                }),
            },
          ]),
    ]);

  return (
    <StaffFrame
      role={data.role}
      section="notices"
      screen="staff-notices"
      title={title}
      flash={flash}
      actions={
        <Link href="/staff/notices/new" variant="standalone">
          {text.create}
        </Link>
      }
    >
      <DataTable<StaffNotice>
        caption={text.caption}
        columns={columns}
        rows={data.value?.items ?? []}
        rowId={(n) => String(n.id)}
        rowLabel={(n) => n.topic}
        sort={tableSort(data.query.sort)}
        onSortChange={(sort) => void go({ sort: sortParam(sort) })}
        rowActions={rowActions}
        error={data.error === null ? undefined : data.error || staffCopy.common.failed}
      >
        <DataTable.Toolbar>
          <SearchBox value={filters.q} placeholder={text.searchPlaceholder} />
          <FilterSelect
            name="state"
            label={text.stateFilter}
            value={filters.state}
            options={[
              { value: '', label: text.anyState },
              ...(['draft', 'scheduled', 'published', 'deleted'] as const).map((s) => ({
                value: s,
                label: text.states[s],
              })),
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
