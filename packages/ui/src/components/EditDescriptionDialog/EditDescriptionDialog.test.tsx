import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { Button } from '../Button';
import { EditDescriptionDialog } from './EditDescriptionDialog';

const description = 'ขอเชิญร่วมสวดมนต์ทำวัตรเย็น';

describe('EditDescriptionDialog', () => {
  it('starts from the description, saves the edit and closes when uncontrolled', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(
      <EditDescriptionDialog description={description} onSave={onSave} trigger={<Button>แก้ไข</Button>} />,
    );
    await user.click(screen.getByRole('button', { name: 'แก้ไข' }));
    const dialog = await screen.findByRole('dialog', { name: 'แก้ไขคำอธิบาย' });
    expect(dialog).toHaveAttribute('data-component', 'EditDescriptionDialog');
    const box = within(dialog).getByRole('textbox', { name: 'คำอธิบายโพสต์' });
    expect(box).toHaveValue(description);
    const save = within(dialog).getByRole('button', { name: 'บันทึก' });
    expect(save).toBeDisabled();
    await user.type(box, ' วันอาทิตย์นี้');
    await user.click(save);
    expect(onSave).toHaveBeenCalledWith(`${description} วันอาทิตย์นี้`);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('drops an abandoned edit: a new opening shows the post text again', async () => {
    const user = userEvent.setup();
    render(
      <EditDescriptionDialog description={description} onSave={() => {}} trigger={<Button>แก้ไข</Button>} />,
    );
    await user.click(screen.getByRole('button', { name: 'แก้ไข' }));
    await user.type(screen.getByRole('textbox'), ' ร่าง');
    await user.click(screen.getByRole('button', { name: 'ยกเลิก' }));
    await user.click(screen.getByRole('button', { name: 'แก้ไข' }));
    expect(screen.getByRole('textbox')).toHaveValue(description);
  });

  it('stays open while busy when controlled', async () => {
    const onOpenChange = vi.fn();
    render(
      <EditDescriptionDialog
        open
        busy
        description={description}
        onSave={() => {}}
        onOpenChange={onOpenChange}
      />,
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('textbox')).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    render(<EditDescriptionDialog defaultOpen description={description} onSave={() => {}} />);
    expect(await axeViolations(await screen.findByRole('dialog'))).toEqual([]);
  });
});
