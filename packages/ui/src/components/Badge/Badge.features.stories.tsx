import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ClicksIcon, ShareIcon, SparklesIcon, SunIcon } from '../../icons';
import { Cluster } from '../Cluster';
import { Stack } from '../Stack';
import { Badge, badgeSizes, badgeTones } from './Badge';

const meta = {
  title: 'Components/Badge/Features',
  component: Badge,
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

const toneLabels = {
  neutral: 'ทั่วไป',
  accent: 'ผู้สร้างสรรค์',
  success: 'สำเร็จ',
  info: 'ประกาศ',
  warning: 'โปรดทราบ',
  danger: 'หมดแล้ว',
} as const;

/** Soft (default) and solid, in every tone. */
export const Tones: Story = {
  render: () => (
    <Stack gap="4">
      <Cluster gap="3">
        {badgeTones.map((t) => (
          <Badge key={t} tone={t}>
            {toneLabels[t]}
          </Badge>
        ))}
      </Cluster>
      <Cluster gap="3">
        {badgeTones.map((t) => (
          <Badge key={t} tone={t} variant="solid">
            {toneLabels[t]}
          </Badge>
        ))}
      </Cluster>
    </Stack>
  ),
};

export const Sizes: Story = {
  render: () => (
    <Cluster gap="3">
      {badgeSizes.map((s) => (
        <Badge key={s} size={s} tone="accent" icon={<SparklesIcon />}>
          Creator ({s})
        </Badge>
      ))}
    </Cluster>
  ),
};

/** The profile header's type badge: Creator, or the online light-leader badge for sharers. */
export const MemberTypes: Story = {
  render: () => (
    <Cluster gap="3">
      <Badge tone="accent" variant="solid" icon={<SparklesIcon />}>
        Creator
      </Badge>
      <Badge tone="warning" icon={<SunIcon />}>
        ผู้นำแสงออนไลน์
      </Badge>
      <Badge tone="neutral">LIVE</Badge>
    </Cluster>
  ),
};

/** Counts arrive formatted with thousands separators; tabular figures keep columns aligned. */
export const Counts: Story = {
  render: () => (
    <Cluster gap="3">
      <Badge size="sm" tone="danger" variant="solid">
        4
      </Badge>
      <Badge size="sm" tone="danger" variant="solid">
        1,234
      </Badge>
      <Badge tone="info" icon={<ClicksIcon />}>
        คลิก 12,345
      </Badge>
      <Badge tone="success" icon={<ShareIcon />}>
        แชร์ 987
      </Badge>
    </Cluster>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1,234')).toBeVisible();
  },
};

/** In a narrow parent a long label ends in an ellipsis; the DOM keeps the full text. */
export const LongThaiText: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 200 }}>{Story()}</div>],
  args: {
    tone: 'accent',
    icon: <SparklesIcon />,
    children: 'ผู้สร้างสรรค์ผลงานเผยแผ่ธรรมะออนไลน์ประจำปี',
  },
  play: async ({ canvasElement }) => {
    const label = within(canvasElement).getByText('ผู้สร้างสรรค์ผลงานเผยแผ่ธรรมะออนไลน์ประจำปี');
    await expect(label.scrollWidth).toBeGreaterThan(label.clientWidth);
    const badge = label.closest('[data-component="Badge"]') as HTMLElement;
    await expect(badge.getBoundingClientRect().width).toBeLessThanOrEqual(200);
  },
};
