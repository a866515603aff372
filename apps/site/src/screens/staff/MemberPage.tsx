/**
 * `/staff/members/{id}` (staff, ADR 035): one member — account, organisation, activity and wallet
 * — and what staff may change: block (with a reason, a confirm step) and unblock, the member type;
 * admins also the role. Staff manage plain members only and nobody changes their own account
 * (domain's `canManageMember`; the service refuses the same).
 */
import {
  canManageMember,
  formatCount,
  formatThaiDate,
  parsePageParam,
  ROLE_LABELS,
  ROLES,
  type Role,
  STAFF_MESSAGES,
  USER_TYPES,
  type UserType,
} from '@lightbearers/domain';
import {
  Alert,
  Avatar,
  Badge,
  Button,
  Cluster,
  Heading,
  Link,
  Select,
  Stack,
  StatTiles,
  Text,
  TextField,
  vars,
} from '@lightbearers/ui';
import { type ReactNode, useId, useState } from 'react';
import styled from 'styled-components';
import { calls } from '../../router/calls';
import { notFound, staffRead } from './access';
import { useStaffAction } from './actions';
import { staffCopy } from './copy';
import { thaiMoment } from './present';
import { StaffFrame } from './StaffFrame';
import { type StaffArgs, StaffPanel } from './StaffScreen';
import { useConfirm } from './useConfirm';

const text = staffCopy.member;
const types = staffCopy.members.types;

export async function loader({ site, params, session }: StaffArgs) {
  const id = parsePageParam(params.id);
  if (id === null) throw notFound();
  const read = await staffRead(site, 'staff', async () => {
    const { getStaffMember } = await calls();
    return getStaffMember(site.api, id);
  });
  return { ...read, me: session?.userID ?? null };
}

type Data = Awaited<ReturnType<typeof loader>>;
type Member = NonNullable<Data['value']>;

export const title = (data: Data) => data.value?.name;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${vars.space[2]} ${vars.space[4]};
  margin: 0;
  dt { color: ${vars.color['fg-muted']}; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;

const Row = styled.div`
  display: grid;
  gap: ${vars.space[3]};
  align-items: end;
  @media (min-width: 40rem) { grid-template-columns: minmax(0, 1fr) auto; }
`;

function Panel({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  const id = useId();
  return (
    <StaffPanel as="section" aria-labelledby={id}>
      <Stack gap="3">
        <Heading as="h2" size="md" id={id}>
          {title}
        </Heading>
        {lead ? <Text tone="muted">{lead}</Text> : null}
        {children}
      </Stack>
    </StaffPanel>
  );
}

function BlockPanel({
  member,
  allowed,
  action,
}: {
  member: Member;
  allowed: boolean;
  action: ReturnType<typeof useStaffAction>;
}) {
  const confirm = useConfirm();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (member.blockedAt)
    return (
      <Panel title={text.block}>
        <Alert tone="warning">
          {text.blockedSince(thaiMoment(member.blockedAt), member.blockedReason ?? '')}
        </Alert>
        <Cluster gap="3">
          <Button
            variant="secondary"
            disabled={!allowed}
            loading={action.busy === 'unblock'}
            onClick={() =>
              void action.run('unblock', (api, client) => api.unblockMember(client, member.id), {
                done: () => text.unblocked(member.name),
              })
            }
          >
            {text.unblock}
          </Button>
        </Cluster>
      </Panel>
    );
  return (
    <Panel title={text.block} lead={text.blockLead}>
      <Row>
        <TextField
          id="member-block-reason"
          label={text.reason}
          required
          disabled={!allowed}
          value={reason}
          error={error ?? undefined}
          onChange={(e) => setReason(e.target.value)}
        />
        <Button
          variant="danger"
          disabled={!allowed}
          onClick={() => {
            if (!reason.trim()) {
              setError(STAFF_MESSAGES.reason);
              return;
            }
            setError(null);
            confirm.ask({
              title: text.blockTitle(member.name),
              message: text.blockMessage,
              confirmLabel: text.block,
              run: () =>
                action.run('block', (api, client) => api.blockMember(client, member.id, reason.trim()), {
                  done: () => text.blocked(member.name),
                  quiet: true,
                }),
            });
          }}
        >
          {text.block}
        </Button>
      </Row>
      {confirm.dialog}
    </Panel>
  );
}

function TypePanel({
  member,
  allowed,
  action,
}: {
  member: Member;
  allowed: boolean;
  action: ReturnType<typeof useStaffAction>;
}) {
  const [type, setType] = useState(member.type);
  return (
    <Panel title={text.typeTitle}>
      <Row>
        <Select
          label={text.typeTitle}
          labelHidden
          disabled={!allowed}
          value={type}
          options={USER_TYPES.map((t) => ({ value: t, label: types[t] ?? t }))}
          onChange={(e) => setType(e.target.value)}
        />
        <Button
          variant="secondary"
          disabled={!allowed || type === member.type}
          loading={action.busy === 'type'}
          onClick={() =>
            void action.run('type', (api, client) => api.setMemberType(client, member.id, type as UserType), {
              done: () => text.typeSaved(types[type] ?? type),
            })
          }
        >
          {text.typeSave}
        </Button>
      </Row>
    </Panel>
  );
}

function RolePanel({
  member,
  allowed,
  action,
}: {
  member: Member;
  allowed: boolean;
  action: ReturnType<typeof useStaffAction>;
}) {
  const confirm = useConfirm();
  const [role, setRole] = useState<Role>(member.role);
  return (
    <Panel title={text.roleTitle} lead={text.roleLead}>
      <Row>
        <Select
          label={text.roleTitle}
          labelHidden
          disabled={!allowed}
          value={role}
          options={ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }))}
          onChange={(e) => setRole(e.target.value as Role)}
        />
        <Button
          variant="secondary"
          disabled={!allowed || role === member.role}
          onClick={() =>
            confirm.ask({
              title: text.roleConfirm(member.name, ROLE_LABELS[role]),
              message: text.roleMessage,
              confirmLabel: text.roleSave,
              tone: 'default',
              run: () =>
                action.run('role', (api, client) => api.setMemberRole(client, member.id, role), {
                  done: () => text.roleSaved(ROLE_LABELS[role]),
                  quiet: true,
                }),
            })
          }
        >
          {text.roleSave}
        </Button>
      </Row>
      {confirm.dialog}
    </Panel>
  );
}

export default function MemberPage({ data, title }: { data: Data; title: string }) {
  const action = useStaffAction();
  const member = data.value;
  if (!member)
    return (
      <StaffFrame
        role={data.role}
        section="members"
        screen="staff-member"
        title={title}
        back={{ href: '/staff/members', label: text.back }}
        flash={{ tone: 'danger', text: data.error || staffCopy.common.failed }}
      />
    );
  const self = member.id === data.me;
  const allowed = !self && canManageMember(data.role, member.role);
  const activity = member.activity;
  return (
    <StaffFrame
      role={data.role}
      section="members"
      screen="staff-member"
      title={title}
      back={{ href: '/staff/members', label: text.back }}
      flash={action.flash}
      actions={<Avatar name={member.name} src={member.picture} size="lg" />}
    >
      <Cluster gap="2">
        <Badge tone="accent">{ROLE_LABELS[member.role]}</Badge>
        <Badge tone="neutral">{types[member.type] ?? member.type}</Badge>
        <Badge tone={member.blockedAt ? 'danger' : 'success'}>
          {member.blockedAt ? staffCopy.members.blocked : staffCopy.members.active}
        </Badge>
      </Cluster>
      <Cluster gap="4">
        <Link href={`/u${member.id}`} variant="standalone">
          {text.profile}
        </Link>
        <Link href={`/staff/orders?member=${member.id}`} variant="standalone">
          {text.orders}
        </Link>
        <Link href={`/staff/moderation?member=${member.id}`} variant="standalone">
          {text.content}
        </Link>
      </Cluster>
      <Panel title={text.details}>
        <Facts>
          <dt>{staffCopy.members.columns.at}</dt>
          <dd>{member.at ? `@${member.at}` : staffCopy.common.none}</dd>
          <dt>{text.email}</dt>
          <dd>{member.email ?? staffCopy.common.none}</dd>
          <dt>{text.provider}</dt>
          <dd>{member.provider}</dd>
          <dt>{text.org}</dt>
          <dd>{[member.org1, member.org2].filter(Boolean).join(' · ') || staffCopy.common.none}</dd>
          <dt>{text.joined}</dt>
          <dd>{formatThaiDate(member.createdAt)}</dd>
        </Facts>
      </Panel>
      {activity ? (
        <Panel title={text.activity}>
          <StatTiles
            tiles={[
              { key: 'posts', label: text.posts, value: formatCount(activity.posts) },
              { key: 'hidden', label: text.hiddenPosts, value: formatCount(activity.hiddenPosts) },
              { key: 'comments', label: text.comments, value: formatCount(activity.comments) },
              { key: 'orders', label: text.ordersCount, value: formatCount(activity.orders) },
              { key: 'badges', label: text.badges, value: formatCount(activity.badges) },
              { key: 'points', label: text.points, value: formatCount(activity.wallet.current_point) },
            ]}
          />
        </Panel>
      ) : null}
      {self ? (
        <Alert tone="info">{staffCopy.common.notSelf}</Alert>
      ) : !allowed ? (
        <Alert tone="info">{text.staffLimit}</Alert>
      ) : null}
      <BlockPanel key={`block-${member.blockedAt}`} member={member} allowed={allowed} action={action} />
      <TypePanel key={`type-${member.type}`} member={member} allowed={allowed} action={action} />
      {data.role === 'admin' ? (
        <RolePanel key={`role-${member.role}`} member={member} allowed={!self} action={action} />
      ) : null}
    </StaffFrame>
  );
}
