/**
 * `/staff/audit` (admin, ADR 035): every staff action, newest first — who, what, to which thing,
 * when, the reason, and the fields it changed before and after — filtered by the kind of action,
 * the member who acted, the thing, and the days (`?action=&actor=&entity=&entityId=&from=&to=&page=`).
 * Read only: nobody edits or deletes an entry, here or through the service.
 */
import { isIsoDay, parsePageParam } from '@lightbearers/domain';
import { AuditLogList, Button, Cluster, DateInput, Link, Select, TextField, vars } from '@lightbearers/ui';
import { type FormEvent, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { calls } from '../../router/calls';
import { staffRead } from './access';
import { auditCopy, staffCopy } from './copy';
import { ListPaging } from './ListParts';
import { auditItem } from './present';
import { listQuery, STAFF_PAGE_SIZE, withQuery } from './query';
import { StaffFrame } from './StaffFrame';
import { type StaffArgs, StaffPanel } from './StaffScreen';

const text = staffCopy.audit;
const ENTITIES = Object.keys(auditCopy.entities) as (keyof typeof auditCopy.entities)[];

export async function loader({ site, url }: StaffArgs) {
  const query = listQuery(url, {
    filters: ['action', 'actor', 'entity', 'entityId', 'from', 'to'],
    allowed: (name, value) =>
      name === 'actor'
        ? parsePageParam(value) !== null
        : name === 'from' || name === 'to'
          ? isIsoDay(value)
          : name === 'entity'
            ? (ENTITIES as readonly string[]).includes(value)
            : /^[\w.-]{1,60}$/.test(value),
  });
  const f = query.filters;
  const read = await staffRead(site, 'admin', async () => {
    const { listAudit, getStaffMember } = await calls();
    const page = await listAudit(site.api, {
      page: query.page,
      pageSize: STAFF_PAGE_SIZE,
      ...(f.action ? { action: f.action } : {}),
      ...(f.actor ? { actor: Number(f.actor) } : {}),
      ...(f.entity ? { entity: f.entity } : {}),
      ...(f.entityId ? { entityId: f.entityId } : {}),
      ...(f.from ? { from: f.from } : {}),
      ...(f.to ? { to: f.to } : {}),
    });
    // The members who acted on this page, by name (a member since gone keeps their number).
    const ids = [...new Set(page.items.flatMap((e) => (e.actorId === null ? [] : [e.actorId])))];
    const named = await Promise.all(
      ids.map((id) =>
        getStaffMember(site.api, id).then(
          (m) => [id, m.name] as const,
          () => null,
        ),
      ),
    );
    return { page, actors: Object.fromEntries(named.filter((n) => n !== null)) as Record<number, string> };
  });
  return { ...read, query };
}

type Data = Awaited<ReturnType<typeof loader>>;

const Filters = styled.form`
  display: grid;
  gap: ${vars.space[3]};
  align-items: end;
  grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr));
`;

function AuditFilters({ filters }: { filters: Data['query']['filters'] }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [draft, setDraft] = useState(filters);
  const set = (name: keyof typeof draft) => (value: string) => setDraft((d) => ({ ...d, [name]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(withQuery(pathname, '', { ...draft }));
  };
  return (
    <StaffPanel as="section" data-padding="md" aria-label={text.apply}>
      <Filters onSubmit={submit}>
        <Select
          label={text.family}
          value={draft.action}
          options={[
            { value: '', label: text.anyFamily },
            ...ENTITIES.map((e) => ({ value: `${e}.`, label: auditCopy.entities[e] })),
          ]}
          onChange={(e) => set('action')(e.target.value)}
        />
        <Select
          label={text.entity}
          value={draft.entity}
          options={[
            { value: '', label: text.anyEntity },
            ...ENTITIES.map((e) => ({ value: e, label: auditCopy.entities[e] })),
          ]}
          onChange={(e) => set('entity')(e.target.value)}
        />
        <TextField
          label={text.entityId}
          inputMode="numeric"
          value={draft.entityId}
          onChange={(e) => set('entityId')(e.target.value.trim())}
        />
        <TextField
          label={text.actor}
          inputMode="numeric"
          value={draft.actor}
          onChange={(e) => set('actor')(e.target.value.trim())}
        />
        <DateInput label={text.from} value={draft.from} onChange={(e) => set('from')(e.target.value)} />
        <DateInput
          label={text.to}
          value={draft.to}
          min={draft.from || undefined}
          onChange={(e) => set('to')(e.target.value)}
        />
        <Cluster gap="3">
          <Button type="submit">{text.apply}</Button>
          <Link href={pathname}>{text.clear}</Link>
        </Cluster>
      </Filters>
    </StaffPanel>
  );
}

export default function AuditPage({ data, title }: { data: Data; title: string }) {
  const value = data.value;
  const filtered = Object.values(data.query.filters).some(Boolean);
  return (
    <StaffFrame
      role={data.role}
      section="audit"
      screen="staff-audit"
      title={title}
      lead={text.lead}
      flash={data.error === null ? null : { tone: 'danger', text: data.error || staffCopy.common.failed }}
    >
      <AuditFilters filters={data.query.filters} />
      {value ? (
        <>
          <AuditLogList
            entries={value.page.items.map((e) => auditItem(e, value.actors))}
            {...(filtered ? { emptyText: text.empty } : {})}
          />
          {value.page.total ? (
            <Cluster gap="4" justify="between" align="center">
              <ListPaging page={value.page} />
            </Cluster>
          ) : null}
        </>
      ) : null}
    </StaffFrame>
  );
}
