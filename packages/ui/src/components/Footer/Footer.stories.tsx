import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Footer } from './Footer';
import { footerLinks } from './Footer.fixtures';

const meta = {
  title: 'Components/Footer',
  component: Footer,
  // A fixed Buddhist year keeps the screenshot stable; the app passes `buddhistYear()`.
  args: { links: footerLinks, year: 2569 },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = within(canvas.getByRole('navigation', { name: 'ลิงก์ท้ายเว็บไซต์' }));
    await expect(nav.getByRole('link', { name: 'นโยบายความเป็นส่วนตัว' })).toHaveAttribute('href', '/privacy');
    await expect(nav.getByRole('link', { name: 'นโยบายคุกกี้' })).toHaveAttribute('href', '/cookie');
    await expect(nav.getByRole('link', { name: 'ข้อตกลงการใช้บริการ' })).toHaveAttribute('href', '/service');
    await expect(nav.getByRole('link', { name: 'ติดตั้งแอป' })).toHaveAttribute('href', '/app');
    await expect(canvas.getByText(/© 2569/)).toBeInTheDocument();
  },
};

export const Playground: Story = { args: { year: 2570 } };
