/**
 * Every modal the site opens, opened as the site opens it — from app state, with no Radix trigger
 * (a card's share button, a carousel tile, a profile's edit button, the header's menu toggle) —
 * takes focus in and gives it back to the control that opened it, whether the app closes it or
 * unmounts it. Keyboard only: the opener is pressed with Enter, the modal closed with Escape.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AlertDialog } from '../components/AlertDialog';
import { AvatarCropDialog } from '../components/AvatarCropDialog';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { EditDescriptionDialog } from '../components/EditDescriptionDialog';
import { EditProfileDialog } from '../components/EditProfileDialog';
import { HandleTakenNotice } from '../components/HandleTakenNotice';
import { Lightbox } from '../components/Lightbox';
import { LoginDialog } from '../components/LoginDialog';
import { PictureViewer } from '../components/PictureViewer';
import { PlayerModal } from '../components/PlayerModal';
import { PostComposer } from '../components/PostComposer';
import { ShareDialog } from '../components/ShareDialog';
import { SideNav } from '../components/SideNav';
import { SocialLinksDialog } from '../components/SocialLinksDialog';
import { storyPhotos } from '../test/photos';

type Modal = (open: boolean, setOpen: (open: boolean) => void) => ReactNode;

const none = () => undefined;
/** The side menu's addresses (any will do: only its focus is under test). */
const sideNavLinks = {
  feed: '/f',
  latest: '/l',
  topShare: '/t',
  creators: '/c',
  youtube: '/y',
  tiktok: '/k',
  facebook: '/b',
  twitter: '/w',
  otherSocial: '/o',
  coin: '/s',
  wallet: '/v',
  search: '/q',
};
const pixel = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';

/** Each modal as the site renders it: controlled, `open` from state. */
const modals: Record<string, Modal> = {
  LoginDialog: (open, setOpen) => (
    <LoginDialog
      privacyHref="/privacy"
      open={open}
      onOpenChange={setOpen}
      onGoogle={none}
      onLine={none}
      onTikTok={none}
    />
  ),
  ShareDialog: (open, setOpen) => (
    <ShareDialog
      open={open}
      onOpenChange={setOpen}
      url="https://example.org/s/1/2"
      defaultText="สาธุ"
      onSendLine={none}
      onCopy={none}
    />
  ),
  PictureViewer: (open, setOpen) => (
    <PictureViewer open={open} onOpenChange={setOpen} name="สมชาย ใจดี" src={pixel} />
  ),
  AvatarCropDialog: (open, setOpen) => (
    <AvatarCropDialog open={open} onOpenChange={setOpen} file={null} onSave={none} />
  ),
  EditProfileDialog: (open, setOpen) => (
    <EditProfileDialog
      open={open}
      onOpenChange={setOpen}
      values={{ name: 'สมชาย ใจดี', bio: '', handle: '' }}
      onSave={none}
    />
  ),
  SocialLinksDialog: (open, setOpen) => (
    <SocialLinksDialog open={open} onOpenChange={setOpen} values={{}} onSave={none} />
  ),
  EditDescriptionDialog: (open, setOpen) => (
    <EditDescriptionDialog open={open} onOpenChange={setOpen} description="สาธุ" onSave={none} />
  ),
  HandleTakenNotice: (open, setOpen) => (
    <HandleTakenNotice open={open} onOpenChange={setOpen} handle="somchai" />
  ),
  ConfirmDialog: (open, setOpen) => (
    <ConfirmDialog open={open} onOpenChange={setOpen} title="ต้องการลบโพสต์ของคุณใช่ไหม" onConfirm={none} />
  ),
  AlertDialog: (open, setOpen) => (
    <AlertDialog open={open} onOpenChange={setOpen} title="กรุณากรอกข้อมูลให้ครบทุกช่อง" />
  ),
  PostComposer: (open, setOpen) => (
    <PostComposer
      open={open}
      onOpenChange={setOpen}
      categories={[{ value: '1', label: 'ธรรมะ' }]}
      onPickFiles={none}
      onSubmit={none}
    />
  ),
  Lightbox: (open, setOpen) => <Lightbox open={open} onOpenChange={setOpen} photos={storyPhotos(2)} />,
  PlayerModal: (open, setOpen) => (
    <PlayerModal
      open={open}
      onOpenChange={setOpen}
      items={[{ id: 1, title: 'สวดมนต์ข้ามปี', src: 'about:blank', shape: 'landscape' }]}
    />
  ),
  SideNav: (open, setOpen) => (
    <SideNav
      open={open}
      onOpenChange={setOpen}
      member={{ name: 'สมชาย ใจดี' }}
      clicks="1"
      shares="2"
      posts="3"
      links={sideNavLinks}
      categories={[]}
      currentPath="/all/other"
      manualHref="https://example.org/manual"
      night={false}
      onNightChange={none}
      onLogout={none}
    />
  ),
};

/** The app's opener: a plain button that sets state. `unmount`: the app drops the modal on close. */
function Opener({ modal, unmount }: { modal: Modal; unmount: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        เปิด
      </button>
      {unmount ? (open ? modal(true, setOpen) : null) : modal(open, setOpen)}
    </>
  );
}

describe.each(Object.entries(modals))('%s opened from app state', (_, modal) => {
  it.each([
    ['closed', false],
    ['unmounted', true],
  ])('takes focus in, and gives it back to its opener when %s', async (_, unmount) => {
    // SideNav's drawer closes itself at desktop width: these run as a phone.
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({
        matches: false,
        media: query,
        addEventListener: none,
        removeEventListener: none,
      })),
    );
    render(<Opener modal={modal} unmount={unmount} />);
    const opener = screen.getByRole('button', { name: 'เปิด' });
    await userEvent.tab();
    expect(opener).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('[role="dialog"], [role="alertdialog"]');
      expect(found).not.toBeNull();
      return found as HTMLElement;
    });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
    vi.unstubAllGlobals();
  });
});
