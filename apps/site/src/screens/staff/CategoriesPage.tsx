/**
 * `/staff/categories` (admin, ADR 035): the post categories in their order, with how many posts
 * each holds (`?state=visible|hidden|deleted&q=`). A category moves up or down, hides (members no
 * longer see it or post into it) and shows again; one with posts cannot be deleted — the service
 * refuses, and the confirm step says so — only hidden; a deleted one can be restored.
 */
import type { StaffCategory } from '@lightbearers/api-client';
import { formatCount } from '@lightbearers/domain';
import { Badge, DataTable, type DataTableColumn, type DataTableRowAction, Link } from '@lightbearers/ui';
import { useNavigate } from 'react-router-dom';
import { calls } from '../../router/calls';
import { staffRead } from './access';
import { softDeleteRowActions, useStaffAction } from './actions';
import { staffCopy } from './copy';
import { FilterSelect, ListPaging, SearchBox, useListNav } from './ListParts';
import { listQuery, sortParam, tableSort } from './query';
import { StaffFrame } from './StaffFrame';
import type { StaffArgs } from './StaffScreen';
import { useConfirm } from './useConfirm';

const text = staffCopy.categories;
const STATES = ['visible', 'hidden', 'deleted'] as const;
type State = (typeof STATES)[number];

export async function loader({ site, url }: StaffArgs) {
  const query = listQuery(url, {
    sortable: ['id', 'name', 'order'],
    filters: ['state', 'q'],
    allowed: (name, value) => name !== 'state' || (STATES as readonly string[]).includes(value),
  });
  const read = await staffRead(site, 'admin', async () => {
    const { listStaffCategories } = await calls();
    // Every category on one page: ordering needs its neighbours.
    return listStaffCategories(site.api, {
      page: query.page,
      pageSize: 100,
      sort: query.sort ?? 'order',
      ...(query.filters.state ? { state: query.filters.state as State } : {}),
      ...(query.filters.q ? { q: query.filters.q } : {}),
    });
  });
  return { ...read, query };
}

type Data = Awaited<ReturnType<typeof loader>>;

const stateOf = (c: StaffCategory): State => (c.deletedAt ? 'deleted' : c.hidden ? 'hidden' : 'visible');
const TONES = { visible: 'success', hidden: 'neutral', deleted: 'danger' } as const;

const columns: DataTableColumn<StaffCategory>[] = [
  {
    id: 'name',
    header: text.columns.name,
    cell: (c) => <Link href={`/staff/categories/${c.id}`}>{c.name}</Link>,
    sortable: true,
  },
  {
    id: 'order',
    header: text.columns.order,
    cell: (c) => formatCount(c.order),
    sortable: true,
    align: 'end',
  },
  { id: 'posts', header: text.columns.posts, cell: (c) => formatCount(c.posts), align: 'end' },
  {
    id: 'state',
    header: text.columns.state,
    cell: (c) => (
      <Badge tone={TONES[stateOf(c)]} size="sm">
        {text.states[stateOf(c)]}
      </Badge>
    ),
  },
];

/** The orders that put `rows[index]` one place up or down: every category numbered 1, 2, 3 … */
export function reorder(rows: readonly StaffCategory[], index: number, by: -1 | 1) {
  const list = [...rows];
  const [moved] = list.splice(index, 1);
  if (!moved) return [];
  list.splice(index + by, 0, moved);
  return list.flatMap((c, i) => (c.order === i + 1 ? [] : [{ id: c.id, order: i + 1 }]));
}

export default function CategoriesPage({ data, title }: { data: Data; title: string }) {
  const action = useStaffAction();
  const { flash, run } = action;
  const confirm = useConfirm();
  const { go } = useListNav();
  const navigate = useNavigate();
  const rows = data.value?.items ?? [];
  // Moving needs the list in its own order, every neighbour on screen.
  const canMove = (data.query.sort ?? 'order') === 'order' && !data.query.filters.q;

  const move = (index: number, by: -1 | 1) =>
    run(
      'move',
      async (api, client) => {
        for (const change of reorder(rows, index, by))
          await api.updateCategory(client, change.id, { order: change.order });
      },
      { done: () => text.moved },
    );

  const softDelete = softDeleteRowActions(action, confirm.ask, {
    words: text,
    remove: 'deleteCategory',
    restore: 'restoreCategory',
  });
  const rowActions = (c: StaffCategory, index: number): DataTableRowAction[] =>
    softDelete({ id: c.id, name: c.name, deleted: Boolean(c.deletedAt) }, [
      { label: staffCopy.common.edit, onSelect: () => void navigate(`/staff/categories/${c.id}`) },
      ...(canMove
        ? [
            { label: text.moveUp, disabled: index === 0, onSelect: () => void move(index, -1) },
            {
              label: text.moveDown,
              disabled: index === rows.length - 1,
              onSelect: () => void move(index, 1),
            },
          ]
        : []),
      c.hidden
        ? {
            label: text.show,
            onSelect: () =>
              void run('show', (api, client) => api.updateCategory(client, c.id, { hidden: false }), {
                done: () => text.shown(c.name),
              }),
          }
        : {
            label: text.hide,
            onSelect: () =>
              void run('hide', (api, client) => api.updateCategory(client, c.id, { hidden: true }), {
                done: () => text.hidden(c.name),
              }),
          },
    ]);

  return (
    <StaffFrame
      role={data.role}
      section="categories"
      screen="staff-categories"
      title={title}
      flash={flash}
      actions={
        <Link href="/staff/categories/new" variant="standalone">
          {text.create}
        </Link>
      }
    >
      <DataTable<StaffCategory>
        caption={text.caption}
        columns={columns}
        rows={rows}
        rowId={(c) => String(c.id)}
        rowLabel={(c) => c.name}
        sort={tableSort(data.query.sort ?? 'order')}
        onSortChange={(sort) => void go({ sort: sortParam(sort) })}
        rowActions={(c) => rowActions(c, rows.indexOf(c))}
        error={data.error === null ? undefined : data.error || staffCopy.common.failed}
      >
        <DataTable.Toolbar>
          <SearchBox value={data.query.filters.q} placeholder={text.searchPlaceholder} />
          <FilterSelect
            name="state"
            label={text.stateFilter}
            value={data.query.filters.state}
            options={[
              { value: '', label: text.anyState },
              ...STATES.map((s) => ({ value: s, label: text.states[s] })),
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
