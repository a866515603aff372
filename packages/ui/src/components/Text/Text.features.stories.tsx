import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stack } from '../Stack';
import { Text, textSizes, textTones, textWeights } from './Text';

const meta = {
  title: 'Components/Text/Features',
  component: Text,
} satisfies Meta<typeof Text>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Thai with stacked marks (above and below the line) and a long unbroken run of words. */
const longThai =
  'ขอเชิญชวนพุทธศาสนิกชนทุกท่านร่วมแผ่เมตตาและอนุโมทนาบุญกับผู้เผยแผ่ธรรมะออนไลน์ ทั้งคลิปวิดีโอ ภาพถ่าย และบทความที่ช่วยให้จิตใจสงบเย็น ชื่นบานดุจน้ำฝนในฤดูกาลที่ครูบาอาจารย์ได้เมตตาสั่งสอนไว้ สู่การปฏิบัติบูชาในวันวิสาขบูชาปีนี้ ณ ศาลาปฏิบัติธรรมของวัดใกล้บ้านท่าน';

export const Sizes: Story = {
  render: () => (
    <Stack gap="3">
      {textSizes.map((s) => (
        <Text key={s} size={s}>
          {s} — ผู้ถือประทีป สาธุ 1,234 ครั้ง
        </Text>
      ))}
    </Stack>
  ),
};

export const Tones: Story = {
  render: () => (
    <Stack gap="3">
      {textTones.map((t) => (
        <Text key={t} tone={t}>
          {t} — แชร์ไปได้บุญ เมื่อ 3 ชั่วโมงที่แล้ว
        </Text>
      ))}
    </Stack>
  ),
};

export const Weights: Story = {
  render: () => (
    <Stack gap="3">
      {textWeights.map((w) => (
        <Text key={w} weight={w}>
          {w} — คลิก 12,345 ครั้ง
        </Text>
      ))}
    </Stack>
  ),
};

export const LongThaiText: Story = {
  args: { children: longThai },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
};

/** Clamped by whole lines: the ellipsis follows a complete Thai word; the DOM keeps every character. */
export const Truncated: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
  render: () => (
    <Stack gap="5">
      <Text truncate data-testid="one">
        {longThai}
      </Text>
      <Text truncate={2} data-testid="two">
        {longThai}
      </Text>
      <Text truncate={3} size="sm" tone="muted" data-testid="three">
        {longThai}
      </Text>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const [id, lines] of [
      ['one', 1],
      ['two', 2],
      ['three', 3],
    ] as const) {
      const el = canvas.getByTestId(id);
      // Nothing is cut from the text itself, so screen readers and copy get all of it.
      await expect(el.textContent).toBe(longThai);
      const lineHeight = Number.parseFloat(getComputedStyle(el).lineHeight);
      await expect(Math.round(el.clientHeight / lineHeight)).toBe(lines);
      await expect(el.scrollHeight).toBeGreaterThan(el.clientHeight);
    }
  },
};

/** A long link without spaces wraps inside its column instead of widening the card. */
export const LongUrl: Story = {
  args: {
    children: 'ดูเพิ่มเติม https://example.com/dhamma/วิสาขบูชา/คลิปธรรมะ/แผ่เมตตา?ref=lightbearers&share=line',
  },
  decorators: [(Story) => <div style={{ maxWidth: 280 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText(/ดูเพิ่มเติม/);
    await expect(text.scrollWidth).toBeLessThanOrEqual(text.clientWidth);
  },
};

/** Post descriptions and bios keep the author's line breaks. */
export const PreserveLines: Story = {
  args: {
    preserveLines: true,
    children: 'สวัสดีวันพระ\nขอให้ทุกท่านมีความสุขกาย สบายใจ\n\nสาธุ สาธุ สาธุ',
  },
};

export const NumericAndElements: Story = {
  render: () => (
    <Stack gap="3">
      <Text as="time" dateTime="2025-05-11" tone="muted" size="sm">
        11 พ.ค. 2568
      </Text>
      <Text numeric weight="bold">
        1,234,567 แต้ม
      </Text>
      <Text numeric weight="bold">
        89 แต้ม
      </Text>
      <Text>
        ข้อความมี{' '}
        <Text as="strong" weight="bold" tone="inherit">
          คำสำคัญ
        </Text>{' '}
        อยู่ในประโยค
      </Text>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const time = canvasElement.querySelector('time');
    await expect(time).toHaveAttribute('datetime', '2025-05-11');
  },
};

/** Read by screen readers, not drawn. */
export const VisuallyHidden: Story = {
  render: () => (
    <Text>
      ลิงก์ภายนอก
      <Text as="span" visuallyHidden>
        (เปิดในแท็บใหม่)
      </Text>
    </Text>
  ),
  play: async ({ canvasElement }) => {
    const hidden = within(canvasElement).getByText('(เปิดในแท็บใหม่)');
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(within(canvasElement).getByText(/ลิงก์ภายนอก/)).toHaveTextContent('ลิงก์ภายนอก(เปิดในแท็บใหม่)');
  },
};
