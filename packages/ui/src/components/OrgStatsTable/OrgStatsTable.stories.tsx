import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OrgStatsTable } from './OrgStatsTable';
import { orgStatsRows } from './OrgStatsTable.fixtures';

const meta = {
  title: 'Components/OrgStatsTable',
  component: OrgStatsTable,
  args: { rows: orgStatsRows, onGroupChange: fn() },
} satisfies Meta<typeof OrgStatsTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every line; choosing a group shows only its units; cells link to the member list. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('row')).toHaveLength(orgStatsRows.length + 1);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'กลุ่ม' }), 'ภูมิภาค');
    await expect(args.onGroupChange).toHaveBeenCalledWith('ภูมิภาค');
    await expect(canvas.getAllByRole('row')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'ภาคใต้' })).toHaveAttribute(
      'href',
      `/statlist/${encodeURIComponent('ภูมิภาค')}/${encodeURIComponent('ภาคใต้')}`,
    );
  },
};

export const Playground: Story = { args: { defaultGroup: 'นครหลวง' } };
