import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { SkipLink } from './SkipLink';
import { DemoPage } from './SkipLink.fixtures';

describe('SkipLink', () => {
  it('is a link to #main named in Thai, first in the page, and forwards its ref', () => {
    const ref = createRef<HTMLAnchorElement>();
    render(
      <DemoPage>
        <SkipLink ref={ref} />
      </DemoPage>,
    );
    const skip = screen.getByRole('link', { name: 'ข้ามไปยังเนื้อหา' });
    expect(ref.current).toBe(skip);
    expect(skip).toHaveAttribute('href', '#main');
    expect(skip).toHaveAttribute('data-component', 'SkipLink');
  });

  it('moves focus to the target by keyboard, and the next Tab goes into the content', async () => {
    render(
      <DemoPage>
        <SkipLink />
      </DemoPage>,
    );
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'ข้ามไปยังเนื้อหา' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'อ่านโพสต์แรก' })).toHaveFocus();
  });

  it('makes a target without tabindex focusable, and skips to another id', async () => {
    render(
      <>
        <SkipLink targetId="feed">ข้ามไปยังฟีด</SkipLink>
        <section id="feed">
          <a href="#first">โพสต์แรก</a>
        </section>
      </>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'ข้ามไปยังฟีด' }));
    const feed = document.getElementById('feed');
    expect(feed).toHaveAttribute('tabindex', '-1');
    expect(feed).toHaveFocus();
  });

  it('leaves the click to the browser when the target is missing, and still calls onClick', () => {
    const onClick = vi.fn();
    render(<SkipLink targetId="nowhere" onClick={onClick} />);
    const skip = screen.getByRole('link');
    const plain = new MouseEvent('click', { bubbles: true, cancelable: true });
    skip.dispatchEvent(plain);
    expect(plain.defaultPrevented).toBe(false);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('does not move focus on a new-tab click', () => {
    render(
      <DemoPage>
        <SkipLink />
      </DemoPage>,
    );
    const skip = screen.getByRole('link', { name: 'ข้ามไปยังเนื้อหา' });
    const ctrl = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    skip.dispatchEvent(ctrl);
    expect(ctrl.defaultPrevented).toBe(false);
    expect(screen.getByRole('main')).not.toHaveFocus();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <DemoPage>
        <SkipLink />
      </DemoPage>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
