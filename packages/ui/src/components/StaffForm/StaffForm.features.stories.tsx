import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from '../TextField';
import { StaffForm } from './StaffForm';
import { NoticeForm, SouvenirForm } from './StaffForm.fixtures';

const meta = {
  title: 'Components/StaffForm/Features',
  component: StaffForm,
  args: { onSubmit: fn(), onCancel: fn(), children: null },
  render: (args) => <SouvenirForm {...args} />,
} satisfies Meta<typeof StaffForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new souvenir saved empty: every field's message in the summary, each field marked. */
export const Errors: Story = {
  render: (args) => <SouvenirForm {...args} blank />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'บันทึก' }));
    const summary = await canvas.findByRole('alert');
    await expect(summary).toHaveTextContent('กรุณาแก้ไข 3 รายการก่อนบันทึก');
    await expect(within(summary).getAllByRole('link')).toHaveLength(3);
    await userEvent.click(within(summary).getByRole('link', { name: /^จำนวนคงเหลือ/ }));
    await expect(canvas.getByRole('spinbutton', { name: /^จำนวนคงเหลือ/ })).toHaveFocus();
  },
};

/** While saving: save spins, cancel waits, a second press does nothing. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const save = canvas.getByRole('button', { name: 'บันทึก' });
    await expect(save).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'ยกเลิก' })).toBeDisabled();
    await expect(canvas.getByRole('form')).toHaveAttribute('aria-busy', 'true');
    await userEvent.type(canvas.getByRole('textbox', { name: /^ชื่อของที่ระลึก/ }), '{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Cancel calls back; the app decides (leave, or ask first when there are unsaved changes). */
export const Cancel: Story = {
  args: { dirty: true },
  render: (args) => (
    <StaffForm {...args} aria-label="แก้ไขหมวดหมู่">
      <StaffForm.Section title="หมวดหมู่">
        <TextField label="ชื่อหมวดหมู่" defaultValue="ธรรมะก่อนนอน" />
      </StaffForm.Section>
    </StaffForm>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('มีการแก้ไขที่ยังไม่ได้บันทึก')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'ยกเลิก' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A notice: the Markdown body with its live preview, publish now or at a time. */
export const NoticeWithPreview: Story = {
  render: (args) => <NoticeForm {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'ปิดปรับปรุงระบบ', level: 2 })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'เผยแพร่ทันที' }));
    await expect(canvas.queryByLabelText('เผยแพร่เมื่อ')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('radio', { name: 'ตั้งเวลาเผยแพร่' }));
    await expect(canvas.getByLabelText('เผยแพร่เมื่อ')).toHaveValue('2026-11-27T18:00');
  },
};

/** Phones: sections divide the page; the save bar stays at the bottom of the screen. */
export const Phone: Story = {
  args: { dirty: true },
  parameters: { screenshot: { viewport: 'phone' } },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('group', { name: 'บันทึกหรือยกเลิก' });
    await expect(getComputedStyle(bar).position).toBe('sticky');
  },
};

/**
 * Phones with the app's bottom navigation (a fixed 64 px bar, `--fixed-bottom-inset: 64px`): the
 * save bar sticks just above it, never under it.
 */
export const PhoneAboveBottomBar: Story = {
  args: { dirty: true },
  decorators: [
    (Story) => (
      <div style={{ '--fixed-bottom-inset': '64px' } as CSSProperties}>
        {Story()}
        <div
          aria-hidden="true"
          style={{
            position: 'fixed',
            insetInline: 0,
            bottom: 0,
            height: 64,
            borderTop: '1px solid var(--color-border)',
            background: 'var(--color-surface-sunken)',
          }}
        />
      </div>
    ),
  ],
  parameters: { screenshot: { viewport: 'phone' } },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('group', { name: 'บันทึกหรือยกเลิก' });
    await expect(getComputedStyle(bar).bottom).toBe('64px');
    await expect(Math.round(bar.getBoundingClientRect().bottom)).toBeLessThanOrEqual(window.innerHeight - 64);
  },
};

/** Phones with the notice form: the editor's tabs 'เขียน' / 'ตัวอย่าง'. */
export const PhoneNotice: Story = {
  render: (args) => <NoticeForm {...args} />,
  parameters: { screenshot: { viewport: 'phone' } },
};
