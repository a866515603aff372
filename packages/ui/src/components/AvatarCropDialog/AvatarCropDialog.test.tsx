import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { AvatarCropDialog } from './AvatarCropDialog';

// happy-dom decodes no images and draws no canvas: the ready state (crop, preview, JPEG) is
// exercised by the stories in Chromium; here, the file check and the buttons.
const textFile = new File(['not a picture'], 'photo.jpg', { type: 'image/jpeg' });

describe('AvatarCropDialog', () => {
  it('refuses a file whose first bytes are not PNG, GIF or JPEG, whatever its name', async () => {
    render(<AvatarCropDialog defaultOpen file={textFile} />);
    const dialog = await screen.findByRole('dialog', { name: 'ครอปรูปโปรไฟล์' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'ไฟล์นี้ไม่ใช่รูปภาพที่รองรับ กรุณาเลือกไฟล์รูปภาพ PNG, GIF หรือ JPEG',
    );
    expect(dialog).toHaveAttribute('data-state', 'rejected');
    expect(within(dialog).getByRole('button', { name: 'บันทึก' })).toBeDisabled();
  });

  it('reads a PNG signature as acceptable and waits for the picture', async () => {
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])], 'a.bin');
    render(<AvatarCropDialog defaultOpen file={png} />);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog).toHaveAttribute('data-state', 'checking'));
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('has Save disabled without a file, and Cancel closes', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<AvatarCropDialog open onOpenChange={onOpenChange} file={null} />);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAttribute('data-state', 'empty');
    expect(within(dialog).getByRole('button', { name: 'บันทึก' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'ยกเลิก' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('disables both buttons while saving', async () => {
    render(<AvatarCropDialog defaultOpen file={null} saving />);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAttribute('data-state', 'loading');
    expect(within(dialog).getByRole('button', { name: 'ยกเลิก' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: /บันทึก/ })).toBeDisabled();
  });

  it('has no axe violations', async () => {
    render(<AvatarCropDialog defaultOpen file={textFile} />);
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('alert');
    expect(await axeViolations(dialog)).toEqual([]);
  });
});
