/** The feed's install-app link to `/app` (product §2), hidden when the site runs as an installed app. */
import { InstallIcon, Link } from '@lightbearers/ui';
import { useInstallPrompt } from '../../install';
import { feedCopy } from './copy';

export function FeedInstallLink() {
  const { installed } = useInstallPrompt();
  return installed ? null : (
    <Link href="/app" variant="standalone" leadingIcon={<InstallIcon />} data-part="Install">
      {feedCopy.install}
    </Link>
  );
}
