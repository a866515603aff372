import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stack } from '../Stack';
import { Heading, headingSizes, headingTones } from './Heading';

const meta = {
  title: 'Components/Heading/Features',
  component: Heading,
} satisfies Meta<typeof Heading>;
export default meta;
type Story = StoryObj<typeof meta>;

const longTitle = 'ขอเชิญร่วมอนุโมทนาบุญกับผู้ถือประทีปทุกท่านที่ช่วยกันเผยแผ่ธรรมะออนไลน์ในวันวิสาขบูชา ณ ศาลาปฏิบัติธรรมใกล้บ้านท่าน';

/** The default size of each outline level. */
export const Levels: Story = {
  render: () => (
    <Stack gap="4">
      <Heading as="h1">h1 — พบกับผู้ถือประทีปออนไลน์</Heading>
      <Heading as="h2">h2 — สถิติการแชร์ประจำวัน</Heading>
      <Heading as="h3">h3 — ผู้แชร์สูงสุด</Heading>
      <Heading as="h4">h4 — ของที่ระลึก</Heading>
      <Heading as="h5">h5 — หมวดหมู่</Heading>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const level of [1, 2, 3, 4, 5]) await expect(canvas.getByRole('heading', { level })).toBeVisible();
  },
};

/** Size is independent of the level: a small h2 for a card, a large p for a hero line. */
export const Sizes: Story = {
  render: () => (
    <Stack gap="4">
      {headingSizes.map((s) => (
        <Heading key={s} as="h2" size={s}>
          {s} — แชร์ไปได้บุญ
        </Heading>
      ))}
    </Stack>
  ),
};

export const Tones: Story = {
  render: () => (
    <Stack gap="4">
      {headingTones.map((t) => (
        <Heading key={t} as="h3" tone={t}>
          {t} — ประกาศจากทีมงาน
        </Heading>
      ))}
      <Heading as="h3" weight="medium">
        medium — ประกาศจากทีมงาน
      </Heading>
    </Stack>
  ),
};

export const LongThaiText: Story = {
  args: { as: 'h1', children: longTitle },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
};

/** A 2-line clamp uses body leading, so no tone mark of the hidden third line shows. */
export const Truncated: Story = {
  args: { as: 'h3', size: 'lg', truncate: 2, children: longTitle },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 3 });
    await expect(heading).toHaveAccessibleName(longTitle);
    const lineHeight = Number.parseFloat(getComputedStyle(heading).lineHeight);
    await expect(Math.round(heading.clientHeight / lineHeight)).toBe(2);
  },
};

/** Heading styles without heading semantics (a hero line), and a hidden outline heading. */
export const NonHeadingElements: Story = {
  render: () => (
    <Stack gap="4">
      <Heading as="p" size="2xl" tone="accent" align="center">
        สาธุ !
      </Heading>
      <Heading as="h2" visuallyHidden>
        โพสต์ล่าสุด
      </Heading>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading')).toHaveLength(1);
    await expect(canvas.getByRole('heading', { name: 'โพสต์ล่าสุด' })).toBeInTheDocument();
  },
};
