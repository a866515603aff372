import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Stack } from '../Stack';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Components/Checkbox/Features',
  component: Checkbox,
  args: { label: 'จดจำการเข้าสู่ระบบในเครื่องนี้', onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 436, padding: 8 }}>{Story()}</div>],
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

const privacyLabel = (
  <>
    ข้าพเจ้ายอมรับ <a href="/privacy">นโยบายความเป็นส่วนตัว</a>
  </>
);

/**
 * The login modal's privacy-policy checkbox (product §2): checked by default, its label links to
 * /privacy, and Google sign-in is disabled while it is unchecked.
 */
export const PrivacyConsent: Story = {
  render: function Render(args) {
    const [agreed, setAgreed] = useState(true);
    return (
      <Stack gap="4">
        <Checkbox
          {...args}
          label={privacyLabel}
          checked={agreed}
          onChange={(e) => {
            setAgreed(e.target.checked);
            args.onChange?.(e);
          }}
        />
        <Button disabled={!agreed} block>
          เข้าสู่ระบบด้วย Google
        </Button>
      </Stack>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const consent = canvas.getByRole('checkbox', { name: 'ข้าพเจ้ายอมรับ นโยบายความเป็นส่วนตัว' });
    const google = canvas.getByRole('button', { name: 'เข้าสู่ระบบด้วย Google' });
    await expect(consent).toBeChecked();
    await expect(canvas.getByRole('link', { name: 'นโยบายความเป็นส่วนตัว' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    await userEvent.click(consent);
    await expect(consent).not.toBeChecked();
    await expect(google).toBeDisabled();
    await userEvent.keyboard(' ');
    await expect(consent).toBeChecked();
    await expect(google).toBeEnabled();
  },
};

/**
 * Tapping the link in a label follows the link and leaves the box alone (the browser skips the
 * label's activation for interactive content). A same-page anchor keeps the story in place; the
 * app's link goes to /privacy.
 */
export const LinkDoesNotToggle: Story = {
  args: {
    label: (
      <>
        ข้าพเจ้ายอมรับ <a href="#privacy-policy">นโยบายความเป็นส่วนตัว</a>
      </>
    ),
    defaultChecked: true,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // A native click, not userEvent: user-event emulates label activation itself and forwards
    // any click inside a <label> (links included) to the control, which the browser does not do.
    canvas.getByRole('link', { name: 'นโยบายความเป็นส่วนตัว' }).click();
    await expect(canvas.getByRole('checkbox')).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByText(/ข้าพเจ้ายอมรับ/));
    await expect(canvas.getByRole('checkbox')).not.toBeChecked();
  },
};

/** A "select all" over some of its items: mixed, then all on a click. */
export const Indeterminate: Story = {
  parameters: {
    screenshot: {
      // Seen here: after the play's clicks, the corners of the filled boxes come out in one of two
      // antialiasings from run to run (1 pixel apart); any real change moves far more pixels.
      tolerance: { pixels: 4, reason: 'corner antialiasing alternates after repaint' },
    },
  },
  render: function Render(args) {
    const [chosen, setChosen] = useState<Record<string, boolean>>({ facebook: true, twitter: false });
    const all = Object.values(chosen).every(Boolean);
    const some = Object.values(chosen).some(Boolean);
    return (
      <Stack gap="0">
        <Checkbox
          {...args}
          label="ทุกโซเชียล"
          checked={all}
          indeterminate={some && !all}
          onChange={(e) => setChosen({ facebook: e.target.checked, twitter: e.target.checked })}
        />
        <div style={{ paddingInlineStart: 36 }}>
          {(['facebook', 'twitter'] as const).map((key) => (
            <Checkbox
              key={key}
              label={key === 'facebook' ? 'Facebook' : 'Twitter / X'}
              checked={chosen[key] ?? false}
              onChange={(e) => setChosen((c) => ({ ...c, [key]: e.target.checked }))}
            />
          ))}
        </div>
      </Stack>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const all = canvas.getByRole('checkbox', { name: 'ทุกโซเชียล' });
    await expect(all).toBePartiallyChecked();
    await userEvent.click(all);
    await expect(all).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Twitter / X' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Facebook' }));
    await expect(all).toBePartiallyChecked();
  },
};

const consentError = 'กรุณายอมรับนโยบายความเป็นส่วนตัวก่อนเข้าสู่ระบบ';

export const WithError: Story = {
  args: { label: privacyLabel, hint: 'อ่านได้ก่อนตัดสินใจ', error: consentError, required: true },
  play: async ({ canvasElement }) => {
    const consent = within(canvasElement).getByRole('checkbox');
    await expect(consent).toHaveAttribute('aria-invalid', 'true');
    await expect(consent).toHaveAttribute('aria-required', 'true');
    await expect(consent).toHaveAccessibleDescription(`อ่านได้ก่อนตัดสินใจ ${consentError}`);
    await expect(canvasElement.querySelector('[data-component="Checkbox"]')).toHaveAttribute(
      'data-state',
      'invalid',
    );
  },
};

export const Disabled: Story = {
  render: (args) => (
    <Stack gap="0">
      <Checkbox {...args} label="ยังไม่เลือก (ปิดใช้งาน)" disabled />
      <Checkbox {...args} label="เลือกแล้ว (ปิดใช้งาน)" disabled defaultChecked />
    </Stack>
  ),
  play: async ({ canvasElement, args }) => {
    const off = within(canvasElement).getByRole('checkbox', { name: 'ยังไม่เลือก (ปิดใช้งาน)' });
    await expect(off).toBeDisabled();
    await userEvent.click(off, { pointerEventsCheck: 0 });
    await expect(off).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Touch target: the row is at least 44px tall even though the box is 24px. */
export const HitArea: Story = {
  play: async ({ canvasElement }) => {
    const row = canvasElement.querySelector('[data-part="Row"]') as HTMLElement;
    await expect(row.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    // A tap at the far end of the row, away from the box, lands on the row and toggles it.
    const rect = row.getBoundingClientRect();
    const hit = document.elementFromPoint(rect.right - 4, rect.top + rect.height / 2) as HTMLElement;
    await expect(row.contains(hit)).toBe(true);
    await userEvent.click(hit);
    await expect(within(canvasElement).getByRole('checkbox')).toBeChecked();
  },
};

/** Keyboard: Tab reaches it with a visible ring, Space toggles it. */
export const Focused: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
  },
};

export const LongThaiText: Story = {
  args: {
    label: (
      <>
        ข้าพเจ้าได้อ่านและยอมรับ <a href="/privacy">นโยบายความเป็นส่วนตัว</a> และ{' '}
        <a href="/service">เงื่อนไขการใช้บริการ</a> ของเว็บไซต์ผู้นำบุญออนไลน์
        รวมถึงยินยอมให้เก็บข้อมูลการแชร์เพื่อใช้ในการจัดอันดับสถิติรายวัน
      </>
    ),
    hint: 'ข้อมูลของท่านจัดเก็บบนเซิร์ฟเวอร์ต่างประเทศ และท่านสามารถขอลบข้อมูลได้ทุกเมื่อ',
    defaultChecked: true,
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
};
