/**
 * `/staff/notices/new` and `/staff/notices/{id}` (staff, ADR 035): a notice's topic, icon and
 * Markdown body with the live preview members will read (the same renderer), and when it is
 * published — now, at a Bangkok time, or kept a draft. An id that is no notice is not found.
 */
import { checkNotice, NOTICE_ICONS, type NoticeIcon, parsePageParam } from '@lightbearers/domain';
import { DateTimeInput, MarkdownEditor, RadioGroup, StaffForm, TextField, th } from '@lightbearers/ui';
import { useState } from 'react';
import { calls } from '../../router/calls';
import { notFound, staffRead } from './access';
import { useStaffAction } from './actions';
import { staffCopy } from './copy';
import { EditForm, useEditForm } from './EditForm';
import { thaiMoment, wallClock } from './present';
import { StaffFrame } from './StaffFrame';
import type { StaffArgs } from './StaffScreen';

const text = staffCopy.notice;

export async function loader({ site, params, preset }: StaffArgs) {
  const id = preset.mode === 'new' ? null : parsePageParam(params.id);
  if (preset.mode !== 'new' && id === null) throw notFound();
  const read = await staffRead(site, 'staff', async () => {
    if (id === null) return null;
    const { getStaffNotice } = await calls();
    return getStaffNotice(site.api, id);
  });
  return { ...read, now: site.now() };
}

type Data = Awaited<ReturnType<typeof loader>>;

type When = 'keep' | 'now' | 'at' | 'draft';

const FIELD_IDS = { topic: 'notice-topic', icon: 'notice-icon', des: 'notice-body', publishAt: 'notice-at' };
const LABELS = { topic: text.topic, icon: text.icon, des: text.body, publishAt: text.atLabel };

export default function NoticeEditPage({ data, title }: { data: Data; title: string }) {
  const notice = data.value;
  const action = useStaffAction();
  const form = useEditForm(action, {
    words: text,
    listHref: '/staff/notices',
    createdHref: (made) => `/staff/notices/${made.id}`,
  });
  const [topic, setTopic] = useState(notice?.topic ?? '');
  const [icon, setIcon] = useState<NoticeIcon>(notice?.icon ?? 'info');
  const [des, setDes] = useState(notice?.des ?? '');
  const [when, setWhen] = useState<When>(
    !notice ? 'draft' : notice.state === 'published' ? 'keep' : notice.state === 'scheduled' ? 'at' : 'draft',
  );
  const [at, setAt] = useState(notice?.state === 'scheduled' ? wallClock(notice.publishedAt) : '');
  const touch = form.touched;

  const publishAt = when === 'now' ? 'now' : when === 'at' ? at : when === 'draft' ? null : undefined;

  const save = async () => {
    const fields = { topic, des, icon, ...(publishAt === undefined ? {} : { publishAt }) };
    const checked = checkNotice(fields, new Date(data.now));
    const found: Record<string, string> = checked.ok ? {} : { ...checked.errors };
    const list = Object.entries(found).map(([field, message]) => ({
      fieldId: FIELD_IDS[field as keyof typeof FIELD_IDS] ?? FIELD_IDS.topic,
      label: LABELS[field as keyof typeof LABELS] ?? field,
      message,
    }));
    if (!form.accept(list)) return;
    const payload = { topic: topic.trim(), des, icon, ...(publishAt === undefined ? {} : { publishAt }) };
    await form.save(Boolean(notice), (api, client) =>
      notice ? api.updateNotice(client, notice.id, payload) : api.createNotice(client, payload),
    );
  };

  const errorOf = (field: keyof typeof FIELD_IDS) =>
    form.errors.find((e) => e.fieldId === FIELD_IDS[field])?.message;
  const choices = [
    ...(notice?.state === 'published' && notice.publishedAt
      ? [{ value: 'keep', label: text.keep(thaiMoment(notice.publishedAt)) }]
      : []),
    { value: 'now', label: text.now },
    { value: 'at', label: text.at },
    { value: 'draft', label: text.draft },
  ];

  if (data.error !== null)
    return (
      <StaffFrame
        role={data.role}
        section="notices"
        screen="staff-notice"
        title={title}
        back={{ href: '/staff/notices', label: text.back }}
        flash={{ tone: 'danger', text: data.error || staffCopy.common.failed }}
      />
    );

  return (
    <StaffFrame
      role={data.role}
      section="notices"
      screen="staff-notice"
      title={title}
      back={{ href: '/staff/notices', label: text.back }}
      lead={notice ? text.stateNow(staffCopy.notices.states[notice.state]) : undefined}
      flash={action.flash}
    >
      <EditForm form={form} label={title} onSave={() => void save()}>
        <StaffForm.Section title={text.content}>
          <TextField
            id={FIELD_IDS.topic}
            label={text.topic}
            required
            value={topic}
            error={errorOf('topic')}
            onChange={(e) => touch(setTopic)(e.target.value)}
          />
          <RadioGroup
            id={FIELD_IDS.icon}
            label={text.icon}
            orientation="horizontal"
            value={icon}
            error={errorOf('icon')}
            onValueChange={(v) => touch(setIcon)(v as NoticeIcon)}
            options={NOTICE_ICONS.map((value) => ({ value, label: th.notice.icons[value] }))}
          />
          <MarkdownEditor
            id={FIELD_IDS.des}
            label={text.body}
            required
            rows={10}
            value={des}
            error={errorOf('des')}
            onValueChange={touch(setDes)}
          />
        </StaffForm.Section>
        <StaffForm.Section title={text.publishing} description={text.publishingLead}>
          <RadioGroup
            label={text.when}
            value={when}
            onValueChange={(v) => touch(setWhen)(v as When)}
            options={choices}
          />
          {when === 'at' ? (
            <DateTimeInput
              id={FIELD_IDS.publishAt}
              label={text.atLabel}
              hint={text.atHint}
              required
              min={wallClock(data.now)}
              value={at}
              error={errorOf('publishAt')}
              onChange={(e) => touch(setAt)(e.target.value)}
            />
          ) : null}
        </StaffForm.Section>
      </EditForm>
    </StaffFrame>
  );
}
