import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AuditLogList } from './AuditLogList';
import { auditEntries } from './AuditLogList.fixtures';

const meta = {
  title: 'Components/AuditLogList',
  component: AuditLogList,
  args: { entries: auditEntries },
  decorators: [(Story) => <div style={{ maxWidth: 880 }}>{Story()}</div>],
} satisfies Meta<typeof AuditLogList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Who did what, when and why; open an entry to see before and after. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'บันทึกการทำงานของทีมงาน' });
    const entries = within(list).getAllByRole('listitem');
    await expect(entries).toHaveLength(4);
    await expect(entries[1]).toHaveAttribute('data-tone', 'danger');
    await expect(entries[1]).toHaveTextContent('เหตุผล ที่อยู่จัดส่งไม่ครบ');
    await expect(
      within(entries[0] as HTMLElement).getByRole('link', { name: 'ของที่ระลึก #104 · สมุดบันทึกบุญ' }),
    ).toHaveAttribute('href', '/staff/souvenirs/104');

    const summary = within(entries[0] as HTMLElement).getByText('ดูการเปลี่ยนแปลง (2)');
    const changes = summary.closest('details') as HTMLDetailsElement;
    await expect(changes.open).toBe(false);
    await userEvent.click(summary);
    await expect(changes.open).toBe(true);
    const price = within(changes).getByText('ราคา (คะแนน)').parentElement as HTMLElement;
    await expect(price).toHaveAttribute('data-state', 'changed');
    await expect(price.querySelector('del')).toHaveTextContent('240');
    await expect(price.querySelector('ins')).toHaveTextContent('260');
    const name = within(changes).getByText('ชื่อ').parentElement as HTMLElement;
    await expect(name).toHaveAttribute('data-state', 'unchanged');
    await expect(name.querySelector('del, ins')).toBeNull();
  },
};

export const Playground: Story = {
  args: { label: 'บันทึกการทำงานของ สมชาย ใจดี', entries: auditEntries.slice(0, 2) },
};
