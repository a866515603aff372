import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { nonStaffMember, waitForText } from '../../stories/org';
import { atRoute } from '../../stories/screen';
import { routeParameters as pageParameters } from '../../stories/site';
import JoinOrganisationScreen from './JoinOrganisationScreen';

/** `/orgsub`: the inner-zone member page (nologin layout). */
const meta = {
  title: 'Screens/Inner-zone registration',
  component: JoinOrganisationScreen,
} satisfies Meta<typeof JoinOrganisationScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Signed in: the two selectors; the submit appears once both are chosen. */
export const Desktop: Story = {
  decorators: [atRoute({ member: nonStaffMember })],
  parameters: pageParameters('/orgsub'),
  play: async (context) => {
    await waitForText('เลือกสายและหน่วยที่คุณสังกัด แล้วกดบันทึก')(context);
    const canvas = within(context.canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'สาย' }), 'ภูมิภาค');
    // The directory call (and the api client) load on this first choice.
    const unit = canvas.getByRole('combobox', { name: 'หน่วย' });
    await waitFor(() => expect(unit).toBeEnabled(), { timeout: 10_000 });
    await userEvent.selectOptions(unit, 'ภาค 2');
    await expect(await canvas.findByRole('button', { name: 'บันทึกสังกัด' })).toBeEnabled();
  },
};

export const Phone: Story = {
  decorators: [atRoute({ member: nonStaffMember })],
  parameters: pageParameters('/orgsub', 'phone'),
  play: waitForText('เลือกสายและหน่วยที่คุณสังกัด แล้วกดบันทึก'),
};

/** Signed out: the Google sign-in button. */
export const SignedOut: Story = {
  decorators: [atRoute()],
  parameters: pageParameters('/orgsub'),
  play: waitForText('เข้าสู่ระบบด้วย Google'),
};

export const SignedOutPhone: Story = {
  decorators: [atRoute()],
  parameters: pageParameters('/orgsub', 'phone'),
  play: waitForText('เข้าสู่ระบบด้วย Google'),
};
