/**
 * `/staff/badges/new` and `/staff/badges/{id}` (admin, ADR 035): a badge's name and picture, and —
 * once it exists — awarding it to, or revoking it from, the members a pasted list names (ids or
 * @handles; one member or hundreds in one step, domain's `parseMemberList`). Each new holder is
 * notified by the service; the screen says who changed, who already held it and which names are
 * nobody.
 */
import { checkBadge, formatCount, parseMemberList, parsePageParam } from '@lightbearers/domain';
import {
  Button,
  Cluster,
  Heading,
  ImagePicker,
  Stack,
  StaffForm,
  Text,
  TextArea,
  TextField,
} from '@lightbearers/ui';
import { useId, useState } from 'react';
import { calls } from '../../router/calls';
import { notFound, staffRead } from './access';
import { type Flash, useStaffAction } from './actions';
import { staffCopy } from './copy';
import { EditForm, useEditForm } from './EditForm';
import { errorOf, formErrors } from './forms';
import { StaffFrame } from './StaffFrame';
import { type StaffArgs, StaffPanel } from './StaffScreen';
import { useConfirm } from './useConfirm';
import { usePictures } from './usePictures';

const text = staffCopy.badge;
const FIELDS = {
  name: { id: 'badge-name', label: text.name },
  photo: { id: 'badge-photo', label: text.picture },
};

export async function loader({ site, params, preset }: StaffArgs) {
  const id = preset.mode === 'new' ? null : parsePageParam(params.id);
  if (preset.mode !== 'new' && id === null) throw notFound();
  return staffRead(site, 'admin', async () => {
    if (id === null) return null;
    const { getStaffBadge } = await calls();
    return getStaffBadge(site.api, id);
  });
}

type Data = Awaited<ReturnType<typeof loader>>;
type Badge = NonNullable<Data['value']>;

/** What an award or a revoke did, in words. */
function resultFlash(
  kind: 'award' | 'revoke',
  result: { changed: number[]; unchanged: number[]; unknown: string[] },
): Flash {
  const said = [
    kind === 'award'
      ? text.awarded(formatCount(result.changed.length))
      : text.revoked(formatCount(result.changed.length)),
    ...(result.unchanged.length ? [text.unchanged(formatCount(result.unchanged.length))] : []),
    ...(result.unknown.length ? [text.unknown(result.unknown.join(', '))] : []),
  ];
  return { tone: result.unknown.length ? 'warning' : 'success', text: said.join(' · ') };
}

function AwardForm({ badge, action }: { badge: Badge; action: ReturnType<typeof useStaffAction> }) {
  const { busy, run } = action;
  const confirm = useConfirm();
  const headingId = useId();
  const [list, setList] = useState('');
  const [error, setError] = useState<string | null>(null);
  const parsed = parseMemberList(list);
  const count = parsed.ok ? parsed.value.length : 0;

  const send = (kind: 'award' | 'revoke') => {
    const checked = parseMemberList(list);
    if (!checked.ok) {
      setError(checked.errors.members ?? null);
      return null;
    }
    setError(null);
    return run(
      kind,
      (api, client) =>
        kind === 'award' ? api.awardBadge(client, badge.id, list) : api.revokeBadge(client, badge.id, list),
      {
        done: (result) => {
          setList('');
          return resultFlash(kind, result);
        },
        quiet: kind === 'revoke',
      },
    );
  };

  return (
    <StaffPanel as="section" aria-labelledby={headingId}>
      <Stack gap="4">
        <Heading as="h2" size="md" id={headingId}>
          {text.awardTitle}
        </Heading>
        <Text tone="muted">{text.awardLead}</Text>
        <TextArea
          id="badge-members"
          label={text.members}
          hint={count ? `${text.membersHint} · ${text.named(formatCount(count))}` : text.membersHint}
          rows={4}
          value={list}
          error={error ?? undefined}
          onChange={(e) => setList(e.target.value)}
        />
        <Cluster gap="3">
          <Button loading={busy === 'award'} onClick={() => void send('award')}>
            {text.award}
          </Button>
          <Button
            variant="danger"
            onClick={() => {
              const checked = parseMemberList(list);
              if (!checked.ok) {
                setError(checked.errors.members ?? null);
                return;
              }
              confirm.ask({
                title: text.revokeTitle(formatCount(checked.value.length)),
                message: text.revokeMessage,
                confirmLabel: text.revoke,
                run: async () => (await send('revoke')) ?? { ok: false, error: staffCopy.common.generic },
              });
            }}
          >
            {text.revoke}
          </Button>
        </Cluster>
      </Stack>
      {confirm.dialog}
    </StaffPanel>
  );
}

export default function BadgeEditPage({ data, title }: { data: Data; title: string }) {
  const badge = data.value;
  const action = useStaffAction();
  const form = useEditForm(action, {
    words: text,
    listHref: '/staff/badges',
    createdHref: (made) => `/staff/badges/${made.id}`,
  });
  const pictures = usePictures(badge?.photo ? [badge.photo] : []);
  const [name, setName] = useState(badge?.name ?? '');

  const save = async () => {
    const fields = { name, photo: pictures.ids[0] ?? null };
    const checked = checkBadge(fields);
    const found = checked.ok ? [] : formErrors(checked.errors, FIELDS);
    if (pictures.uploading)
      found.push({ fieldId: FIELDS.photo.id, label: text.picture, message: staffCopy.souvenir.uploading });
    if (!form.accept(found) || !checked.ok) return;
    await form.save(Boolean(badge), (api, client) =>
      badge ? api.updateBadge(client, badge.id, fields) : api.createBadge(client, fields),
    );
  };

  if (data.error !== null)
    return (
      <StaffFrame
        role={data.role}
        section="badges"
        screen="staff-badge"
        title={title}
        back={{ href: '/staff/badges', label: text.back }}
        flash={{ tone: 'danger', text: data.error || staffCopy.common.failed }}
      />
    );

  return (
    <StaffFrame
      role={data.role}
      section="badges"
      screen="staff-badge"
      title={title}
      back={{ href: '/staff/badges', label: text.back }}
      lead={badge ? text.holders(formatCount(badge.holders)) : undefined}
      flash={action.flash}
    >
      <EditForm form={form} label={title} onSave={() => void save()}>
        <StaffForm.Section title={text.info}>
          <TextField
            id={FIELDS.name.id}
            label={text.name}
            required
            value={name}
            error={errorOf(form.errors, FIELDS.name.id)}
            onChange={(e) => form.touched(setName)(e.target.value)}
          />
          <ImagePicker
            id={FIELDS.photo.id}
            label={text.picture}
            hint={text.pictureHint}
            images={pictures.items}
            max={1}
            error={errorOf(form.errors, FIELDS.photo.id)}
            onPick={form.touched(pictures.pick)}
            onRemove={form.touched(pictures.remove)}
          />
        </StaffForm.Section>
      </EditForm>
      {badge ? <AwardForm badge={badge} action={action} /> : null}
    </StaffFrame>
  );
}
