import { wireSub, wireUserRef } from '@lightbearers/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { freshMockApi, nonStaffMember, waitForText } from '../../stories/org';
import { atRoute } from '../../stories/screen';
import { routeParameters as pageParameters } from '../../stories/site';
import ApplicationScreen from './ApplicationScreen';

/** `/creator-sub` and `/sharer`: the creator and sharer applications (blank layout, members only). */
const meta = {
  title: 'Screens/Applications',
  component: ApplicationScreen,
  decorators: [atRoute({ member: nonStaffMember })],
} satisfies Meta<typeof ApplicationScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const ready = waitForText('ข้อตกลงในการเป็น Creator');

/** `/creator-sub`: the terms, the product's rules and the four required fields. */
export const CreatorDesktop: Story = { parameters: pageParameters('/creator-sub'), play: ready };

export const CreatorPhone: Story = { parameters: pageParameters('/creator-sub', 'phone'), play: ready };

/** A member whose application awaits review: the notice and its cancel button instead of the form. */
export const CreatorPending: Story = {
  parameters: {
    ...pageParameters('/creator-sub'),
    msw: {
      handlers: freshMockApi((mock) =>
        mock.db.creatorSubs.push(wireSub(900, { user: { data: wireUserRef(2) } })),
      ).handlers,
    },
  },
  play: waitForText('ส่งใบสมัครแล้ว รอการตรวจสอบ'),
};

/** `/sharer`: name, mobile and LINE id required; address, affiliation and links optional; skip link. */
export const SharerDesktop: Story = {
  parameters: pageParameters('/sharer'),
  play: waitForText('ลิงก์โซเชียล (ไม่บังคับ)'),
};

export const SharerPhone: Story = {
  parameters: pageParameters('/sharer', 'phone'),
  play: waitForText('ลิงก์โซเชียล (ไม่บังคับ)'),
};

/** A blank required field: the product's alert; what was typed stays. */
export const SharerMissingField: Story = {
  parameters: pageParameters('/sharer', 'phone'),
  play: async (context) => {
    await waitForText('ลิงก์โซเชียล (ไม่บังคับ)')(context);
    const canvas = within(context.canvasElement);
    const tel = canvas.getByRole('textbox', { name: /เบอร์มือถือ/ });
    await userEvent.clear(tel);
    await userEvent.type(canvas.getByRole('textbox', { name: /ที่อยู่/ }), '1 หมู่ 2 ปทุมธานี');
    await userEvent.clear(canvas.getByRole('textbox', { name: /ไลน์ไอดี/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'ลงทะเบียน' }));
    const body = within(context.canvasElement.ownerDocument.body);
    const alert = await body.findByRole('alertdialog', { name: 'กรุณากรอกข้อมูลในช่องที่มีเครื่องหมาย *' });
    await userEvent.click(within(alert).getByRole('button', { name: 'ตกลง' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    // The registration's address was there; what was typed is still after it.
    await expect((canvas.getByRole('textbox', { name: /ที่อยู่/ }) as HTMLTextAreaElement).value).toContain(
      '1 หมู่ 2 ปทุมธานี',
    );
    await expect(canvas.getByRole('textbox', { name: /เบอร์มือถือ/ })).toHaveAttribute('aria-invalid', 'true');
  },
};
