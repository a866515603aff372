import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OrgMembersTable } from './OrgMembersTable';
import { orgMemberRows, orgMemberRowsWithoutContacts } from './OrgMembersTable.fixtures';

const meta = {
  title: 'Components/OrgMembersTable/Features',
  component: OrgMembersTable,
  args: {
    rows: orgMemberRows,
    page: 1,
    pageCount: 1,
    hrefFor: (page: number) => `/statlist/x/y?page=${page}`,
    caption: 'สมาชิก ภูมิภาค · ภาคใต้',
  },
} satisfies Meta<typeof OrgMembersTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A member who is not staff: the contact cells are dashes, announced as not shown. */
export const WithoutContacts: Story = {
  args: { rows: orgMemberRowsWithoutContacts },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('line_member20')).toBeNull();
    await expect(canvas.getAllByText('ไม่แสดง')).toHaveLength(orgMemberRows.length * 3);
  },
};

/** No members in this unit. */
export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('ยังไม่มีสมาชิกในสังกัดนี้')).toBeVisible();
  },
};

/** The middle of a long list. */
export const MiddlePage: Story = {
  args: { page: 4, pageCount: 9 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'หน้า 4' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** Long Thai names and addresses wrap. */
export const LongThaiText: Story = {
  args: {
    rows: [
      {
        ...orgMemberRows[0]!,
        name: 'นางสาวสมหญิงประเสริฐศักดิ์ รักษ์ธรรมะวงศ์ตระกูลผู้ส่งต่อแสงสว่าง',
        address:
          '999/99 หมู่บ้านธรรมะสวัสดิ์ ซอยพหลโยธิน 48 แยก 12 ถนนพหลโยธิน แขวงอนุสาวรีย์ เขตบางเขน กรุงเทพมหานคร 10220',
      },
    ],
  },
};

export const Phone: Story = { parameters: { screenshot: { viewport: 'phone' } } };
