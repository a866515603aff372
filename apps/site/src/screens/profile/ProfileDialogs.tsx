/**
 * The profile's modals (product §2 "Profile modals"): avatar crop, edit profile, social links, the
 * handle-taken notice, the picture viewer of others and the share modal. Loaded only when one is
 * first opened, so the profile's first screen carries none of their code.
 */
import {
  HandleTakenError,
  type Profile,
  type ProfileUpdate,
  updateProfile,
  uploadImage,
} from '@lightbearers/api-client';
import { defaultProfileTab, profilePath } from '@lightbearers/domain';
import {
  AvatarCropDialog,
  EditProfileDialog,
  HandleTakenNotice,
  PictureViewer,
  ShareDialog,
  SocialLinksDialog,
  type SocialLinksValues,
} from '@lightbearers/ui';
import { useCallback, useMemo, useState } from 'react';
import { api } from '../../api';
import { copyLink, sendToLine } from '../../posts/share';
import { membersCopy } from '../members/copy';

/** Which modal is open. */
export type ProfileModal = 'none' | 'crop' | 'edit' | 'links' | 'taken' | 'picture' | 'share';

export interface ProfileDialogsProps {
  profile: Profile;
  owner: boolean;
  signedIn: boolean;
  modal: ProfileModal;
  setModal: (modal: ProfileModal) => void;
  /** The picture file the owner chose (the crop dialog's input). */
  file: File | null;
  setFile: (file: File | null) => void;
  /** A saved profile (also the one saved without its taken handle). */
  onSaved: (profile: Profile) => void;
}

export function ProfileDialogs({
  profile,
  owner,
  signedIn,
  modal,
  setModal,
  file,
  setFile,
  onSaved,
}: ProfileDialogsProps) {
  const [error, setError] = useState<string | null>(null);
  const [takenHandle, setTakenHandle] = useState('');
  const open = (next: ProfileModal) => {
    setError(null);
    setModal(next);
  };
  const [saving, setSaving] = useState(false);

  const close = () => {
    if (!saving) setModal('none');
  };

  const save = useCallback(
    async (update: Partial<ProfileUpdate>): Promise<boolean> => {
      setSaving(true);
      setError(null);
      try {
        const saved = await updateProfile(api, profile.uid, {
          name: profile.name,
          des: profile.des,
          ...update,
        });
        onSaved(saved);
        return true;
      } catch (caught) {
        if (caught instanceof HandleTakenError) {
          // Name and bio were saved; the handle was not (product §4 'Handle').
          onSaved(caught.profile);
          setTakenHandle(caught.handle);
          setModal('taken');
          return false;
        }
        console.warn('not 200', caught);
        setError(membersCopy.profile.saveFailed);
        return false;
      } finally {
        setSaving(false);
      }
    },
    [profile, onSaved, setModal],
  );

  const linkValues = useMemo(
    () =>
      Object.fromEntries(profile.links.map((link) => [link.social, link.url])) as Partial<SocialLinksValues>,
    [profile.links],
  );
  const address = `${location.origin}${profilePath(profile, defaultProfileTab(profile.type), signedIn)}`;
  const shareText = membersCopy.profile.shareText(profile.name);

  return (
    <>
      {owner ? (
        <>
          <AvatarCropDialog
            open={modal === 'crop'}
            onOpenChange={(next) => {
              if (!next) {
                close();
                setFile(null);
              }
            }}
            file={file}
            saving={saving}
            error={error}
            onSave={async (jpeg) => {
              setSaving(true);
              setError(null);
              let pictureId: number;
              try {
                pictureId = (await uploadImage(api, jpeg, 'avatar.jpg')).id;
              } catch (caught) {
                console.warn('upload failed', caught);
                setError(membersCopy.profile.uploadFailed);
                setSaving(false);
                return;
              }
              if (await save({ pictureId })) {
                setModal('none');
                setFile(null);
              }
            }}
          />
          <EditProfileDialog
            open={modal === 'edit'}
            onOpenChange={(next) => (next ? open('edit') : close())}
            values={{ name: profile.name, bio: profile.des, handle: profile.at ?? '' }}
            saving={saving}
            error={error}
            onSave={async (values) => {
              const ok = await save({ name: values.name, des: values.bio, at: values.handle || undefined });
              if (ok) setModal('none');
            }}
          />
          <SocialLinksDialog
            open={modal === 'links'}
            onOpenChange={(next) => (next ? open('links') : close())}
            values={linkValues}
            saving={saving}
            error={error}
            onSave={async (values) => {
              const next = (Object.entries(values) as [keyof SocialLinksValues, string][])
                .filter(([, url]) => url !== '')
                .map(([social, url]) => ({ social, url }));
              if (await save({ links: next })) setModal('none');
            }}
          />
          <HandleTakenNotice
            open={modal === 'taken'}
            onOpenChange={(next) => {
              if (!next) setModal('none');
            }}
            handle={takenHandle}
          />
        </>
      ) : (
        <PictureViewer
          open={modal === 'picture'}
          onOpenChange={(next) => {
            if (!next) setModal('none');
          }}
          name={profile.name}
          src={profile.picture}
        />
      )}
      <ShareDialog
        open={modal === 'share'}
        onOpenChange={(next) => {
          if (!next) setModal('none');
        }}
        url={address}
        defaultText={shareText}
        onSendLine={(message) =>
          void sendToLine(message, { des: profile.name, previewImage: profile.picture })
        }
        onCopy={copyLink}
      />
    </>
  );
}
