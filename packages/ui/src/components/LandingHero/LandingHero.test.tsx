import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { LandingHero } from './LandingHero';

const poster = 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E';

describe('LandingHero', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('has the h1, the login button, the explore link and the external metaverse link', async () => {
    const user = userEvent.setup();
    const onLogin = vi.fn();
    render(
      <LandingHero
        exploreHref="/post/all"
        onLogin={onLogin}
        poster={poster}
        metaverseHref="https://hall.example.org"
      />,
    );
    const hero = screen.getByRole('region', { name: 'ร่วมส่งต่อแสงสว่างแห่งธรรม' });
    expect(hero).toHaveAttribute('data-component', 'LandingHero');
    await user.click(screen.getByRole('button', { name: 'สมัครสมาชิก / เข้าสู่ระบบ' }));
    expect(onLogin).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'สำรวจโพสต์ทั้งหมด' })).toHaveAttribute('href', '/post/all');
    const hall = screen.getByRole('link', { name: /เข้าชมหอประชุมเมตาเวิร์ส/ });
    expect(hall).toHaveAttribute('href', 'https://hall.example.org');
    expect(hall).toHaveAttribute('target', '_blank');
  });

  it('paints the poster first and attaches the video only when the page is loaded, visible and idle', () => {
    let idle: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (run: () => void) => {
      idle = run;
      return 1;
    });
    vi.stubGlobal('cancelIdleCallback', () => {});
    render(
      <LandingHero exploreHref="/post/all" onLogin={() => {}} poster={poster} videoSrc="/media/hero.mp4" />,
    );
    const hero = document.querySelector('[data-component="LandingHero"]');
    expect(hero?.querySelector('img')).toHaveAttribute('src', poster);
    expect(hero?.querySelector('video')).toBeNull();
    expect(hero).toHaveAttribute('data-media', 'poster');
    expect(idle).toBeTypeOf('function');
    act(() => idle?.());
    expect(hero?.querySelector('video')).toHaveAttribute('src', '/media/hero.mp4');
    expect(hero).toHaveAttribute('data-media', 'video');
  });

  it('never loads the video for readers who ask for reduced motion', () => {
    const idle = vi.fn();
    vi.stubGlobal('requestIdleCallback', idle);
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') }));
    render(
      <LandingHero exploreHref="/post/all" onLogin={() => {}} poster={poster} videoSrc="/media/hero.mp4" />,
    );
    expect(idle).not.toHaveBeenCalled();
    expect(document.querySelector('video')).toBeNull();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <main>
        <LandingHero
          exploreHref="/post/all"
          onLogin={() => {}}
          poster={poster}
          metaverseHref="https://hall.example.org"
        />
      </main>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('leaves the metaverse link out without an address', () => {
    render(<LandingHero exploreHref="/post/all" onLogin={() => {}} poster={poster} />);
    expect(screen.queryByRole('link', { name: /เมตาเวิร์ส/ })).toBeNull();
  });
});
