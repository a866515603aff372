/**
 * `/staff/categories/new` and `/staff/categories/{id}` (admin, ADR 035): a category's name, its
 * place in the order and whether members see it, checked with domain's rules before saving.
 */
import { checkCategory, formatCount, parsePageParam } from '@lightbearers/domain';
import { Checkbox, NumberField, StaffForm, type StaffFormError, TextField } from '@lightbearers/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { calls } from '../../router/calls';
import { notFound, staffRead } from './access';
import { useStaffAction } from './actions';
import { staffCopy } from './copy';
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
  const navigate = useNavigate();
  const { busy, flash, setFlash, run } = useStaffAction();
  const [name, setName] = useState(category?.name ?? '');
  const [order, setOrder] = useState<number | null>(category?.order ?? data.value?.nextOrder ?? 0);
  const [hidden, setHidden] = useState(category?.hidden ?? false);
  const [errors, setErrors] = useState<StaffFormError[]>([]);
  const [dirty, setDirty] = useState(false);

  const save = async () => {
    const fields = { name, order: order ?? undefined, hidden };
    const checked = checkCategory(fields);
    const found = checked.ok ? [] : formErrors(checked.errors, FIELDS);
    setErrors(found);
    if (!checked.ok) return;
    const result = await run(
      'save',
      (api, client) =>
        category
          ? api.updateCategory(client, category.id, checked.value)
          : api.createCategory(client, checked.value),
      { revalidate: Boolean(category) },
    );
    if (!result.ok) return;
    setDirty(false);
    if (category) setFlash({ tone: 'success', text: text.saved });
    else
      void navigate('/staff/categories', {
        state: { flash: { tone: 'success', text: text.created } },
      });
  };

  return (
    <StaffFrame
      role={data.role}
      section="categories"
      screen="staff-category"
      title={title}
      back={{ href: '/staff/categories', label: text.back }}
      lead={category ? text.posts(formatCount(category.posts)) : undefined}
      flash={data.error !== null ? { tone: 'danger', text: data.error || staffCopy.common.failed } : flash}
    >
      {data.error === null ? (
        <StaffForm
          aria-label={title}
          busy={busy === 'save'}
          dirty={dirty}
          errors={errors}
          onSubmit={() => void save()}
          onCancel={() => void navigate('/staff/categories')}
        >
          <StaffForm.Section title={text.section}>
            <TextField
              id={FIELDS.name.id}
              label={text.name}
              required
              value={name}
              error={errorOf(errors, FIELDS.name.id)}
              onChange={(e) => {
                setName(e.target.value);
                setDirty(true);
              }}
            />
            <NumberField
              id={FIELDS.order.id}
              label={text.order}
              hint={text.orderHint}
              min={0}
              max={9999}
              value={order}
              error={errorOf(errors, FIELDS.order.id)}
              onValueChange={(v) => {
                setOrder(v);
                setDirty(true);
              }}
            />
            <Checkbox
              id={FIELDS.hidden.id}
              label={text.hidden}
              hint={text.hiddenHint}
              checked={hidden}
              onChange={(e) => {
                setHidden(e.target.checked);
                setDirty(true);
              }}
            />
          </StaffForm.Section>
        </StaffForm>
      ) : null}
    </StaffFrame>
  );
}
