import { useState } from 'react';
import { Checkbox } from '../Checkbox';
import { DateTimeInput } from '../DateTimeInput';
import { MarkdownEditor } from '../MarkdownEditor';
import { NumberField } from '../NumberField';
import { RadioGroup } from '../RadioGroup';
import { TextArea } from '../TextArea';
import { TextField } from '../TextField';
import { StaffForm, type StaffFormError, type StaffFormProps } from './StaffForm';

/** A souvenir as its edit form holds it (the app's draft). */
interface SouvenirDraft {
  name: string;
  description: string;
  price: number | null;
  stock: number | null;
  limit: number | null;
  unlockAt: string;
  visible: boolean;
}

const filled: SouvenirDraft = {
  name: 'สมุดบันทึกบุญ',
  description: 'สมุดปกผ้าสีเหลืองทอง 120 หน้า สำหรับจดบันทึกการทำความดีในแต่ละวัน',
  price: 260,
  stock: 51,
  limit: 1,
  unlockAt: '2026-12-01T08:00',
  visible: true,
};

/** What the app's validation answers for a draft (the story stands in for the domain rules). */
function check(draft: SouvenirDraft): StaffFormError[] {
  const errors: StaffFormError[] = [];
  if (!draft.name.trim()) {
    errors.push({ fieldId: 'souvenir-name', label: 'ชื่อของที่ระลึก', message: 'กรุณากรอกชื่อของที่ระลึก' });
  }
  if (draft.price === null || draft.price < 1) {
    errors.push({
      fieldId: 'souvenir-price',
      label: 'ราคา (คะแนน)',
      message: 'ราคาต้องเป็นตัวเลขตั้งแต่ 1 คะแนนขึ้นไป',
    });
  }
  if (draft.stock === null) {
    errors.push({ fieldId: 'souvenir-stock', label: 'จำนวนคงเหลือ', message: 'กรุณากรอกจำนวนคงเหลือ' });
  }
  return errors;
}

export type SouvenirFormProps = Partial<StaffFormProps> & {
  /** Start from an empty draft (a new souvenir) instead of a saved one. */
  blank?: boolean;
  /** Show these errors from the start (a story of the error state). */
  initialErrors?: StaffFormError[];
};

/** A souvenir's edit form, its draft and validation held here as a screen would hold them. */
export function SouvenirForm({ blank = false, initialErrors = [], onSubmit, ...rest }: SouvenirFormProps) {
  const [draft, setDraft] = useState<SouvenirDraft>(
    blank
      ? { name: '', description: '', price: null, stock: null, limit: null, unlockAt: '', visible: false }
      : filled,
  );
  const [errors, setErrors] = useState<StaffFormError[]>(initialErrors);
  const [dirty, setDirty] = useState(false);
  const set = <K extends keyof SouvenirDraft>(key: K, value: SouvenirDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setDirty(true);
  };
  const errorOf = (id: string) => errors.find((e) => e.fieldId === id)?.message;
  return (
    <StaffForm
      aria-label="แก้ไขของที่ระลึก"
      dirty={dirty}
      errors={errors}
      onCancel={() => undefined}
      {...rest}
      onSubmit={() => {
        onSubmit?.();
        setErrors(check(draft));
      }}
    >
      <StaffForm.Section title="ข้อมูลของที่ระลึก" description="ชื่อและรายละเอียดที่สมาชิกเห็นในร้าน">
        <TextField
          id="souvenir-name"
          label="ชื่อของที่ระลึก"
          required
          value={draft.name}
          error={errorOf('souvenir-name')}
          onChange={(e) => set('name', e.target.value)}
        />
        <TextArea
          id="souvenir-description"
          label="รายละเอียด"
          rows={3}
          value={draft.description}
          onChange={(e) => set('description', e.target.value)}
        />
      </StaffForm.Section>
      <StaffForm.Section
        title="ราคาและจำนวน"
        description="การเปลี่ยนจำนวนคงเหลือถูกบันทึกไว้ว่าใคร เมื่อไร และเพราะอะไร"
      >
        <NumberField
          id="souvenir-price"
          label="ราคา (คะแนน)"
          unit="คะแนน"
          min={1}
          required
          value={draft.price}
          error={errorOf('souvenir-price')}
          onValueChange={(v) => set('price', v)}
        />
        <NumberField
          id="souvenir-stock"
          label="จำนวนคงเหลือ"
          unit="ชิ้น"
          min={0}
          required
          value={draft.stock}
          error={errorOf('souvenir-stock')}
          onValueChange={(v) => set('stock', v)}
        />
        <NumberField
          id="souvenir-limit"
          label="จำกัดต่อคน"
          unit="ชิ้น"
          min={1}
          hint="เว้นว่างหากไม่จำกัด"
          value={draft.limit}
          onValueChange={(v) => set('limit', v)}
        />
        <DateTimeInput
          id="souvenir-unlock"
          label="เปิดให้แลกเมื่อ"
          hint="เว้นว่างเพื่อเปิดทันที"
          value={draft.unlockAt}
          onChange={(e) => set('unlockAt', e.target.value)}
        />
        <Checkbox
          label="วางขายในร้าน"
          checked={draft.visible}
          onChange={(e) => set('visible', e.target.checked)}
        />
      </StaffForm.Section>
    </StaffForm>
  );
}

/** A notice's form: topic, icon, the Markdown body with its preview, when to publish. */
export function NoticeForm(props: Partial<StaffFormProps>) {
  const [body, setBody] = useState(
    '## ปิดปรับปรุงระบบ\n\nระบบจะปิดปรับปรุง**วันเสาร์ที่ 28 พ.ย. 2569** เวลา 01:00–03:00 น.\n\n- การแลกของที่ระลึกจะหยุดชั่วคราว\n- คะแนนของท่านไม่หายไป',
  );
  const [when, setWhen] = useState('at');
  return (
    <StaffForm aria-label="แก้ไขประกาศ" onSubmit={() => undefined} onCancel={() => undefined} {...props}>
      <StaffForm.Section title="เนื้อหาประกาศ">
        <TextField id="notice-topic" label="หัวข้อ" required defaultValue="แจ้งปิดปรับปรุงระบบ" />
        <RadioGroup
          label="ไอคอน"
          defaultValue="warning"
          options={[
            { value: 'cheer', label: 'ข่าวดี' },
            { value: 'new', label: 'ใหม่' },
            { value: 'info', label: 'ข้อมูล' },
            { value: 'warning', label: 'แจ้งเตือนสำคัญ' },
          ]}
        />
        <MarkdownEditor id="notice-body" label="เนื้อหา" required value={body} onValueChange={setBody} />
      </StaffForm.Section>
      <StaffForm.Section title="การเผยแพร่">
        <RadioGroup
          label="เผยแพร่"
          value={when}
          onValueChange={setWhen}
          options={[
            { value: 'now', label: 'เผยแพร่ทันที' },
            { value: 'at', label: 'ตั้งเวลาเผยแพร่' },
            { value: 'draft', label: 'เก็บเป็นฉบับร่าง (สมาชิกยังไม่เห็น)' },
          ]}
        />
        {when === 'at' ? (
          <DateTimeInput
            id="notice-at"
            label="เผยแพร่เมื่อ"
            min="2026-11-24T09:30"
            defaultValue="2026-11-27T18:00"
          />
        ) : null}
      </StaffForm.Section>
    </StaffForm>
  );
}
