import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ApplicationForm } from './ApplicationForm';
import { creatorDoneMessage, creatorTerms, sharerDoneMessage } from './ApplicationForm.fixtures';

const meta = {
  title: 'Components/ApplicationForm/Features',
  component: ApplicationForm,
  args: { kind: 'sharer', terms: creatorTerms, leaveHref: '/all/other', onSubmit: fn(), onDone: fn() },
} satisfies Meta<typeof ApplicationForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const units: Record<string, string[]> = {
  ภูมิภาค: ['ภาคอีสาน', 'ภาคใต้', 'ภาคตะวันออก'],
  นครหลวง: ['แก้วภูธร 1', 'แก้วภูธร 2'],
};

/** The sharer application: name, mobile, LINE id required; address, affiliation and links optional. */
export const Sharer: Story = {
  render: function Render(args) {
    const [org1, setOrg1] = useState('');
    return <ApplicationForm {...args} org2Options={units[org1] ?? []} onOrg1Change={setOrg1} />;
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'ข้ามไปก่อน' })).toHaveAttribute('href', '/all/other');
    await userEvent.type(canvas.getByRole('textbox', { name: /ชื่อ-นามสกุล/ }), 'สมหญิง');
    await userEvent.type(canvas.getByRole('textbox', { name: /เบอร์มือถือ/ }), '0899999999');
    await userEvent.type(canvas.getByRole('textbox', { name: /ไลน์ไอดี/ }), 'somying');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'สาย' }), 'ภูมิภาค');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'หน่วย' }), 'ภาคใต้');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Facebook' }), 'https://facebook.com/somying');
    await userEvent.click(canvas.getByRole('button', { name: 'ลงทะเบียน' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'สมหญิง',
        address: '',
        org1: 'ภูมิภาค',
        org2: 'ภาคใต้',
        links: expect.objectContaining({ facebook: 'https://facebook.com/somying', youtube: '' }),
      }),
    );
  },
};

/** A missing field: the product's alert, the blank fields marked, and nothing typed is lost. */
export const SharerMissingField: Story = {
  // Ends with the alert closed: the form itself is what the screenshot and axe look at.
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /ชื่อ-นามสกุล/ }), 'สมหญิง');
    await userEvent.type(canvas.getByRole('textbox', { name: /ที่อยู่/ }), '9 หมู่ 1 ปทุมธานี');
    await userEvent.click(canvas.getByRole('button', { name: 'ลงทะเบียน' }));
    const body = within(document.body);
    const alert = await body.findByRole('alertdialog', { name: 'กรุณากรอกข้อมูลในช่องที่มีเครื่องหมาย *' });
    await expect(alert).toHaveTextContent('เบอร์มือถือ');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(within(alert).getByRole('button', { name: 'ตกลง' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByRole('textbox', { name: /ชื่อ-นามสกุล/ })).toHaveValue('สมหญิง');
    await expect(canvas.getByRole('textbox', { name: /ที่อยู่/ })).toHaveValue('9 หมู่ 1 ปทุมธานี');
    await expect(canvas.getByRole('textbox', { name: /เบอร์มือถือ/ })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The creator alert: every field is required. */
export const CreatorMissingField: Story = {
  args: { kind: 'creator', leaveHref: '/me' },
  parameters: { screenshot: { target: 'page' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /ชื่อ-นามสกุล/ }), 'สมชาย');
    await userEvent.click(canvas.getByRole('button', { name: 'สมัคร' }));
    await within(document.body).findByRole('alertdialog', { name: 'กรุณากรอกข้อมูลให้ครบทุกช่อง' });
  },
};

/** Sending: buttons disabled, the submit spins. */
export const Submitting: Story = {
  args: { kind: 'creator', leaveHref: '/me', submitting: true, defaultValues: { name: 'สมชาย ใจบุญ' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /สมัคร/ })).toBeDisabled();
  },
};

/** The send failed: the app's error, the fields as typed. */
export const SendFailed: Story = {
  args: {
    error: 'เกิดข้อผิดพลาดบางอย่าง กรุณาลองใหม่อีกครั้ง',
    defaultValues: { name: 'สมหญิง รักธรรม', tel: '0899999999', lineid: 'somying' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('เกิดข้อผิดพลาดบางอย่าง');
    await expect(canvas.getByRole('textbox', { name: /ชื่อ-นามสกุล/ })).toHaveValue('สมหญิง รักธรรม');
  },
};

/** The creator done modal (OK goes to /all/other). */
export const CreatorDone: Story = {
  args: { kind: 'creator', leaveHref: '/me', done: true, doneMessage: creatorDoneMessage },
  parameters: { screenshot: { target: 'page' } },
  play: async ({ args }) => {
    const body = within(document.body);
    const dialog = await body.findByRole('alertdialog', { name: 'ส่งใบสมัครเรียบร้อยแล้ว' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'ตกลง' }));
    await expect(args.onDone).toHaveBeenCalled();
  },
};

/** The sharer done modal: the chat group invitation and the home button. */
export const SharerDone: Story = {
  args: { done: true, doneMessage: sharerDoneMessage, chatGroupHref: 'https://line.me/R/ti/g/lightbearers' },
  parameters: { screenshot: { target: 'page' } },
  play: async () => {
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'ลงทะเบียนเรียบร้อยแล้ว' });
    await expect(within(dialog).getByRole('link', { name: /เข้ากลุ่มแชท/ })).toHaveAttribute(
      'href',
      'https://line.me/R/ti/g/lightbearers',
    );
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'กลับหน้าหลัก' })).toBeVisible());
  },
};

/** Long Thai values wrap. */
export const LongThaiText: Story = {
  args: {
    defaultValues: {
      name: 'นางสาวสมหญิงประเสริฐศักดิ์ รักษ์ธรรมะวงศ์ตระกูลผู้ส่งต่อแสงสว่างแห่งธรรม',
      address:
        '999/99 หมู่บ้านธรรมะสวัสดิ์ ซอยพหลโยธิน 48 แยก 12 ถนนพหลโยธิน แขวงอนุสาวรีย์ เขตบางเขน กรุงเทพมหานคร 10220',
      org1: 'สำนัก/อื่นๆ',
      org2: 'สำนักสื่อสารองค์กรและประชาสัมพันธ์ส่วนกลาง',
    },
    org2Options: ['สำนักสื่อสารองค์กรและประชาสัมพันธ์ส่วนกลาง'],
  },
};

export const Phone: Story = {
  args: { kind: 'creator', leaveHref: '/me' },
  parameters: { screenshot: { viewport: 'phone' } },
};
