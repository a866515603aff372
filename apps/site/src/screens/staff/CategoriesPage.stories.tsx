import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { freshMockApi } from '../../stories/org';
import { mockApi } from '../../stories/site';
import {
  asAdmin,
  asStaff,
  showsNotFound,
  staffOnlyHandlers,
  staffParameters,
  staffReady,
} from '../../stories/staff';
import StaffScreen from './StaffScreen';

/** `/staff/categories` (admin): the categories in order, with their posts; hide, move, delete. */
const meta = {
  title: 'Screens/Staff/Categories',
  component: StaffScreen,
} satisfies Meta<typeof StaffScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A category of the mock data that holds posts. */
const withPosts = mockApi.db.categories.find((c) =>
  mockApi.db.posts.some((p) => p.attributes.cat?.data?.id === c.id),
)!;

export const Desktop: Story = {
  decorators: asAdmin,
  parameters: staffParameters('/staff/categories'),
  play: async ({ canvasElement }) => {
    const screen = await staffReady(canvasElement);
    await expect(within(screen).getAllByRole('rowheader')).toHaveLength(mockApi.db.categories.length);
  },
};

export const Phone: Story = {
  decorators: asAdmin,
  parameters: staffParameters('/staff/categories', 'phone'),
  play: async ({ canvasElement }) => {
    await staffReady(canvasElement);
  },
};

/**
 * Deleting a category that holds posts: the service refuses and the dialog says to hide it. The
 * answer takes 300 ms, as a network's does: the confirm button is busy (disabled) meanwhile and
 * gives up its focus to the dialog; an answer within a frame or two left it focused or not by chance.
 */
export const DeleteRefused: Story = {
  decorators: asAdmin,
  parameters: staffParameters('/staff/categories', 'desktop', [
    // Answers nothing itself: after the wait, the mock service's own handler answers.
    http.delete('*/categories/:id', async () => {
      await delay(300);
    }),
    ...freshMockApi().handlers,
  ]),
  play: async ({ canvasElement }) => {
    const screen = await staffReady(canvasElement);
    const name = withPosts.attributes.name;
    await userEvent.click(within(screen).getByRole('button', { name: `ตัวเลือกของ ${name}` }));
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'ลบ' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'ลบหมวดหมู่นี้ใช่ไหม' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'ลบ' }));
    await waitFor(() =>
      expect(within(dialog).getByText('หมวดหมู่นี้มีโพสต์อยู่ จึงลบไม่ได้ ให้ซ่อนหมวดหมู่แทน')).toBeVisible(),
    );
  },
};

/** Hiding a category from its menu: its row says hidden. */
export const Hide: Story = {
  decorators: asAdmin,
  parameters: staffParameters('/staff/categories', 'phone', freshMockApi().handlers),
  play: async ({ canvasElement }) => {
    const screen = await staffReady(canvasElement);
    const name = withPosts.attributes.name;
    await userEvent.click(within(screen).getByRole('button', { name: `ตัวเลือกของ ${name}` }));
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'ซ่อน' }));
    await expect(
      await within(screen).findByText(`ซ่อน "${name}" แล้ว สมาชิกไม่เห็นและโพสต์ลงหมวดนี้ไม่ได้`),
    ).toBeVisible();
    // The list is read again after the change; its row then says hidden.
    await waitFor(
      () =>
        expect(
          within(screen)
            .getByRole('rowheader', { name: new RegExp(name) })
            .closest('tr'),
        ).toHaveTextContent('ซ่อนอยู่'),
      { timeout: 10_000 },
    );
  },
};

/** A staff member (no admin) gets the not-found page for the admins' categories. */
export const StaffNotAdmin: Story = {
  decorators: asStaff,
  parameters: staffParameters('/staff/categories', 'phone', staffOnlyHandlers()),
  play: showsNotFound,
};
