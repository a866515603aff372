import { type Client, signInUrl } from '@lightbearers/api-client';
import { Link, LoginDialog, type LoginProvider, th } from '@lightbearers/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../api';
import { footerLinks } from '../chrome/navigation';
import * as copy from '../copy';
import { startSignIn } from '../session/handoff';
import { LINE_CALLBACK_PATH } from '../session/line';
import { useSiteSettings } from '../settings';

export interface LoginDialogViewProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  client?: Client;
  /** Where the OAuth buttons send the browser (tests replace it). */
  go?: (url: string) => void;
}

/** The page that sends a sign-in link by e-mail (and completes it). */
const EMAIL_SIGN_IN_PATH = '/login/email';

/**
 * The login modal: Google and TikTok go to the service's OAuth start; LINE goes to `/login/line`
 * (LIFF) — only when the service has a LIFF id, else there is no LINE button; e-mail goes to
 * `/login/email` when the service sends mail; a link to the development sign-in when the service
 * offers it (all from the site's settings).
 */
export default function LoginDialogView({
  open,
  onOpenChange,
  client = api,
  go = (url) => location.assign(url),
}: LoginDialogViewProps) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState<LoginProvider | null>(null);
  const { devSignIn: dev, liffId, emailSignIn } = useSiteSettings();

  const oauth = (provider: 'google' | 'tiktok') => {
    setBusy(provider);
    // The nonce this tab keeps: the service gives it back beside the token (ADR 020).
    go(signInUrl(client, provider, startSignIn()));
  };

  return (
    <LoginDialog
      privacyHref={footerLinks.privacy}
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setBusy(null);
        }
        onOpenChange(next);
      }}
      busy={busy}
      onGoogle={() => oauth('google')}
      onTikTok={() => oauth('tiktok')}
      {...(liffId
        ? {
            onLine: () => {
              onOpenChange(false);
              navigate(LINE_CALLBACK_PATH);
            },
          }
        : {})}
      {...(emailSignIn
        ? {
            onEmail: () => {
              onOpenChange(false);
              navigate(EMAIL_SIGN_IN_PATH);
            },
          }
        : {})}
      description={
        dev ? (
          <>
            {th.login.description}{' '}
            <Link href="/login/dev" onClick={() => onOpenChange(false)} data-testid="dev-sign-in-link">
              {copy.login.devLink}
            </Link>
          </>
        ) : (
          th.login.description
        )
      }
    />
  );
}
