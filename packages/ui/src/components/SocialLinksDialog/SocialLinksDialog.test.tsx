import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { SocialLinksDialog } from './SocialLinksDialog';

describe('SocialLinksDialog', () => {
  it('has five URL inputs in the product’s order, filled from the values', async () => {
    render(<SocialLinksDialog defaultOpen values={{ youtube: 'https://www.youtube.com/@a' }} />);
    const dialog = await screen.findByRole('dialog', { name: 'แก้ไขลิงก์โซเชียล' });
    expect(dialog).toHaveAttribute('data-component', 'SocialLinksDialog');
    const inputs = within(dialog).getAllByRole('textbox');
    expect(inputs.map((input) => input.getAttribute('name'))).toEqual([
      'facebook',
      'twitter',
      'tiktok',
      'youtube',
      'website',
    ]);
    for (const input of inputs) expect(input).toHaveAttribute('type', 'url');
    expect(within(dialog).getByRole('textbox', { name: 'YouTube' })).toHaveValue(
      'https://www.youtube.com/@a',
    );
  });

  it('saves all five trimmed values without validating them', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<SocialLinksDialog defaultOpen values={{}} onSave={onSave} />);
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Facebook' }), '  facebook.com/me  ');
    await user.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
    expect(onSave).toHaveBeenCalledWith({
      facebook: 'facebook.com/me',
      twitter: '',
      tiktok: '',
      youtube: '',
      website: '',
    });
  });

  it('disables the buttons and ignores a submit while saving', async () => {
    const onSave = vi.fn();
    render(<SocialLinksDialog defaultOpen values={{}} onSave={onSave} saving />);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'ยกเลิก' })).toBeDisabled();
    (dialog.querySelector('form') as HTMLFormElement).requestSubmit();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('has no axe violations', async () => {
    render(<SocialLinksDialog defaultOpen values={{}} />);
    expect(await axeViolations(await screen.findByRole('dialog'))).toEqual([]);
  });
});
