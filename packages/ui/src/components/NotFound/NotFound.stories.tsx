import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NotFound } from './NotFound';

const meta = {
  title: 'Components/NotFound',
  component: NotFound,
} satisfies Meta<typeof NotFound>;
export default meta;
type Story = StoryObj<typeof meta>;

/** /404 and unknown paths signed out: back to the landing page. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'ไม่พบหน้าที่ท่านต้องการ' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'กลับหน้าแรก' })).toHaveAttribute('href', '/');
  },
};

export const Playground: Story = { args: { homeHref: '/all/other' } };
