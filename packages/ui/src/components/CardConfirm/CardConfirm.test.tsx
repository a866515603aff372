import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { CardConfirm } from './CardConfirm';

describe('CardConfirm', () => {
  it("asks 'ชื่อของท่านถูกต้องหรือไม่?' with the name, Cancel first, then Yes", async () => {
    const onCancel = vi.fn();
    const onConfirm = vi.fn();
    render(
      <CardConfirm open name="สมชาย ใจดี" detail="1,200 บาท" onCancel={onCancel} onConfirm={onConfirm} />,
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'ชื่อของท่านถูกต้องหรือไม่?' });
    expect(dialog).toHaveAccessibleDescription('สมชาย ใจดี 1,200 บาท');
    await waitFor(() => expect(screen.getByRole('button', { name: 'ยกเลิก' })).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'ใช่' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'ยกเลิก' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('renders nothing while closed', () => {
    render(<CardConfirm open={false} name="สมชาย" onCancel={() => undefined} onConfirm={() => undefined} />);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('has no axe violations', async () => {
    render(
      <CardConfirm
        open
        name="สมชาย"
        previewSrc="data:image/gif;base64,R0lGODlhAQABAAAAACw="
        onCancel={() => undefined}
        onConfirm={() => undefined}
      />,
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(await axeViolations(dialog)).toEqual([]);
  });
});
