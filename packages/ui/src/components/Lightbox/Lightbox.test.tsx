import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { storyPhotos } from '../../test/photos';
import { Lightbox } from './Lightbox';

const photos = storyPhotos(3);

describe('Lightbox', () => {
  it('counts, advances on a click, wraps, and follows the arrow keys and buttons', async () => {
    const user = userEvent.setup();
    const onIndexChange = vi.fn();
    render(<Lightbox photos={photos} defaultOpen defaultIndex={0} onIndexChange={onIndexChange} />);
    const dialog = await screen.findByRole('dialog', { name: /ภาพของโพสต์/ });
    expect(dialog).toHaveAttribute('data-component', 'Lightbox');
    const counter = within(dialog).getByText('1 / 3');
    expect(counter).toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByText('2 / 3')).toBeInTheDocument();
    const active = () => dialog.querySelector('[data-state="active"] img') as HTMLImageElement;
    await user.click(active());
    expect(within(dialog).getByText('3 / 3')).toBeInTheDocument();
    await user.click(active());
    expect(within(dialog).getByText('1 / 3')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(within(dialog).getByText('3 / 3')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'ภาพถัดไป' }));
    await user.click(within(dialog).getByRole('button', { name: 'ภาพถัดไป' }));
    await user.click(within(dialog).getByRole('button', { name: 'ภาพก่อนหน้า' }));
    expect(within(dialog).getByText('1 / 3')).toBeInTheDocument();
    expect(onIndexChange.mock.calls.map(([i]) => i)).toEqual([1, 2, 0, 2, 0, 1, 0]);
  });

  it('hides the slides that are not shown from assistive tech', async () => {
    render(<Lightbox photos={photos} defaultOpen defaultIndex={1} />);
    const dialog = await screen.findByRole('dialog');
    const slides = dialog.querySelectorAll('[data-part="Slide"]');
    expect([...slides].map((s) => s.getAttribute('aria-hidden'))).toEqual(['true', null, 'true']);
    expect(within(dialog).getByRole('group', { name: 'ภาพที่ 2 จาก 3' })).toBeInTheDocument();
  });

  it('closes from the close button and reports it', async () => {
    const onOpenChange = vi.fn();
    render(<Lightbox photos={photos} defaultOpen onOpenChange={onOpenChange} />);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'ปิด' }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows no arrows for a single photo', async () => {
    render(<Lightbox photos={storyPhotos(1)} defaultOpen />);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('button', { name: 'ภาพถัดไป' })).toBeNull();
    expect(within(dialog).getByText('1 / 1')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    render(<Lightbox photos={photos} defaultOpen />);
    const dialog = await screen.findByRole('dialog');
    expect(await axeViolations(dialog)).toEqual([]);
  });
});
