import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Heading } from '../Heading';
import { Stack } from '../Stack';
import { Text } from '../Text';
import {
  Surface,
  surfaceElements,
  surfaceElevations,
  surfacePaddings,
  surfaceRadii,
  surfaceTones,
} from './Surface';

const meta = {
  title: 'Components/Surface',
  component: Surface,
  args: {
    children: (
      <Stack gap="3">
        <Heading as="h3" size="sm">
          ของที่ระลึก
        </Heading>
        <Text tone="muted">แลกแต้มเป็นของที่ระลึก จัดส่งถึงบ้านหรือรับที่วัด</Text>
      </Stack>
    ),
  },
  argTypes: {
    as: { control: 'select', options: surfaceElements },
    elevation: { control: 'inline-radio', options: surfaceElevations },
    padding: { control: 'inline-radio', options: surfacePaddings },
    radius: { control: 'inline-radio', options: surfaceRadii },
    tone: { control: 'inline-radio', options: surfaceTones },
    children: { control: false },
  },
} satisfies Meta<typeof Surface>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const surface = canvasElement.querySelector('[data-component="Surface"]');
    await expect(surface).toHaveAttribute('data-elevation', 'sm');
    await expect(within(canvasElement).getByRole('heading', { name: 'ของที่ระลึก' })).toBeVisible();
  },
};

export const Playground: Story = {
  args: { elevation: 'md', padding: 'lg', radius: 'xl' },
};
