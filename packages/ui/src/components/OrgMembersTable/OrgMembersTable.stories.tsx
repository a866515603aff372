import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OrgMembersTable } from './OrgMembersTable';
import { orgMemberRows } from './OrgMembersTable.fixtures';

const meta = {
  title: 'Components/OrgMembersTable',
  component: OrgMembersTable,
  args: {
    rows: orgMemberRows,
    page: 1,
    pageCount: 3,
    hrefFor: (page: number) => `/statlist/x/y?page=${page}`,
    caption: 'สมาชิก ภูมิภาค · ภาคใต้',
  },
} satisfies Meta<typeof OrgMembersTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Staff see the contact details; names link to profiles; pages below. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'สมาชิก ภูมิภาค · ภาคใต้' });
    await expect(within(table).getAllByRole('row')).toHaveLength(orgMemberRows.length + 1);
    await expect(canvas.getByRole('link', { name: 'สมชาย ใจบุญ' })).toHaveAttribute('href', '/@member20');
    await expect(canvas.getByText('line_member20')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'หน้า 2' })).toHaveAttribute('href', '/statlist/x/y?page=2');
  },
};

export const Playground: Story = { args: { page: 2 } };
