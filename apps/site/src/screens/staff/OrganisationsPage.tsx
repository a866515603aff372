/**
 * `/staff/organisations` (admin, ADR 035): the organisation units members choose in `/orgsub` and
 * `/sharer`, by level-1 group (`?org1=&q=&state=deleted&page=`). One unit is added with the small
 * form above the list; many come from a CSV file (`/staff/organisations/import`). A unit is deleted
 * (a confirm step) or restored.
 */
import type { OrgUnitRecord } from '@lightbearers/api-client';
import { checkOrgUnit, ORGANISATION_LEVEL1 } from '@lightbearers/domain';
import {
  Badge,
  Button,
  Cluster,
  DataTable,
  type DataTableColumn,
  type DataTableRowAction,
  Heading,
  Link,
  Select,
  TextField,
  vars,
} from '@lightbearers/ui';
import { type FormEvent, useId, useState } from 'react';
import styled from 'styled-components';
import { calls } from '../../router/calls';
import { staffRead } from './access';
import { softDeleteRowActions, useStaffAction } from './actions';
import { staffCopy } from './copy';
import { FilterSelect, ListPaging, SearchBox } from './ListParts';
import { listQuery, STAFF_PAGE_SIZE } from './query';
import { StaffFrame } from './StaffFrame';
import { type StaffArgs, StaffPanel } from './StaffScreen';
import { useConfirm } from './useConfirm';

const text = staffCopy.organisations;

export async function loader({ site, url }: StaffArgs) {
  const query = listQuery(url, {
    filters: ['org1', 'q', 'state'],
    allowed: (name, value) =>
      name === 'org1'
        ? (ORGANISATION_LEVEL1 as readonly string[]).includes(value)
        : name !== 'state' || value === 'deleted',
  });
  const read = await staffRead(site, 'admin', async () => {
    const { listOrgUnits } = await calls();
    return listOrgUnits(site.api, {
      page: query.page,
      pageSize: STAFF_PAGE_SIZE,
      ...(query.filters.org1 ? { org1: query.filters.org1 } : {}),
      ...(query.filters.q ? { q: query.filters.q } : {}),
      ...(query.filters.state === 'deleted' ? { deleted: true } : {}),
    });
  });
  return { ...read, query };
}

type Data = Awaited<ReturnType<typeof loader>>;

const columns: DataTableColumn<OrgUnitRecord>[] = [
  { id: 'org2', header: text.columns.org2, cell: (o) => o.org2 },
  { id: 'org1', header: text.columns.org1, cell: (o) => o.org1 },
  {
    id: 'state',
    header: text.columns.state,
    cell: (o) => (
      <Badge tone={o.deletedAt ? 'danger' : 'success'} size="sm">
        {o.deletedAt ? staffCopy.common.deleted : text.active}
      </Badge>
    ),
  },
];

const AddRow = styled.form`
  display: grid;
  gap: ${vars.space[3]};
  align-items: end;
  @media (min-width: 40rem) { grid-template-columns: minmax(0, 12rem) minmax(0, 1fr) auto; }
`;

function AddUnit({ action }: { action: ReturnType<typeof useStaffAction> }) {
  const headingId = useId();
  const [org1, setOrg1] = useState('');
  const [org2, setOrg2] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkOrgUnit({ org1, org2 });
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    const result = await action.run('add', (api, client) => api.createOrgUnit(client, checked.value), {
      done: (unit) => text.added(`${unit.org1} · ${unit.org2}`),
    });
    if (result.ok) setOrg2('');
  };
  return (
    <StaffPanel as="section" aria-labelledby={headingId}>
      <Heading as="h2" size="sm" id={headingId}>
        {text.addTitle}
      </Heading>
      <AddRow onSubmit={(e) => void submit(e)} noValidate>
        <Select
          label={text.org1}
          placeholder={text.pickOrg1}
          value={org1}
          error={errors.org1}
          options={ORGANISATION_LEVEL1.map((o) => ({ value: o, label: o }))}
          onChange={(e) => setOrg1(e.target.value)}
        />
        <TextField
          label={text.org2}
          value={org2}
          error={errors.org2}
          onChange={(e) => setOrg2(e.target.value)}
        />
        <Button type="submit" loading={action.busy === 'add'}>
          {text.add}
        </Button>
      </AddRow>
    </StaffPanel>
  );
}

export default function OrganisationsPage({ data, title }: { data: Data; title: string }) {
  const action = useStaffAction();
  const { flash } = action;
  const confirm = useConfirm();
  const { filters } = data.query;

  const softDelete = softDeleteRowActions(action, confirm.ask, {
    words: text,
    remove: 'deleteOrgUnit',
    restore: 'restoreOrgUnit',
  });
  const rowActions = (o: OrgUnitRecord): DataTableRowAction[] =>
    softDelete({ id: o.id, name: o.org2, deleted: Boolean(o.deletedAt) });

  return (
    <StaffFrame
      role={data.role}
      section="organisations"
      screen="staff-organisations"
      title={title}
      flash={flash}
      actions={
        <Cluster gap="3">
          <Link href="/staff/organisations/import" variant="standalone">
            {text.import}
          </Link>
        </Cluster>
      }
    >
      <AddUnit action={action} />
      <DataTable<OrgUnitRecord>
        caption={text.caption}
        columns={columns}
        rows={data.value?.items ?? []}
        rowId={(o) => String(o.id)}
        rowLabel={(o) => `${o.org1} · ${o.org2}`}
        rowActions={rowActions}
        error={data.error === null ? undefined : data.error || staffCopy.common.failed}
      >
        <DataTable.Toolbar>
          <SearchBox value={filters.q} placeholder={text.searchPlaceholder} />
          <FilterSelect
            name="org1"
            label={text.org1Filter}
            value={filters.org1}
            options={[
              { value: '', label: text.anyOrg1 },
              ...ORGANISATION_LEVEL1.map((o) => ({ value: o, label: o })),
            ]}
          />
          <FilterSelect
            name="state"
            label={text.stateFilter}
            value={filters.state}
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
