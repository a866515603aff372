import { InstallSteps } from '@lightbearers/ui';
import { copy } from '../copy';
import { useInstallPrompt } from '../install';
import { PageColumn } from './Page';

/** `/app` (spec §2): the install button when the browser offers a prompt; Android/Chrome and iOS/Safari steps. */
export function AppRoute() {
  const { canPrompt, installed, install } = useInstallPrompt();
  return (
    <PageColumn>
      <h1>{copy.app.title}</h1>
      <InstallSteps canPrompt={canPrompt} installed={installed} onInstall={() => void install()} />
    </PageColumn>
  );
}
