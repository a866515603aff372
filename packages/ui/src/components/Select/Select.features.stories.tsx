import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Stack } from '../Stack';
import { Select, type SelectOptionGroup, selectSizes } from './Select';

const categories = [
  { value: '1', label: 'ทำบุญ' },
  { value: '2', label: 'ปฏิบัติธรรม' },
  { value: '3', label: 'ข่าวสารกิจกรรม' },
  { value: '4', label: 'อื่น ๆ' },
];

const meta = {
  title: 'Components/Select/Features',
  component: Select,
  args: { label: 'หมวดหมู่', placeholder: 'เลือกหมวดหมู่', options: categories, onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 436, padding: 8 }}>{Story()}</div>],
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The inner-zone member page's affiliation: level-1 groups (product §9), units inside. */
const affiliations: SelectOptionGroup[] = [
  {
    label: 'ชพส.',
    options: [
      { value: 'chps-1', label: 'ชพส. สายที่ 1' },
      { value: 'chps-2', label: 'ชพส. สายที่ 2' },
    ],
  },
  {
    label: 'ต่างประเทศ',
    options: [
      { value: 'abroad-asia', label: 'เอเชีย' },
      { value: 'abroad-eu', label: 'ยุโรป' },
    ],
  },
  {
    label: 'นครหลวง',
    options: [
      { value: 'capital-kaew', label: 'แก้วภูธร' },
      { value: 'capital-1', label: 'นครหลวง 1' },
    ],
  },
  {
    label: 'ภูมิภาค',
    options: [
      { value: 'region-north', label: 'ภาคเหนือ' },
      { value: 'region-isan', label: 'ภาคตะวันออกเฉียงเหนือ' },
    ],
  },
  { label: 'สำนัก/อื่นๆ', options: [{ value: 'other', label: 'สำนัก/อื่นๆ' }], disabled: false },
];

export const OptionGroups: Story = {
  args: { label: 'สังกัด', placeholder: 'เลือกสังกัด', options: affiliations },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'สังกัด' });
    const groups = within(select).getAllByRole('group');
    await expect(groups.map((g) => g.getAttribute('label'))).toEqual([
      'ชพส.',
      'ต่างประเทศ',
      'นครหลวง',
      'ภูมิภาค',
      'สำนัก/อื่นๆ',
    ]);
    await userEvent.selectOptions(select, 'ภาคตะวันออกเฉียงเหนือ');
    await expect(select).toHaveValue('region-isan');
  },
};

/** The empty first choice is muted, and can be chosen again to clear the field. */
export const Placeholder: Story = {
  args: { defaultValue: '3' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'หมวดหมู่' });
    await expect(select).toHaveValue('3');
    await userEvent.selectOptions(select, 'เลือกหมวดหมู่');
    await expect(select).toHaveValue('');
  },
};

const newPostWarning = 'กรุณาเลือกภาพ หรือ พิมพ์ข้อความ และ เลือกหมวดหมู่ !!';

/** The post composer's warning (product §5) on the category. */
export const WithError: Story = {
  args: { error: newPostWarning, required: true },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'หมวดหมู่' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAttribute('aria-required', 'true');
    await expect(select).toHaveAccessibleDescription(newPostWarning);
    await expect(canvasElement.querySelector('[data-component="Select"]')).toHaveAttribute(
      'data-state',
      'invalid',
    );
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Stack gap="5">
      {selectSizes.map((s) => (
        <Select key={s} {...args} size={s} label={`ขนาด ${s}`} defaultValue="2" />
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    // Touch targets: the box is at least 44px (md) and 52px (lg) tall.
    const [md, lg] = within(canvasElement)
      .getAllByRole('combobox')
      .map((s) => s.closest('[data-part="Control"]')?.getBoundingClientRect().height);
    await expect(md).toBeGreaterThanOrEqual(44);
    await expect(lg).toBeGreaterThanOrEqual(52);
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '1' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'หมวดหมู่' })).toBeDisabled();
    await expect(canvasElement.querySelector('[data-component="Select"]')).toHaveAttribute(
      'data-state',
      'disabled',
    );
  },
};

/** A single choice may be disabled: shown, not choosable. */
export const DisabledOption: Story = {
  args: {
    label: 'ของที่ระลึก',
    placeholder: 'เลือกของที่ระลึก',
    options: [
      { value: 'book', label: 'หนังสือสวดมนต์' },
      { value: 'bag', label: 'ย่ามลายไทย (หมด)', disabled: true },
      { value: 'pin', label: 'เข็มกลัดดอกบัว' },
    ],
  },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'ของที่ระลึก' });
    await expect(within(select).getByRole('option', { name: 'ย่ามลายไทย (หมด)' })).toBeDisabled();
  },
};

/** Controlled: the YouTube page's category dropdown reloads the grid on change. */
export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('');
    return (
      <Stack gap="3">
        <Select
          {...args}
          label="หมวดหมู่วิดีโอ"
          placeholder="ทุกหมวดหมู่"
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            args.onChange?.(e);
          }}
        />
        <output>หมวดหมู่ที่เลือก: {value || '-'}</output>
      </Stack>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'หมวดหมู่วิดีโอ' }), '4');
    await expect(canvas.getByText('หมวดหมู่ที่เลือก: 4')).toBeInTheDocument();
  },
};

/** Keyboard focus draws the ring around the box; arrow keys change the choice. */
export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('combobox', { name: 'หมวดหมู่' })).toHaveFocus();
  },
};

export const LongThaiText: Story = {
  args: {
    label: 'หน่วยงานหรือชมรมที่ท่านสังกัดอยู่ในปัจจุบัน สำหรับการรวบรวมสถิติการเผยแผ่ธรรมะ',
    hint: 'หากไม่แน่ใจ ให้เลือก สำนัก/อื่นๆ แล้วทีมงานจะติดต่อกลับเพื่อยืนยันข้อมูล',
    placeholder: 'เลือกสังกัด',
    options: [{ value: 'long', label: 'ชมรมพุทธศาสตร์สากลแห่งประเทศไทย สาขาภาคตะวันออกเฉียงเหนือตอนล่าง' }],
    defaultValue: 'long',
    error: 'กรุณากรอกข้อมูลในช่องที่มีเครื่องหมาย *',
    required: true,
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
};

/** /statlist on a phone: five groups plus 'show all'. */
export const OnPhone: Story = {
  parameters: { screenshot: { viewport: 'phone' } },
  args: {
    label: 'กลุ่มสังกัด',
    placeholder: undefined,
    options: [
      { value: '', label: 'แสดงทั้งหมด' },
      ...affiliations.map((g) => ({ value: g.label, label: g.label })),
    ],
    defaultValue: 'ภูมิภาค',
  },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'กลุ่มสังกัด' });
    await expect(within(select).getAllByRole('option')).toHaveLength(6);
    await expect(select).toHaveValue('ภูมิภาค');
  },
};
