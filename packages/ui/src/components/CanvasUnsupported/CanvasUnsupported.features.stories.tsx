import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { CanvasUnsupported } from './CanvasUnsupported';

const meta = {
  title: 'Components/CanvasUnsupported/Features',
  component: CanvasUnsupported,
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof CanvasUnsupported>;
export default meta;
type Story = StoryObj<typeof meta>;

const retry = fn();

export const WithRetry: Story = {
  args: { actions: <Button onClick={retry}>ลองอีกครั้ง</Button> },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'ลองอีกครั้ง' }));
    await expect(retry).toHaveBeenCalledTimes(1);
  },
};

export const TitleOnly: Story = {
  args: { detail: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(/^บางอย่างผิดพลาด$/);
  },
};

export const OnPhone: Story = {
  parameters: { screenshot: { viewport: 'phone' } },
};
