import type { Meta, StoryObj } from '@storybook/react-vite';
import { Footer } from './Footer';
import { footerLinks } from './Footer.fixtures';
import { FooterSocialLinks } from './FooterSocialLinks';

const meta = {
  title: 'Components/Footer/Features',
  component: Footer,
  args: { links: footerLinks, year: 2569 },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Phones: links wrap centred above the copyright line. */
export const Phone: Story = {
  parameters: { screenshot: { viewport: 'phone' } },
};

/** Desktop: links at the start, copyright at the end, one row. */
export const Desktop: Story = {};

/** The community's own pages, from the app's settings: an icon each, beside the copyright line. */
export const WithSocialLinks: Story = {
  args: {
    social: (
      <FooterSocialLinks
        links={{
          facebook: 'https://www.facebook.com/lightbearers',
          youtube: 'https://www.youtube.com/@lightbearers',
          line: 'https://line.me/R/ti/p/@lightbearers',
        }}
      />
    ),
  },
};

/** The same on a phone: the icons centred above the copyright line. */
export const WithSocialLinksPhone: Story = {
  args: WithSocialLinks.args,
  parameters: { screenshot: { viewport: 'phone' } },
};
