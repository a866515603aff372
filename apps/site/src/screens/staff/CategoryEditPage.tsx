/**
 * `/staff/categories/new` and `/staff/categories/{id}` (admin, ADR 035): a category's name, its
 * place in the order and whether members see it, checked with domain's rules before saving.
 */
import { checkCategory, formatCount, parsePageParam } from '@lightbearers/domain';
import { Checkbox, NumberField, StaffForm, TextField } from '@lightbearers/ui';
import { useState } from 'react';
import { calls } from '../../router/calls';
import { notFound, staffRead } from './access';
import { useStaffAction } from './actions';
import { staffCopy } from './copy';
import { EditForm, useEditForm } from './EditForm';
import { errorOf, formErrors } from './forms';
import { StaffFrame } from './StaffFrame';
import type { StaffArgs } from './StaffScreen';

const text = staffCopy.category;
const FIELDS = {
  name: { id: 'category-name', label: text.name },
  order: { id: 'category-order', label: text.order },
  hidden: { id: 'category-hidden', label: text.hidden },
};

export async function loader({ site, params, preset }: StaffArgs) {
  const id = preset.mode === 'new' ? null : parsePageParam(params.id);
  if (preset.mode !== 'new' && id === null) throw notFound();
  return staffRead(site, 'admin', async () => {
    const { getStaffCategory, listStaffCategories } = await calls();
    if (id !== null) return { category: await getStaffCategory(site.api, id), nextOrder: 0 };
    // A new category goes last unless told otherwise.
    const all = await listStaffCategories(site.api, { pageSize: 100 });
    return { category: null, nextOrder: Math.max(0, ...all.items.map((c) => c.order)) + 1 };
  });
}

type Data = Awaited<ReturnType<typeof loader>>;

export default function CategoryEditPage({ data, title }: { data: Data; title: string }) {
  const category = data.value?.category ?? null;
  const action = useStaffAction();
  const form = useEditForm(action, { words: text, listHref: '/staff/categories' });
  const [name, setName] = useState(category?.name ?? '');
  const [order, setOrder] = useState<number | null>(category?.order ?? data.value?.nextOrder ?? 0);
  const [hidden, setHidden] = useState(category?.hidden ?? false);

  const save = async () => {
    const checked = checkCategory({ name, order: order ?? undefined, hidden });
    if (!form.accept(checked.ok ? [] : formErrors(checked.errors, FIELDS)) || !checked.ok) return;
    await form.save(Boolean(category), (api, client) =>
      category
        ? api.updateCategory(client, category.id, checked.value)
        : api.createCategory(client, checked.value),
    );
  };

  return (
    <StaffFrame
      role={data.role}
      section="categories"
      screen="staff-category"
      title={title}
      back={{ href: '/staff/categories', label: text.back }}
      lead={category ? text.posts(formatCount(category.posts)) : undefined}
      flash={
        data.error !== null ? { tone: 'danger', text: data.error || staffCopy.common.failed } : action.flash
      }
    >
      {data.error === null ? (
        <EditForm form={form} label={title} onSave={() => void save()}>
          <StaffForm.Section title={text.section}>
            <TextField
              id={FIELDS.name.id}
              label={text.name}
              required
              value={name}
              error={errorOf(form.errors, FIELDS.name.id)}
              onChange={(e) => form.touched(setName)(e.target.value)}
            />
            <NumberField
              id={FIELDS.order.id}
              label={text.order}
              hint={text.orderHint}
              min={0}
              max={9999}
              value={order}
              error={errorOf(form.errors, FIELDS.order.id)}
              onValueChange={form.touched(setOrder)}
            />
            <Checkbox
              id={FIELDS.hidden.id}
              label={text.hidden}
              hint={text.hiddenHint}
              checked={hidden}
              onChange={(e) => form.touched(setHidden)(e.target.checked)}
            />
          </StaffForm.Section>
        </EditForm>
      ) : null}
    </StaffFrame>
  );
}
