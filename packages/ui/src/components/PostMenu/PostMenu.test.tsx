import { render, screen, within } from '@testing-library/react';
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

  it('has no axe violations', async () => {
    const { container } = render(<PostMenu isOwner onShare={() => {}} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
