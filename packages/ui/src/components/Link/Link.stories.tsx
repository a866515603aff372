import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Link, linkTones, linkVariants } from './Link';

const meta = {
  title: 'Components/Link',
  component: Link,
  args: { href: '#privacy', children: 'นโยบายความเป็นส่วนตัว' },
  argTypes: {
    variant: { control: 'inline-radio', options: linkVariants },
    tone: { control: 'inline-radio', options: linkTones },
  },
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'นโยบายความเป็นส่วนตัว' });
    await expect(link).toHaveAttribute('href', '#privacy');
    await expect(link).not.toHaveAttribute('target');
  },
};

export const Playground: Story = {
  args: { variant: 'standalone', external: true, href: '#manual', children: 'คู่มือการใช้งาน' },
};
