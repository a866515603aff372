import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { PictureViewer } from './PictureViewer';

const src = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';

describe('PictureViewer', () => {
  it('shows the picture large, named after its member, with the name as caption', async () => {
    render(<PictureViewer defaultOpen name="สมศรี มีบุญ" src={src} />);
    const dialog = await screen.findByRole('dialog', { name: 'รูปโปรไฟล์ของ สมศรี มีบุญ' });
    expect(dialog).toHaveAttribute('data-component', 'PictureViewer');
    expect(dialog).toHaveAttribute('data-state', 'image');
    expect(within(dialog).getByRole('img', { name: 'รูปโปรไฟล์ของ สมศรี มีบุญ' })).toHaveAttribute('src', src);
    expect(within(dialog).getByText('สมศรี มีบุญ')).toBeInTheDocument();
  });

  it('falls back to the initials without a picture', async () => {
    render(<PictureViewer defaultOpen name="สมศรี มีบุญ" src={null} />);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAttribute('data-state', 'initials');
    expect(within(dialog).getByRole('img', { name: 'สมศรี มีบุญ' })).toBeInTheDocument();
  });

  it('reports closing through the close button', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<PictureViewer open onOpenChange={onOpenChange} name="สมศรี" src={src} />);
    await user.click(await screen.findByRole('button', { name: 'ปิด' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('renders nothing while closed', () => {
    render(<PictureViewer open={false} name="สมศรี" src={src} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('has no axe violations', async () => {
    render(<PictureViewer defaultOpen name="สมศรี มีบุญ" src={src} />);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog).toBeVisible());
    expect(await axeViolations(dialog)).toEqual([]);
  });
});
