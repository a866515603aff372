import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FakeRouterLink } from '../../test/FakeRouterLink';
import { LinkProvider } from '../Link';
import { NotFound } from './NotFound';

const meta = {
  title: 'Components/NotFound/Features',
  component: NotFound,
} satisfies Meta<typeof NotFound>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Signed in (/404): home is the feed; the link goes through the app's injected router link. */
export const SignedIn: Story = {
  args: { homeHref: '/all/other' },
  decorators: [
    (Story) => (
      <LinkProvider component={({ href, ...rest }) => <FakeRouterLink to={href} {...rest} />}>
        {Story()}
      </LinkProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const home = within(canvasElement).getByRole('link', { name: 'กลับหน้าแรก' });
    await expect(home).toHaveAttribute('href', '/all/other');
    await expect(home).toHaveAttribute('data-router-link', 'true');
  },
};

export const Phone: Story = {
  parameters: { screenshot: { viewport: 'phone' } },
};

export const LongThaiText: Story = {
  args: {
    title: 'ไม่พบโพสต์หรือหน้าที่ท่านกำลังค้นหา อาจถูกลบโดยเจ้าของโพสต์หรือย้ายไปอยู่ที่อื่นแล้ว',
    description: 'ลองตรวจสอบที่อยู่ที่พิมพ์อีกครั้ง หรือกลับไปที่หน้าแรกเพื่อสำรวจคลิปธรรมะและเรื่องราวดี ๆ จากผู้ส่งต่อแสงสว่างท่านอื่น',
  },
  parameters: { screenshot: { viewport: 'phone' } },
};
