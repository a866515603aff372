import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { atRoute } from '../../stories/screen';
import { mockApi, routeParameters as pageParameters } from '../../stories/site';
import SelfCheckScreen from './SelfCheckScreen';

/** `/test`: the self-check page (ADR 041) — the checks run on the member's tap. */
const meta = {
  title: 'Screens/Self check',
  component: SelfCheckScreen,
} satisfies Meta<typeof SelfCheckScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Taps the start button and waits for the six results. */
const run = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'เริ่มตรวจ' }, { timeout: 10_000 }));
  const results = await canvas.findByRole('list', { name: 'ผลการตรวจ' }, { timeout: 10_000 });
  await expect(within(results).getAllByRole('listitem')).toHaveLength(6);
  await expect(canvas.getByRole('button', { name: 'ตรวจอีกครั้ง' })).toBeEnabled();
  return results;
};

/** Before the tap: the page says what it checks. */
export const NotRun: Story = {
  decorators: [atRoute()],
  parameters: pageParameters('/test', 'phone'),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('button', { name: 'เริ่มตรวจ' }, { timeout: 10_000 });
  },
};

/** A visitor: the service answers, notifications need a sign-in. */
export const Desktop: Story = {
  decorators: [atRoute()],
  parameters: pageParameters('/test'),
  play: async ({ canvasElement }) => {
    const results = await run(canvasElement);
    await expect(results.querySelector('[data-check="service"]')).toHaveAttribute('data-state', 'ok');
    await expect(results.querySelector('[data-check="notifications"]')).toHaveAttribute('data-state', 'warn');
  },
};

/** A member on a phone: their notifications are read. */
export const Phone: Story = {
  decorators: [atRoute({ member: true })],
  parameters: pageParameters('/test', 'phone'),
  play: async ({ canvasElement }) => {
    const results = await run(canvasElement);
    await expect(results.querySelector('[data-check="notifications"]')).toHaveAttribute('data-state', 'ok');
  },
};

/** The service does not answer: the check says so, and what to do. */
export const ServiceDown: Story = {
  decorators: [atRoute()],
  parameters: {
    ...pageParameters('/test', 'phone'),
    msw: {
      handlers: [
        http.get('*/api/site-settings', () => HttpResponse.json({ error: 'down' }, { status: 503 })),
        ...mockApi.handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const results = await run(canvasElement);
    await expect(results.querySelector('[data-check="service"]')).toHaveAttribute('data-state', 'fail');
  },
};
