import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import * as th from '../../i18n/th';
import { axeViolations } from '../../test/axe';
import { OfflineNotice } from './OfflineNotice';

describe('OfflineNotice', () => {
  it('is a status region with the catalogue message and a decorative icon', () => {
    render(<OfflineNotice />);
    const notice = screen.getByRole('status');
    expect(notice).toHaveAttribute('data-component', 'OfflineNotice');
    expect(notice).toHaveTextContent(th.offline.notice);
    expect(notice.querySelector('[data-part="Icon"]')).toHaveAttribute('aria-hidden', 'true');
    expect(notice.querySelector('[data-part="Text"]')).toHaveTextContent(th.offline.notice);
  });

  it('takes the app’s message, forwards its ref and rest props', () => {
    const ref = createRef<HTMLDivElement>();
    render(
      <OfflineNotice ref={ref} data-testid="offline" aria-live="assertive">
        ออฟไลน์อยู่ — ตะกร้าจะส่งเมื่อกลับมาออนไลน์
      </OfflineNotice>,
    );
    expect(ref.current).toBe(screen.getByTestId('offline'));
    expect(ref.current).toHaveTextContent('ตะกร้าจะส่งเมื่อกลับมาออนไลน์');
    expect(ref.current).not.toHaveTextContent(th.offline.notice);
    expect(ref.current).toHaveAttribute('aria-live', 'assertive');
  });

  it('has no axe violations', async () => {
    const { container } = render(<OfflineNotice />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
