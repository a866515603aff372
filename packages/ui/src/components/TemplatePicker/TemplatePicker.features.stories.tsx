import { cardVariant } from '@lightbearers/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TemplatePicker } from './TemplatePicker';
import { StatefulPicker, thumbnailsOf } from './TemplatePicker.fixtures';

const thanks = cardVariant('card').templates;

const meta = {
  title: 'Components/TemplatePicker/Features',
  component: TemplatePicker,
  args: { options: [], value: 'card-hall-saffron', onValueChange: fn() },
  loaders: [async () => ({ options: await thumbnailsOf(thanks, 160) })],
  render: (args, { loaded }) => <StatefulPicker {...args} options={loaded.options} />,
} satisfies Meta<typeof TemplatePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The thanks card's 12 templates in a grid (kiosk, desktop). */
export const TwelveTemplates: Story = {
  play: async ({ canvasElement, args }) => {
    const radios = within(canvasElement).getAllByRole('radio');
    await expect(radios).toHaveLength(12);
    radios[0]?.focus();
    await userEvent.keyboard('{End}');
    await expect(radios[11]).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('card-wheel-jade');
  },
};

/** On a phone the 12 thumbnails scroll sideways in one row and snap. */
export const ScrollRowOnPhone: Story = {
  args: { layout: 'scroll', value: 'card-lotus-rose' },
  parameters: { screenshot: { viewport: 'phone' } },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup');
    await expect(group).toHaveAttribute('data-layout', 'scroll');
    await expect(group.scrollWidth).toBeGreaterThan(group.clientWidth);
  },
};

/** Before the thumbnails are drawn: placeholders of the right shape keep the layout still. */
export const Drawing: Story = {
  render: (args) => (
    <StatefulPicker
      {...args}
      options={cardVariant('card22').templates.map((t) => ({
        id: t.id,
        label: t.label,
        src: '',
        shape: 'landscape',
      }))}
      value="card22-th"
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('radio')).toHaveLength(3);
    await expect(canvasElement.querySelectorAll('img')).toHaveLength(0);
  },
};

export const LongThaiLabels: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
  render: (args, { loaded }) => (
    <StatefulPicker
      {...args}
      options={(loaded.options as { id: string; label: string; src: string }[]).slice(0, 2).map((o) => ({
        ...o,
        label: `${o.label} ขอบทองลายกนกพิเศษ`,
      }))}
      value="card-hall-saffron"
    />
  ),
};
