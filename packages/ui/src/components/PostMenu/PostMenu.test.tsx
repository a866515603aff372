import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { PostMenu } from './PostMenu';

const open = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'ตัวเลือกของโพสต์' }));
  return screen.findByRole('menu');
};

describe('PostMenu', () => {
  it('offers only Share to a reader', async () => {
    const onShare = vi.fn();
    render(<PostMenu isOwner={false} onShare={onShare} />);
    const menu = await open();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['แชร์']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'แชร์' }));
    expect(onShare).toHaveBeenCalledTimes(1);
  });

  it('offers edit, pin and delete to the owner', async () => {
    const onEdit = vi.fn();
    const onPinnedChange = vi.fn();
    render(<PostMenu isOwner pinned onShare={() => {}} onEdit={onEdit} onPinnedChange={onPinnedChange} />);
    let menu = await open();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['แชร์', 'แก้ไขคำอธิบาย', 'เลิกปักหมุด', 'ลบโพสต์']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'เลิกปักหมุด' }));
    expect(onPinnedChange).toHaveBeenCalledWith(false);
    menu = await open();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'แก้ไขคำอธิบาย' }));
    expect(onEdit).toHaveBeenCalledTimes(1);
  });

  it('deletes only after the confirmation', async () => {
    const onDelete = vi.fn();
    render(<PostMenu isOwner onShare={() => {}} onDelete={onDelete} />);
    let menu = await open();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'ลบโพสต์' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'คุณแน่ใจหรือไม่ว่าต้องการลบโพสต์ของคุณ?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'ยกเลิก' }));
    expect(onDelete).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();

    menu = await open();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'ลบโพสต์' }));
    dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'ลบโพสต์' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
  });

  it('keeps the confirmation open while the deletion runs', async () => {
    render(<PostMenu isOwner deleteBusy onShare={() => {}} />);
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('button', { name: 'ยกเลิก' })).toBeDisabled();
  });

  it('is a menu button before its code is here, and opens on the first press', async () => {
    render(<PostMenu isOwner={false} onShare={() => {}} />);
    const button = screen.getByRole('button', { name: 'ตัวเลือกของโพสต์' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();
    await userEvent.click(button);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'ตัวเลือกของโพสต์' }).getAttribute('aria-expanded')).toBe('true');
  });

  it.each([
    ['Enter', '{Enter}'],
    ['Space', ' '],
    ['ArrowDown', '{ArrowDown}'],
  ])('opened by %s from the keyboard, it starts on its first item', async (_key, keys) => {
    render(<PostMenu isOwner onShare={() => {}} />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'ตัวเลือกของโพสต์' })).toBe(document.activeElement);
    await userEvent.keyboard(keys);
    const menu = await screen.findByRole('menu');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'แชร์' })).toBe(document.activeElement),
    );
    await userEvent.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'แก้ไขคำอธิบาย' })).toBe(document.activeElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(screen.getByRole('button', { name: 'ตัวเลือกของโพสต์' })).toBe(document.activeElement);
  });

  it('has no axe violations', async () => {
    const { container } = render(<PostMenu isOwner onShare={() => {}} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
