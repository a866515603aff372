/**
 * `/staff/souvenirs/new` and `/staff/souvenirs/{id}` (admin, ADR 035): a souvenir's name and
 * description, its pictures (picked, uploaded through the service, ordered: the first is the one
 * the shop shows), its price, the most one exchange may hold, the wait before a member exchanges
 * it again and the moment it opens. Stock starts with the new souvenir; afterwards it changes only
 * with a reason, and the ledger below lists every change (who, when, why; orders and their
 * cancellations too).
 */
import type { StockEntry } from '@lightbearers/api-client';
import { checkProduct, checkStockChange, formatCount, parsePageParam } from '@lightbearers/domain';
import {
  DataTable,
  type DataTableColumn,
  DateTimeInput,
  ImagePicker,
  Link,
  NumberField,
  StaffForm,
  type StaffFormError,
  TextArea,
  TextField,
} from '@lightbearers/ui';
import { useState } from 'react';
import { calls } from '../../router/calls';
import { notFound, staffRead } from './access';
import { useStaffAction } from './actions';
import { staffCopy } from './copy';
import { EditForm, useEditForm } from './EditForm';
import { errorOf, formErrors } from './forms';
import { thaiMoment, wallClock } from './present';
import { StaffFrame } from './StaffFrame';
import type { StaffArgs } from './StaffScreen';
import { usePictures } from './usePictures';

const text = staffCopy.souvenir;
const FIELDS = {
  name: { id: 'souvenir-name', label: text.name },
  des: { id: 'souvenir-des', label: text.des },
  photos: { id: 'souvenir-photos', label: text.pictures },
  price: { id: 'souvenir-price', label: text.price },
  stock: { id: 'souvenir-stock', label: text.stock },
  limit: { id: 'souvenir-limit', label: text.limit },
  lockDays: { id: 'souvenir-lock-days', label: text.lockDays },
  unlockAt: { id: 'souvenir-unlock', label: text.unlockAt },
};
const STOCK_FIELDS = {
  delta: { id: 'stock-delta', label: text.delta },
  reason: { id: 'stock-reason', label: text.reason },
};

export async function loader({ site, params, preset }: StaffArgs) {
  const id = preset.mode === 'new' ? null : parsePageParam(params.id);
  if (preset.mode !== 'new' && id === null) throw notFound();
  const read = await staffRead(site, 'admin', async () => {
    if (id === null) return null;
    const { getStaffProduct, getStockLedger } = await calls();
    const [product, ledger] = await Promise.all([
      getStaffProduct(site.api, id),
      getStockLedger(site.api, id, { pageSize: 25 }),
    ]);
    return { product, ledger: ledger.items };
  });
  return { ...read, now: site.now() };
}

type Data = Awaited<ReturnType<typeof loader>>;

const ledgerColumns: DataTableColumn<StockEntry>[] = [
  { id: 'at', header: text.ledgerColumns.at, cell: (e) => thaiMoment(e.createdAt) },
  {
    id: 'delta',
    header: text.ledgerColumns.delta,
    cell: (e) => (e.delta > 0 ? `+${formatCount(e.delta)}` : formatCount(e.delta)),
    align: 'end',
  },
  { id: 'stock', header: text.ledgerColumns.stock, cell: (e) => formatCount(e.stock), align: 'end' },
  { id: 'reason', header: text.ledgerColumns.reason, cell: (e) => e.reason || staffCopy.common.none },
  {
    id: 'by',
    header: text.ledgerColumns.by,
    cell: (e) =>
      e.orderId !== null ? (
        <Link href={`/staff/orders/${e.orderId}`}>{staffCopy.common.order(e.orderId)}</Link>
      ) : e.actorId !== null ? (
        <Link href={`/staff/members/${e.actorId}`}>{staffCopy.common.member(e.actorId)}</Link>
      ) : (
        staffCopy.common.none
      ),
  },
];

/** The stock's own form: how much more or less, and why. */
function StockForm({
  stock,
  action: { busy, run },
  productId,
}: {
  stock: number;
  productId: number;
  action: ReturnType<typeof useStaffAction>;
}) {
  const [delta, setDelta] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<StaffFormError[]>([]);
  const submit = async () => {
    const checked = checkStockChange({ delta: delta ?? 0, reason }, stock);
    setErrors(checked.ok ? [] : formErrors(checked.errors, STOCK_FIELDS));
    if (!checked.ok) return;
    const result = await run(
      'stock',
      (api, client) => api.adjustStock(client, productId, checked.value.delta, checked.value.reason),
      { done: (product) => text.adjusted(formatCount(product.stock)) },
    );
    if (result.ok) {
      setDelta(null);
      setReason('');
    }
  };
  return (
    <StaffForm
      aria-label={text.stockTitle}
      busy={busy === 'stock'}
      errors={errors}
      saveLabel={text.adjust}
      onSubmit={() => void submit()}
    >
      <StaffForm.Section title={text.stockTitle} description={text.stockLead(formatCount(stock))}>
        <NumberField
          id={STOCK_FIELDS.delta.id}
          label={text.delta}
          hint={text.deltaHint}
          unit={text.pieces}
          min={-1_000_000}
          max={1_000_000}
          required
          value={delta}
          error={errorOf(errors, STOCK_FIELDS.delta.id)}
          onValueChange={setDelta}
        />
        <TextField
          id={STOCK_FIELDS.reason.id}
          label={text.reason}
          hint={text.reasonHint}
          required
          value={reason}
          error={errorOf(errors, STOCK_FIELDS.reason.id)}
          onChange={(e) => setReason(e.target.value)}
        />
      </StaffForm.Section>
    </StaffForm>
  );
}

export default function SouvenirEditPage({ data, title }: { data: Data; title: string }) {
  const product = data.value?.product ?? null;
  const action = useStaffAction();
  const form = useEditForm(action, {
    words: text,
    listHref: '/staff/souvenirs',
    createdHref: (made) => `/staff/souvenirs/${made.id}`,
  });
  const pictures = usePictures(product?.photos ?? []);
  const [name, setName] = useState(product?.name ?? '');
  const [des, setDes] = useState(product?.des ?? '');
  const [price, setPrice] = useState<number | null>(product?.price ?? null);
  const [stock, setStock] = useState<number | null>(product ? null : 0);
  const [limit, setLimit] = useState<number | null>(product?.limit ?? 1);
  const [lockDays, setLockDays] = useState<number | null>(product?.lockDays ?? 0);
  const [unlockAt, setUnlockAt] = useState(wallClock(product?.unlockAt));
  const { touched } = form;

  const save = async () => {
    const fields = {
      name,
      des,
      price: price ?? undefined,
      limit: limit ?? undefined,
      lockDays: lockDays ?? 0,
      unlockAt: unlockAt || null,
      photos: pictures.ids,
      ...(product ? {} : { stock: stock ?? 0 }),
    };
    const checked = checkProduct(fields, Boolean(product));
    const found = checked.ok ? [] : formErrors(checked.errors, FIELDS);
    if (pictures.uploading)
      found.push({ fieldId: FIELDS.photos.id, label: text.pictures, message: text.uploading });
    if (!form.accept(found) || !checked.ok) return;
    // Sent as written: a time without an offset is Bangkok's (the service reads it so).
    const payload = { ...fields, price: price ?? 0, limit: limit ?? 1 };
    await form.save(Boolean(product), (api, client) =>
      product
        ? api.updateProduct(client, product.id, {
            name: payload.name,
            des: payload.des,
            price: payload.price,
            limit: payload.limit,
            lockDays: payload.lockDays,
            unlockAt: payload.unlockAt,
            photos: payload.photos,
          })
        : api.createProduct(client, payload),
    );
  };

  if (data.error !== null)
    return (
      <StaffFrame
        role={data.role}
        section="souvenirs"
        screen="staff-souvenir"
        title={title}
        back={{ href: '/staff/souvenirs', label: text.back }}
        flash={{ tone: 'danger', text: data.error || staffCopy.common.failed }}
      />
    );

  return (
    <StaffFrame
      role={data.role}
      section="souvenirs"
      screen="staff-souvenir"
      title={title}
      back={{ href: '/staff/souvenirs', label: text.back }}
      flash={action.flash}
    >
      <EditForm form={form} label={title} onSave={() => void save()}>
        <StaffForm.Section title={text.info} description={text.infoLead}>
          <TextField
            id={FIELDS.name.id}
            label={text.name}
            required
            value={name}
            error={errorOf(form.errors, FIELDS.name.id)}
            onChange={(e) => touched(setName)(e.target.value)}
          />
          <TextArea
            id={FIELDS.des.id}
            label={text.des}
            rows={3}
            value={des}
            error={errorOf(form.errors, FIELDS.des.id)}
            onChange={(e) => touched(setDes)(e.target.value)}
          />
          <ImagePicker
            id={FIELDS.photos.id}
            label={text.pictures}
            hint={text.picturesHint}
            images={pictures.items}
            max={10}
            error={errorOf(form.errors, FIELDS.photos.id)}
            onPick={touched(pictures.pick)}
            onRemove={touched(pictures.remove)}
            onMove={(id, to) => {
              pictures.move(id, to);
              form.markDirty();
            }}
          />
        </StaffForm.Section>
        <StaffForm.Section title={text.exchange}>
          <NumberField
            id={FIELDS.price.id}
            label={text.price}
            unit={text.points}
            min={0}
            required
            value={price}
            error={errorOf(form.errors, FIELDS.price.id)}
            onValueChange={touched(setPrice)}
          />
          {product ? null : (
            <NumberField
              id={FIELDS.stock.id}
              label={text.stock}
              hint={text.stockHint}
              unit={text.pieces}
              min={0}
              value={stock}
              error={errorOf(form.errors, FIELDS.stock.id)}
              onValueChange={touched(setStock)}
            />
          )}
          <NumberField
            id={FIELDS.limit.id}
            label={text.limit}
            unit={text.pieces}
            min={1}
            required
            value={limit}
            error={errorOf(form.errors, FIELDS.limit.id)}
            onValueChange={touched(setLimit)}
          />
          <NumberField
            id={FIELDS.lockDays.id}
            label={text.lockDays}
            hint={text.lockDaysHint}
            unit={text.days}
            min={0}
            value={lockDays}
            error={errorOf(form.errors, FIELDS.lockDays.id)}
            onValueChange={touched(setLockDays)}
          />
          <DateTimeInput
            id={FIELDS.unlockAt.id}
            label={text.unlockAt}
            hint={text.unlockAtHint}
            value={unlockAt}
            error={errorOf(form.errors, FIELDS.unlockAt.id)}
            onChange={(e) => touched(setUnlockAt)(e.target.value)}
          />
        </StaffForm.Section>
      </EditForm>
      {product ? (
        <>
          <StockForm key={product.stock} stock={product.stock} productId={product.id} action={action} />
          <DataTable<StockEntry>
            caption={text.ledger}
            columns={ledgerColumns}
            rows={data.value?.ledger ?? []}
            rowId={(e) => String(e.id)}
            rowLabel={(e) => thaiMoment(e.createdAt)}
          >
            <DataTable.Empty>{text.ledgerEmpty}</DataTable.Empty>
          </DataTable>
        </>
      ) : null}
    </StaffFrame>
  );
}
