import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { ApplicationForm } from './ApplicationForm';
import { creatorTerms, sharerDoneMessage } from './ApplicationForm.fixtures';

const fill = async (user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) => {
  for (const [label, value] of Object.entries(values))
    await user.type(screen.getByRole('textbox', { name: new RegExp(label) }), value);
};

describe('ApplicationForm', () => {
  it('creator: all four fields required; the alert names the blank ones and keeps what was typed', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const ref = createRef<HTMLFormElement>();
    render(
      <ApplicationForm ref={ref} kind="creator" terms={creatorTerms} leaveHref="/me" onSubmit={onSubmit} />,
    );
    expect(ref.current).toHaveAttribute('data-component', 'ApplicationForm');
    const terms = screen.getByRole('region', { name: 'ข้อตกลงในการเป็น Creator' });
    expect(terms.querySelectorAll('li')).toHaveLength(creatorTerms.rules.length);
    expect(ref.current).toHaveAttribute('data-variant', 'creator');
    expect(screen.getByRole('link', { name: 'ยกเลิก' })).toHaveAttribute('href', '/me');
    await fill(user, { 'ชื่อ-นามสกุล': 'สมชาย', เบอร์มือถือ: '0811111111', ไลน์ไอดี: 'line1' });
    await user.click(screen.getByRole('button', { name: 'สมัคร' }));
    const alert = await screen.findByRole('alertdialog', { name: 'กรุณากรอกข้อมูลให้ครบทุกช่อง' });
    expect(alert).toHaveTextContent('ยังไม่ได้กรอก: ที่อยู่');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'ตกลง' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('textbox', { name: /ชื่อ-นามสกุล/ })).toHaveValue('สมชาย');
    expect(screen.getByRole('textbox', { name: /ที่อยู่/ })).toHaveAttribute('aria-invalid', 'true');
    await fill(user, { ที่อยู่: ' กรุงเทพฯ ', YouTube: 'https://youtube.com/@somchai' });
    // A creator has no affiliation to choose; the social links are there as for a sharer.
    expect(ref.current?.querySelector('[data-part="Affiliation"]')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'สมัคร' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'สมชาย',
        tel: '0811111111',
        lineid: 'line1',
        address: 'กรุงเทพฯ',
        links: {
          facebook: '',
          twitter: '',
          tiktok: '',
          youtube: 'https://youtube.com/@somchai',
          website: '',
        },
      }),
    );
  });

  it('sharer: address optional; links and affiliation sent; the sharer alert otherwise', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <ApplicationForm
        kind="sharer"
        leaveHref="/all/other"
        onSubmit={onSubmit}
        org2Options={['ภาคใต้']}
        defaultValues={{ org1: 'ภูมิภาค' }}
      />,
    );
    expect(screen.getByRole('link', { name: 'ข้ามไปก่อน' })).toHaveAttribute('href', '/all/other');
    await user.click(screen.getByRole('button', { name: 'ลงทะเบียน' }));
    expect(
      await screen.findByRole('alertdialog', { name: 'กรุณากรอกข้อมูลในช่องที่มีเครื่องหมาย *' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ตกลง' }));
    await fill(user, {
      'ชื่อ-นามสกุล': 'สมหญิง',
      เบอร์มือถือ: '0822222222',
      ไลน์ไอดี: 'sy',
      YouTube: 'https://youtube.com/@sy',
    });
    await user.selectOptions(screen.getByRole('combobox', { name: 'หน่วย' }), 'ภาคใต้');
    await user.click(screen.getByRole('button', { name: 'ลงทะเบียน' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      name: 'สมหญิง',
      tel: '0822222222',
      lineid: 'sy',
      address: '',
      org1: 'ภูมิภาค',
      org2: 'ภาคใต้',
      links: { facebook: '', twitter: '', tiktok: '', youtube: 'https://youtube.com/@sy', website: '' },
    });
  });

  it('done: the sharer modal invites to the chat group; home calls onDone', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    render(
      <ApplicationForm
        kind="sharer"
        leaveHref="/all/other"
        done
        doneMessage={sharerDoneMessage}
        onDone={onDone}
        chatGroupHref="https://line.me/g"
      />,
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'ลงทะเบียนเรียบร้อยแล้ว' });
    expect(dialog).toHaveTextContent(sharerDoneMessage);
    expect(dialog.querySelector('a[href="https://line.me/g"]')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'กลับหน้าหลัก' }));
    expect(onDone).toHaveBeenCalled();
  });

  it('has no axe violations', async () => {
    const { container } = render(<ApplicationForm kind="creator" terms={creatorTerms} leaveHref="/me" />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
