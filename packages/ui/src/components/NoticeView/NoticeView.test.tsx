import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { HOSTILE_NOTICE_BODY, noticeView } from '../../test/notice.fixtures';
import { NoticeView } from './NoticeView';

describe('NoticeView', () => {
  it('shows icon, topic, time and the Markdown body, with Back to /notice; forwards its ref', () => {
    const ref = createRef<HTMLElement>();
    const notice = noticeView(1, '## หัวข้อ\n\nข้อความ **ตัวหนา**\n\n- หนึ่ง\n- สอง');
    render(<NoticeView ref={ref} {...notice} />);
    expect(ref.current).toBe(screen.getByRole('article', { name: notice.topic }));
    expect(ref.current).toHaveAttribute('data-icon', 'cheer');
    expect(screen.getByRole('img', { name: 'ข่าวดี' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'หัวข้อ' })).toBeInTheDocument();
    expect(screen.getByText('ตัวหนา').tagName).toBe('STRONG');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(ref.current?.querySelector('time')).toHaveAttribute('datetime', notice.dateTime);
    expect(screen.getByRole('link', { name: 'กลับไปหน้าประกาศ' })).toHaveAttribute('href', '/notice');
  });

  it('drops raw HTML and makes javascript: links inert', () => {
    const { container } = render(<NoticeView {...noticeView(4, HOSTILE_NOTICE_BODY)} />);
    const body = container.querySelector('[data-part="Body"]') as HTMLElement;
    expect(body.querySelector('script, img')).toBeNull();
    expect(body.innerHTML).not.toContain('onerror');
    expect(screen.queryByRole('link', { name: 'กดที่นี่' })).toBeNull();
    expect(screen.getByText('กดที่นี่')).toHaveAttribute('data-part', 'InertLink');
    for (const a of body.querySelectorAll('a')) expect(a.getAttribute('href')).not.toMatch(/^javascript:/i);
    expect(screen.getByRole('link', { name: /คู่มือ/ })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'ร้านของที่ระลึก' })).not.toHaveAttribute('target');
  });

  it('has no axe violations', async () => {
    const { container } = render(<NoticeView {...noticeView(1)} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
