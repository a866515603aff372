import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MoreIcon, TrashIcon } from '../../icons';
import { axeViolations } from '../../test/axe';
import { IconButton } from '../IconButton';
import { Menu } from './Menu';

const trigger = <IconButton label="ตัวเลือกของโพสต์" icon={<MoreIcon />} />;

describe('Menu', () => {
  it('opens from its trigger as a menu named by the trigger, with items, separator and label', async () => {
    render(
      <Menu>
        <Menu.Trigger>{trigger}</Menu.Trigger>
        <Menu.Label>โพสต์</Menu.Label>
        <Menu.Item>แชร์</Menu.Item>
        <Menu.Separator />
        <Menu.Item tone="danger" icon={<TrashIcon />}>
          ลบโพสต์
        </Menu.Item>
      </Menu>,
    );
    const button = screen.getByRole('button', { name: 'ตัวเลือกของโพสต์' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    const menu = await screen.findByRole('menu', { name: 'ตัวเลือกของโพสต์' });
    expect(menu).toHaveAttribute('data-component', 'Menu');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('menuitem')).toHaveLength(2);
    expect(screen.getByRole('separator')).toBeInTheDocument();
    const remove = screen.getByRole('menuitem', { name: 'ลบโพสต์' });
    expect(remove).toHaveAttribute('data-tone', 'danger');
    expect(remove.querySelector('[data-part="Icon"]')).toHaveAttribute('aria-hidden', 'true');
  });

  it('selects with the keyboard, skips disabled items, and Escape returns focus', async () => {
    const onShare = vi.fn();
    const onEdit = vi.fn();
    const onDelete = vi.fn();
    render(
      <Menu>
        <Menu.Trigger>{trigger}</Menu.Trigger>
        <Menu.Item onSelect={onShare}>แชร์</Menu.Item>
        <Menu.Item onSelect={onEdit} disabled>
          แก้ไข
        </Menu.Item>
        <Menu.Item onSelect={onDelete}>ลบโพสต์</Menu.Item>
      </Menu>,
    );
    const button = screen.getByRole('button', { name: 'ตัวเลือกของโพสต์' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'แชร์' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'ลบโพสต์' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(onEdit).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());

    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
    expect(onShare).not.toHaveBeenCalled();
  });

  it('is not modal: the page stays visible to assistive tech and a press outside closes it', async () => {
    const { container } = render(
      <>
        <Menu>
          <Menu.Trigger>{trigger}</Menu.Trigger>
          <Menu.Item>แชร์</Menu.Item>
        </Menu>
        <p>เนื้อหาของหน้า</p>
      </>,
    );
    screen.getByRole('button', { name: 'ตัวเลือกของโพสต์' }).focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    expect(container).not.toHaveAttribute('aria-hidden');
    await userEvent.click(screen.getByText('เนื้อหาของหน้า'));
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('renders an asChild item as its link, keeping icon and label', async () => {
    render(
      <Menu defaultOpen>
        <Menu.Trigger>{trigger}</Menu.Trigger>
        <Menu.Item asChild icon={<TrashIcon />}>
          <a href="/coin/wallet">กระเป๋าแต้มบุญ</a>
        </Menu.Item>
      </Menu>,
    );
    const link = await screen.findByRole('menuitem', { name: 'กระเป๋าแต้มบุญ' });
    expect(link.tagName).toBe('A');
    expect(link).toHaveAttribute('href', '/coin/wallet');
    expect(link.querySelector('[data-part="Icon"]')).not.toBeNull();
  });

  it('forwards its ref to the menu and spreads rest props', async () => {
    const ref = createRef<HTMLDivElement>();
    render(
      <Menu defaultOpen ref={ref} data-testid="menu">
        <Menu.Trigger>{trigger}</Menu.Trigger>
        <Menu.Item>แชร์</Menu.Item>
      </Menu>,
    );
    const menu = await screen.findByRole('menu');
    expect(ref.current).toBe(menu);
    expect(menu).toHaveAttribute('data-testid', 'menu');
  });

  it('has no axe violations when open', async () => {
    render(
      <Menu defaultOpen>
        <Menu.Trigger>{trigger}</Menu.Trigger>
        <Menu.Item>แชร์</Menu.Item>
        <Menu.Separator />
        <Menu.Item tone="danger">ลบโพสต์</Menu.Item>
      </Menu>,
    );
    expect(await axeViolations(await screen.findByRole('menu'))).toEqual([]);
  });
});
