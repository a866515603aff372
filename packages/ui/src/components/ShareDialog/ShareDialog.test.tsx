import { graphemeLength, SHARE_NETWORKS, shareTargetUrl } from '@lightbearers/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { ShareDialog } from './ShareDialog';
import { longPost, sharedPost, shareUrl } from './ShareDialog.fixtures';

const noop = () => {};

describe('ShareDialog', () => {
  it("is a dialog named 'แชร์ไปได้บุญ' with a link per network built by domain's shareTargetUrl", async () => {
    const ref = createRef<HTMLDivElement>();
    render(
      <ShareDialog
        ref={ref}
        url={shareUrl}
        defaultText="ฟังธรรม"
        defaultOpen
        onSendLine={noop}
        onCopy={noop}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'แชร์ไปได้บุญ' });
    expect(dialog).toHaveAttribute('data-component', 'ShareDialog');
    expect(dialog).toContainElement(ref.current);
    const links = within(dialog).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('data-network'))).toEqual([...SHARE_NETWORKS]);
    for (const link of links) {
      const network = link.getAttribute('data-network') as (typeof SHARE_NETWORKS)[number];
      expect(link).toHaveAttribute('href', shareTargetUrl(network, { url: shareUrl, text: 'ฟังธรรม' }));
    }
    // Web networks open a new tab and say so; SMS and e-mail open the member's own app in place.
    expect(within(dialog).getByRole('link', { name: 'แชร์ไปที่ Facebook (เปิดในแท็บใหม่)' })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(within(dialog).getByRole('link', { name: 'แชร์ไปที่ SMS' })).not.toHaveAttribute('target');
    expect(within(dialog).getByText(shareUrl)).toBeInTheDocument();
  });

  it('sends the edited text to LINE cut to 350 characters, with the link', async () => {
    const onSendLine = vi.fn();
    render(
      <ShareDialog
        url={shareUrl}
        defaultText={longPost.des}
        defaultOpen
        onSendLine={onSendLine}
        onCopy={noop}
      />,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'ส่งทาง LINE' }));
    const sent = onSendLine.mock.calls[0]?.[0] as { text: string; url: string };
    expect(sent.url).toBe(shareUrl);
    expect(graphemeLength(sent.text)).toBe(350);

    const box = screen.getByRole('textbox', { name: /ข้อความที่แชร์/ });
    await userEvent.clear(box);
    await userEvent.type(box, 'สาธุ');
    await userEvent.click(screen.getByRole('button', { name: 'ส่งทาง LINE' }));
    expect(onSendLine).toHaveBeenLastCalledWith({ text: 'สาธุ', url: shareUrl });
  });

  it('shows the copied state after onCopy resolves, not after it rejects, and forgets it on close', async () => {
    const onCopy = vi.fn<(url: string) => Promise<void>>().mockRejectedValueOnce(new Error('denied'));
    const onOpenChange = vi.fn();
    render(
      <ShareDialog
        url={shareUrl}
        defaultText={sharedPost.des}
        defaultOpen
        onOpenChange={onOpenChange}
        onSendLine={noop}
        onCopy={onCopy}
      />,
    );
    const copy = await screen.findByRole('button', { name: 'คัดลอกลิงก์' });
    await userEvent.click(copy);
    await waitFor(() => expect(onCopy).toHaveBeenCalledTimes(1));
    expect(copy).toHaveAttribute('data-state', 'idle');

    onCopy.mockResolvedValueOnce(undefined);
    await userEvent.click(copy);
    expect(await screen.findByRole('button', { name: 'คัดลอกแล้ว' })).toHaveAttribute('data-state', 'copied');
    expect(onCopy).toHaveBeenLastCalledWith(shareUrl);

    const close = screen.getAllByRole('button', { name: 'ปิด' }).find((b) => b.dataset.part === 'Close');
    await userEvent.click(close as HTMLElement);
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('tells the app which network was pressed', async () => {
    const onShareNetwork = vi.fn();
    render(
      <ShareDialog
        url={shareUrl}
        defaultOpen
        networks={['reddit']}
        onSendLine={noop}
        onCopy={noop}
        onShareNetwork={onShareNetwork}
      />,
    );
    const reddit = await screen.findByRole('link', { name: /Reddit/ });
    reddit.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(reddit);
    expect(onShareNetwork).toHaveBeenCalledWith('reddit');
  });

  it('offline: shows the app’s notice, sends nothing to LINE or a network, keeps the text and the copy', async () => {
    const onSendLine = vi.fn();
    const onShareNetwork = vi.fn();
    const onCopy = vi.fn();
    render(
      <ShareDialog
        url={shareUrl}
        defaultText="ข้อความของฉัน"
        defaultOpen
        networks={['facebook']}
        onSendLine={onSendLine}
        onCopy={onCopy}
        onShareNetwork={onShareNetwork}
        offlineNotice="ออฟไลน์อยู่ การส่งต่อต้องเชื่อมต่ออินเทอร์เน็ต"
      />,
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAttribute('data-connection', 'offline');
    expect(within(dialog).getByText('ออฟไลน์อยู่ การส่งต่อต้องเชื่อมต่ออินเทอร์เน็ต')).toBeInTheDocument();
    const line = within(dialog).getByRole('button', { name: 'ส่งทาง LINE' });
    expect(line).toBeDisabled();
    await userEvent.click(line);
    expect(onSendLine).not.toHaveBeenCalled();
    const facebook = within(dialog).getByRole('link', { name: /Facebook/ });
    expect(facebook).toHaveAttribute('aria-disabled', 'true');
    // Read where the click ends, after React's own handler ran: the link's navigation was cancelled.
    const prevented = vi.fn((event: Event) => event.defaultPrevented);
    document.addEventListener('click', prevented);
    await userEvent.click(facebook);
    document.removeEventListener('click', prevented);
    expect(onShareNetwork).not.toHaveBeenCalled();
    expect(prevented).toHaveReturnedWith(true);
    expect(within(dialog).getByRole('textbox')).toHaveValue('ข้อความของฉัน');
    await userEvent.click(within(dialog).getByRole('button', { name: 'คัดลอกลิงก์' }));
    expect(onCopy).toHaveBeenCalledWith(shareUrl);
  });

  it('online: no notice, everything on', async () => {
    render(<ShareDialog url={shareUrl} defaultOpen onSendLine={noop} onCopy={noop} />);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAttribute('data-connection', 'online');
    expect(within(dialog).getByRole('button', { name: 'ส่งทาง LINE' })).toBeEnabled();
    expect(within(dialog).getAllByRole('link')[0]).not.toHaveAttribute('aria-disabled');
  });

  it('has no axe violations', async () => {
    render(
      <ShareDialog url={shareUrl} defaultText={sharedPost.des} defaultOpen onSendLine={noop} onCopy={noop} />,
    );
    const dialog = await screen.findByRole('dialog');
    expect(await axeViolations(dialog)).toEqual([]);
  });
});
