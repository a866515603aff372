import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { nonStaffMember, staffMember, waitForText } from '../../stories/org';
import { atRoute } from '../../stories/screen';
import { routeParameters as pageParameters } from '../../stories/site';
import MemberExportScreen from './MemberExportScreen';

/** `/profileexport` (null layout, staff only): every profile read with progress, Export to XLSX. */
const meta = {
  title: 'Screens/Profile export',
  component: MemberExportScreen,
} satisfies Meta<typeof MemberExportScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const ready = async (context: { canvasElement: HTMLElement }) => {
  await waitForText(/^อ่านครบ/)(context);
  await expect(within(context.canvasElement).getByRole('button', { name: 'Export to XLSX' })).toBeEnabled();
};

/** Staff: the table of every profile and the export button. */
export const StaffDesktop: Story = {
  decorators: [atRoute({ member: staffMember })],
  parameters: pageParameters('/profileexport'),
  play: ready,
};

export const StaffPhone: Story = {
  decorators: [atRoute({ member: staffMember })],
  parameters: pageParameters('/profileexport', 'phone'),
  play: ready,
};

/** A member who is not staff: nothing is read. */
export const NonStaff: Story = {
  decorators: [atRoute({ member: nonStaffMember })],
  parameters: pageParameters('/profileexport'),
  play: waitForText('หน้านี้สำหรับทีมงานเท่านั้น'),
};

/** Signed out. */
export const SignedOut: Story = {
  decorators: [atRoute()],
  parameters: pageParameters('/profileexport', 'phone'),
  play: waitForText('กรุณาเข้าสู่ระบบด้วยบัญชีทีมงาน'),
};
