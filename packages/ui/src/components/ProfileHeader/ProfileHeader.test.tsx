import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { ProfileHeader, type ProfileHeaderProps } from './ProfileHeader';

const base: ProfileHeaderProps = {
  name: 'สมชาย ใจดี',
  bio: 'แชร์ธรรมะทุกวัน\nอนุโมทนาบุญ',
  memberType: 'creator',
  organisation: ['ภูมิภาค', 'ภาค 2'],
  links: [
    { social: 'facebook', url: 'https://www.facebook.com/somchai' },
    { social: 'twitter', url: null },
    { social: 'website', url: 'https://example.org' },
  ],
  counts: { clicks: '12,345', shares: '678', posts: '9' },
};

describe('ProfileHeader', () => {
  it('names its region by the h1, shows the type badge, bio, organisation and counters', () => {
    const ref = createRef<HTMLDivElement>();
    render(<ProfileHeader ref={ref} {...base} />);
    const region = screen.getByRole('region', { name: 'สมชาย ใจดี' });
    expect(region).toBe(ref.current);
    expect(region).toHaveAttribute('data-component', 'ProfileHeader');
    expect(region).toHaveAttribute('data-member-type', 'creator');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('สมชาย ใจดี');
    expect(screen.getByText('Creator')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'สังกัด' })).getAllByRole('listitem')).toHaveLength(2);
    const clicks = screen.getByText('Clicks');
    expect(clicks.tagName).toBe('DT');
    expect(clicks.nextElementSibling).toHaveTextContent('12,345');
  });

  it('shows the online-light-leader badge for members who are not creators', () => {
    render(<ProfileHeader {...base} memberType="leader" />);
    expect(screen.getByText('ผู้นำแสงออนไลน์')).toBeInTheDocument();
    expect(screen.queryByText('Creator')).toBeNull();
  });

  it('shows a social icon only for links with a url, opening in a new tab', () => {
    render(<ProfileHeader {...base} />);
    const links = within(screen.getByRole('list', { name: 'ลิงก์โซเชียล' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('data-social'))).toEqual(['facebook', 'website']);
    expect(links[0]).toHaveAttribute('href', 'https://www.facebook.com/somchai');
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
    expect(links[0]).toHaveAccessibleName('Facebook (เปิดในแท็บใหม่)');
  });

  it('gives a visitor Share and the picture viewer, but no Edit and no file input', async () => {
    const user = userEvent.setup();
    const onShare = vi.fn();
    const onViewPicture = vi.fn();
    render(<ProfileHeader {...base} onShare={onShare} onViewPicture={onViewPicture} onEdit={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'ดูรูปโปรไฟล์ของ สมชาย ใจดี' }));
    await user.click(screen.getByRole('button', { name: 'แชร์' }));
    expect(onViewPicture).toHaveBeenCalledTimes(1);
    expect(onShare).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'แก้ไขโปรไฟล์' })).toBeNull();
    expect(screen.queryByLabelText('เปลี่ยนรูปโปรไฟล์')).toBeNull();
  });

  it('gives the owner the camera file input and the Edit buttons', async () => {
    const user = userEvent.setup();
    const onChangePicture = vi.fn();
    const onEdit = vi.fn();
    const onEditLinks = vi.fn();
    render(
      <ProfileHeader
        {...base}
        owner
        onChangePicture={onChangePicture}
        onEdit={onEdit}
        onEditLinks={onEditLinks}
      />,
    );
    expect(screen.getByRole('region')).toHaveAttribute('data-variant', 'owner');
    const input = screen.getByLabelText<HTMLInputElement>('เปลี่ยนรูปโปรไฟล์');
    expect(input).toHaveAttribute('accept', 'image/*');
    const file = new File(['x'], 'me.png', { type: 'image/png' });
    await user.upload(input, file);
    expect(onChangePicture).toHaveBeenCalledWith(file);
    expect(input.value).toBe('');
    await user.click(screen.getByRole('button', { name: 'แก้ไขโปรไฟล์' }));
    await user.click(screen.getByRole('button', { name: 'แก้ไขลิงก์โซเชียล' }));
    expect(onEdit).toHaveBeenCalledTimes(1);
    expect(onEditLinks).toHaveBeenCalledTimes(1);
  });

  it('lists the honour badges as named pictures', () => {
    render(
      <ProfileHeader
        {...base}
        badges={[{ id: 1, name: 'นักแชร์ดีเด่น', src: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=' }]}
      />,
    );
    const list = screen.getByRole('list', { name: 'รางวัลเกียรติยศ' });
    expect(within(list).getByRole('img', { name: 'นักแชร์ดีเด่น' })).toBeInTheDocument();
  });

  it('has no axe violations, as visitor and as owner', async () => {
    const { container, rerender } = render(<ProfileHeader {...base} onViewPicture={vi.fn()} />);
    expect(await axeViolations(container)).toEqual([]);
    rerender(<ProfileHeader {...base} owner onEditLinks={vi.fn()} />);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('gives the picture the priority the app asks for and every award picture its size', () => {
    const { container } = render(
      <ProfileHeader
        {...base}
        picture="/p.png"
        pictureFetchPriority="high"
        badges={[{ id: 1, name: 'นักแชร์ดีเด่น', src: '/b.png' }]}
      />,
    );
    const picture = container.querySelector('[data-part="Picture"] img') as HTMLImageElement;
    expect(picture).toHaveAttribute('fetchpriority', 'high');
    expect(picture).toHaveAttribute('loading', 'eager');
    expect([picture.getAttribute('width'), picture.getAttribute('height')]).toEqual(['120', '120']);
    const award = screen.getByRole('img', { name: 'นักแชร์ดีเด่น' });
    expect([award.getAttribute('width'), award.getAttribute('height')]).toEqual(['32', '32']);
    const plain = render(<ProfileHeader {...base} picture="/p.png" />).container.querySelector(
      '[data-part="Picture"] img',
    );
    expect(plain).toHaveAttribute('fetchpriority', 'low');
  });
});
