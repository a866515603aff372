/**
 * `/staff/moderation` (staff, ADR 023 and 035): posts, comments and replies from one place
 * (`?kind=post|comment|reply&hidden=&member=&page=`). Hiding asks for the reason, which the audit
 * log and the list keep; members no longer see what is hidden (a hidden comment takes its replies
 * with it); showing it again is one step.
 */
import type { ModerationItem, ModerationKind } from '@lightbearers/api-client';
import { checkReason, formatThaiDateTime, parsePageParam, takeGraphemes } from '@lightbearers/domain';
import {
  Alert,
  Badge,
  Button,
  DataTable,
  type DataTableColumn,
  type DataTableRowAction,
  Dialog,
  Link,
  Tabs,
  TextArea,
} from '@lightbearers/ui';
import { useState } from 'react';
import { calls } from '../../router/calls';
import { RouterAnchor } from '../../router/RouterAnchor';
import { staffRead } from './access';
import { useStaffAction } from './actions';
import { staffCopy } from './copy';
import { FilterSelect, ListPaging } from './ListParts';
import { listQuery, STAFF_PAGE_SIZE, withQuery } from './query';
import { StaffFrame } from './StaffFrame';
import type { StaffArgs } from './StaffScreen';

const text = staffCopy.moderation;
const KINDS = ['post', 'comment', 'reply'] as const satisfies readonly ModerationKind[];

export async function loader({ site, url }: StaffArgs) {
  const query = listQuery(url, {
    filters: ['kind', 'hidden', 'member'],
    allowed: (name, value) =>
      name === 'kind'
        ? (KINDS as readonly string[]).includes(value)
        : name === 'hidden'
          ? value === 'true' || value === 'false'
          : parsePageParam(value) !== null,
  });
  const kind = (query.filters.kind || 'post') as ModerationKind;
  const read = await staffRead(site, 'staff', async () => {
    const { listModeration } = await calls();
    return listModeration(site.api, kind, {
      page: query.page,
      pageSize: STAFF_PAGE_SIZE,
      ...(query.filters.hidden ? { hidden: query.filters.hidden === 'true' } : {}),
      ...(query.filters.member ? { member: Number(query.filters.member) } : {}),
    });
  });
  return { ...read, query, kind };
}

type Data = Awaited<ReturnType<typeof loader>>;

/** Long texts cut for the list (whole graphemes, never a Thai mark alone). */
const excerpt = (des: string) => {
  const cut = takeGraphemes(des, 140);
  return cut.length < des.length ? `${cut}…` : des || text.noText;
};

function HideDialog({
  item,
  kind,
  action,
  onClose,
}: {
  item: ModerationItem;
  kind: ModerationKind;
  action: ReturnType<typeof useStaffAction>;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const hide = async () => {
    const checked = checkReason(reason);
    if (!checked.ok) {
      setError(checked.errors.reason ?? null);
      return;
    }
    const result = await action.run(
      'hide',
      (api, client) => api.hideContent(client, kind, item.id, checked.value),
      {
        done: () => text.hidden,
        quiet: true,
      },
    );
    if (result.ok) onClose();
    else setError(result.error);
  };
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? null : onClose())}>
      <Dialog.Content title={text.hideTitle(text.kinds[kind])} description={text.hideLead} size="sm">
        <Dialog.Body>
          <TextArea
            id="moderation-reason"
            label={text.reason}
            required
            rows={3}
            value={reason}
            error={error ?? undefined}
            onChange={(e) => setReason(e.target.value)}
          />
        </Dialog.Body>
        <Dialog.Footer>
          <Dialog.Close>
            <Button variant="secondary">{staffCopy.common.cancel}</Button>
          </Dialog.Close>
          <Button variant="danger" loading={action.busy === 'hide'} onClick={() => void hide()}>
            {text.hide}
          </Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}

export default function ModerationPage({ data, title }: { data: Data; title: string }) {
  const action = useStaffAction();
  const [hiding, setHiding] = useState<ModerationItem | null>(null);
  const { kind } = data;
  const { filters } = data.query;

  const columns: DataTableColumn<ModerationItem>[] = [
    {
      id: 'content',
      header: text.columns.content,
      cell: (m) => (kind === 'post' ? <Link href={`/p/${m.id}`}>{excerpt(m.des)}</Link> : excerpt(m.des)),
    },
    {
      id: 'author',
      header: text.columns.author,
      cell: (m) =>
        m.userId ? (
          <Link href={`/staff/members/${m.userId}`}>{staffCopy.common.member(m.userId)}</Link>
        ) : (
          staffCopy.common.none
        ),
    },
    { id: 'at', header: text.columns.at, cell: (m) => formatThaiDateTime(m.createdAt) },
    {
      id: 'state',
      header: text.columns.state,
      cell: (m) =>
        m.hidden ? (
          <Badge tone="danger" size="sm">
            {text.hiddenBecause(m.moderationReason ?? '')}
          </Badge>
        ) : (
          <Badge tone="success" size="sm">
            {text.visible}
          </Badge>
        ),
    },
  ];

  const rowActions = (m: ModerationItem): DataTableRowAction[] =>
    m.hidden
      ? [
          {
            label: text.show,
            onSelect: () =>
              void action.run('show', (api, client) => api.restoreContent(client, kind, m.id), {
                done: () => text.shown,
              }),
          },
        ]
      : [{ label: text.hide, tone: 'danger', onSelect: () => setHiding(m) }];

  const kindHref = (k: ModerationKind) =>
    withQuery('/staff/moderation', filters.member ? `member=${filters.member}` : '', {
      kind: k === 'post' ? null : k,
    });

  return (
    <StaffFrame
      role={data.role}
      section="moderation"
      screen="staff-moderation"
      title={title}
      flash={action.flash}
    >
      <Tabs
        aria-label={text.kindsLabel}
        value={kind}
        linkAs={RouterAnchor}
        items={KINDS.map((k) => ({ value: k, label: text.kinds[k], href: kindHref(k) }))}
      />
      {filters.member ? (
        <Alert
          tone="info"
          action={
            <Link
              href={withQuery('/staff/moderation', filters.kind ? `kind=${filters.kind}` : '', {
                member: null,
              })}
            >
              {text.clearMember}
            </Link>
          }
        >
          {text.memberFilter(filters.member)}
        </Alert>
      ) : null}
      <DataTable<ModerationItem>
        caption={text.caption(text.kinds[kind])}
        columns={columns}
        rows={data.value?.items ?? []}
        rowId={(m) => String(m.id)}
        rowLabel={(m) => `${text.kinds[kind]} #${m.id}`}
        rowActions={rowActions}
        error={data.error === null ? undefined : data.error || staffCopy.common.failed}
      >
        <DataTable.Toolbar>
          <FilterSelect
            name="hidden"
            label={text.stateFilter}
            value={filters.hidden}
            options={[
              { value: '', label: text.anyState },
              { value: 'false', label: text.visible },
              { value: 'true', label: text.hiddenState },
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
      {hiding ? (
        <HideDialog item={hiding} kind={kind} action={action} onClose={() => setHiding(null)} />
      ) : null}
    </StaffFrame>
  );
}
