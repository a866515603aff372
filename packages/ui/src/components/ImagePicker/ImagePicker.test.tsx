import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { ImagePicker } from './ImagePicker';
import { imageFile, pickedImages } from './ImagePicker.fixtures';

const base = { label: 'ภาพของที่ระลึก', onPick: vi.fn(), onRemove: vi.fn() };

function fileInput(container: HTMLElement) {
  return container.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
}

describe('ImagePicker', () => {
  it('is a named group of pictures, each named by its file; its ref reaches the fieldset', () => {
    const ref = createRef<HTMLFieldSetElement>();
    render(<ImagePicker ref={ref} {...base} images={pickedImages} />);
    const group = screen.getByRole('group', { name: 'ภาพของที่ระลึก' });
    expect(ref.current).toBe(group);
    expect(
      within(group)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('data-state')),
    ).toEqual(['done', 'done', 'uploading', 'failed']);
    expect(within(group).getByRole('img', { name: 'IMG_2034.jpg' })).toBeInTheDocument();
  });

  it('passes on chosen image files only, no more than the places left', async () => {
    const onPick = vi.fn();
    const { container } = render(
      <ImagePicker {...base} onPick={onPick} images={pickedImages.slice(0, 2)} max={3} />,
    );
    expect(screen.getByText('เพิ่มได้อีก 1 ภาพ')).toBeInTheDocument();
    await userEvent.upload(fileInput(container), [imageFile('ก.jpg'), imageFile('ข.jpg')]);
    expect(onPick).toHaveBeenCalledWith([expect.objectContaining({ name: 'ก.jpg' })]);
    expect(onPick.mock.calls[0]?.[0]).toHaveLength(1);
  });

  it('takes dropped files, marking the drop while dragging over', () => {
    const onPick = vi.fn();
    render(<ImagePicker {...base} onPick={onPick} images={[]} />);
    const group = screen.getByRole('group');
    const files = [imageFile('วาง.png', 'image/png'), imageFile('เอกสาร.txt', 'text/plain')];
    fireEvent.dragOver(group, { dataTransfer: { types: ['Files'], files } });
    expect(group).toHaveAttribute('data-drop', 'over');
    fireEvent.drop(group, { dataTransfer: { types: ['Files'], files } });
    expect(group).toHaveAttribute('data-drop', 'idle');
    expect(onPick).toHaveBeenCalledWith([files[0]]);
  });

  it('removes and moves by id, the ends disabled', async () => {
    const onRemove = vi.fn();
    const onMove = vi.fn();
    render(<ImagePicker {...base} onRemove={onRemove} onMove={onMove} images={pickedImages.slice(0, 2)} />);
    expect(screen.getByRole('button', { name: 'เลื่อนภาพ สมุดบันทึกบุญ-ปกหน้า.jpg ขึ้นก่อน' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'เลื่อนภาพ สมุดบันทึกบุญ-ด้านใน.jpg ไปหลัง' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'เลื่อนภาพ สมุดบันทึกบุญ-ปกหน้า.jpg ไปหลัง' }));
    expect(onMove).toHaveBeenCalledWith('31', 1);
    await userEvent.click(screen.getByRole('button', { name: 'ลบภาพ สมุดบันทึกบุญ-ด้านใน.jpg' }));
    expect(onRemove).toHaveBeenCalledWith('32');
  });

  it('offers no add button once full, and nothing while disabled', async () => {
    const onPick = vi.fn();
    const { rerender, container } = render(
      <ImagePicker {...base} images={pickedImages.slice(0, 1)} max={1} />,
    );
    expect(screen.queryByRole('button', { name: 'เลือกภาพ' })).not.toBeInTheDocument();
    expect(screen.getByText('ครบจำนวนภาพแล้ว')).toBeInTheDocument();
    rerender(<ImagePicker {...base} onPick={onPick} images={[]} disabled />);
    expect(screen.getByRole('button', { name: 'เลือกภาพ' })).toBeDisabled();
    await userEvent.upload(fileInput(container), [imageFile('ก.jpg')]);
    expect(onPick).not.toHaveBeenCalled();
  });

  it('describes the group with its hint and error', () => {
    render(<ImagePicker {...base} images={[]} hint="ไม่เกิน 10 MB" error="ต้องมีภาพอย่างน้อย 1 ภาพ" />);
    const group = screen.getByRole('group');
    expect(group).toHaveAccessibleDescription('ไม่เกิน 10 MB ต้องมีภาพอย่างน้อย 1 ภาพ');
    expect(group).toHaveAttribute('data-state', 'invalid');
  });

  it('has no axe violations', async () => {
    const { container } = render(<ImagePicker {...base} onMove={vi.fn()} images={pickedImages} max={6} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
