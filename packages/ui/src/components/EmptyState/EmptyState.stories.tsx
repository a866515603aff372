import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SearchIcon } from '../../icons';
import { EmptyState, emptyStateTitleElements } from './EmptyState';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: {
    icon: <SearchIcon />,
    title: 'ไม่พบผลการค้นหา',
    description: 'ลองพิมพ์ชื่ออย่างน้อย 3 ตัวอักษร หรือค้นหาด้วยชื่ออื่น',
  },
  argTypes: { titleAs: { control: 'inline-radio', options: emptyStateTitleElements } },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

/** /search with no match: the product's empty text, verbatim. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('ไม่พบผลการค้นหา')).toHaveAttribute('data-part', 'Title');
    await expect(canvasElement.querySelector('[data-part="Icon"]')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Playground: Story = {
  args: { titleAs: 'h2' },
};
