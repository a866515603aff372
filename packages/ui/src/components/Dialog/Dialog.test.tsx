import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { Button } from '../Button';
import { Dialog, type DialogContentProps } from './Dialog';

function Example(props: Partial<DialogContentProps> & { onOpenChange?: (open: boolean) => void }) {
  const { onOpenChange, ...content } = props;
  return (
    <Dialog.Root onOpenChange={onOpenChange}>
      <Dialog.Trigger>
        <Button>แชร์</Button>
      </Dialog.Trigger>
      <Dialog.Content title="แชร์ไปได้บุญ" {...content}>
        <Dialog.Body>
          <p>เนื้อหา</p>
        </Dialog.Body>
        <Dialog.Footer>
          <Dialog.Close>
            <Button variant="secondary">ยกเลิก</Button>
          </Dialog.Close>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}

function FromState() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>ลบโพสต์</Button>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Content title="ลบโพสต์" />
      </Dialog.Root>
    </>
  );
}

describe('Dialog', () => {
  it('opens from its trigger, named by its title and described by its description', async () => {
    render(<Example description="คัดลอกข้อความแล้วส่งต่อ" />);
    await userEvent.click(screen.getByRole('button', { name: 'แชร์' }));
    const dialog = await screen.findByRole('dialog', { name: 'แชร์ไปได้บุญ' });
    expect(dialog).toHaveAccessibleDescription('คัดลอกข้อความแล้วส่งต่อ');
    expect(dialog).toHaveAttribute('data-component', 'Dialog');
    expect(dialog).toHaveAttribute('data-size', 'md');
    expect(dialog).toHaveAttribute('data-state', 'open');
  });

  it('has no description reference when there is no description', async () => {
    render(<Example />);
    await userEvent.click(screen.getByRole('button', { name: 'แชร์' }));
    expect(await screen.findByRole('dialog')).not.toHaveAttribute('aria-describedby');
  });

  it('closes with the Thai close button and returns focus to the trigger', async () => {
    const onOpenChange = vi.fn();
    render(<Example onOpenChange={onOpenChange} />);
    const trigger = screen.getByRole('button', { name: 'แชร์' });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('button', { name: 'ปิด' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(trigger).toHaveFocus();
  });

  it('closes with Escape and with a footer Dialog.Close', async () => {
    render(<Example />);
    const trigger = screen.getByRole('button', { name: 'แชร์' });
    await userEvent.click(trigger);
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('button', { name: 'ยกเลิก' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('returns focus to what had it before, when opened from app state without a trigger', async () => {
    render(<FromState />);
    const opener = screen.getByRole('button', { name: 'ลบโพสต์' });
    await userEvent.click(opener);
    await waitFor(() => expect(screen.getByRole('button', { name: 'ปิด' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('keeps a hidden title as the accessible name, and can drop the close button', async () => {
    render(<Example hideTitle closeButton={false} title="รูปโปรไฟล์" />);
    await userEvent.click(screen.getByRole('button', { name: 'แชร์' }));
    const dialog = await screen.findByRole('dialog', { name: 'รูปโปรไฟล์' });
    expect(screen.getByRole('heading', { name: 'รูปโปรไฟล์' })).toHaveAttribute('data-visibility', 'hidden');
    expect(screen.queryByRole('button', { name: 'ปิด' })).not.toBeInTheDocument();
    expect(dialog).toContainElement(screen.getByRole('button', { name: 'ยกเลิก' }));
  });

  it('forwards its ref and spreads rest props to the card', async () => {
    const ref = createRef<HTMLDivElement>();
    render(
      <Dialog.Root defaultOpen>
        <Dialog.Content ref={ref} title="หัวข้อ" size="lg" data-testid="card" role="alertdialog" />
      </Dialog.Root>,
    );
    const card = await screen.findByRole('alertdialog', { name: 'หัวข้อ' });
    expect(ref.current).toBe(card);
    expect(card).toHaveAttribute('data-testid', 'card');
    expect(card).toHaveAttribute('data-size', 'lg');
  });

  it('has no axe violations when open', async () => {
    render(
      <Dialog.Root defaultOpen>
        <Dialog.Content title="แชร์ไปได้บุญ" description="คำอธิบาย">
          <Dialog.Body>
            <p>เนื้อหา</p>
          </Dialog.Body>
        </Dialog.Content>
      </Dialog.Root>,
    );
    const dialog = await screen.findByRole('dialog');
    expect(await axeViolations(dialog)).toEqual([]);
  });
});
