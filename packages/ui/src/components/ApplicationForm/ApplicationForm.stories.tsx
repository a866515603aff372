import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ApplicationForm, applicationKinds } from './ApplicationForm';
import { creatorTerms } from './ApplicationForm.fixtures';

const meta = {
  title: 'Components/ApplicationForm',
  component: ApplicationForm,
  args: {
    kind: 'creator',
    terms: creatorTerms,
    leaveHref: '/me',
    onSubmit: fn(),
    onDone: fn(),
    onOrg1Change: fn(),
  },
  argTypes: { kind: { control: 'inline-radio', options: applicationKinds } },
} satisfies Meta<typeof ApplicationForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The creator application: terms, four required fields; a full form is sent, trimmed. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'ข้อตกลงในการเป็น Creator' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /ชื่อ-นามสกุล/ }), ' สมชาย ใจบุญ ');
    await userEvent.type(canvas.getByRole('textbox', { name: /เบอร์มือถือ/ }), '0812345678');
    await userEvent.type(canvas.getByRole('textbox', { name: /ไลน์ไอดี/ }), 'somchai');
    await userEvent.type(canvas.getByRole('textbox', { name: /ที่อยู่/ }), '12 ถนนสุขุมวิท กรุงเทพฯ');
    await userEvent.click(canvas.getByRole('button', { name: 'สมัคร' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'สมชาย ใจบุญ', tel: '0812345678', lineid: 'somchai' }),
    );
  },
};

export const Playground: Story = { args: { kind: 'sharer', leaveHref: '/all/other' } };
