import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Prose, proseElements } from './Prose';
import { PrivacySample } from './Prose.fixtures';

const meta = {
  title: 'Components/Prose',
  component: Prose,
  args: { as: 'article', children: <PrivacySample /> },
  argTypes: { as: { control: 'inline-radio', options: proseElements } },
} satisfies Meta<typeof Prose>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The privacy policy page's text (/privacy). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article')).toHaveAttribute('data-component', 'Prose');
    await expect(canvas.getByRole('heading', { level: 1, name: 'นโยบายความเป็นส่วนตัว' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'นโยบายคุกกี้' })).toHaveAttribute('href', '/cookie');
  },
};

export const Playground: Story = { args: { as: 'div' } };
