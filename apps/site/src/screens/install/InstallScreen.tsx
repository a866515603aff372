import { InstallSteps } from '@lightbearers/ui';
import * as copy from '../../copy';
import { useInstallPrompt } from '../../install';
import { PageColumn } from '../../routes/Page';

export function meta() {
  return { title: copy.app.title };
}

/** `/app`: the install button when the browser offers a prompt; Android/Chrome and iOS/Safari steps. */
export default function InstallScreen() {
  const { canPrompt, installed, install } = useInstallPrompt();
  return (
    <PageColumn>
      <h1>{copy.app.title}</h1>
      <InstallSteps canPrompt={canPrompt} installed={installed} onInstall={() => void install()} />
    </PageColumn>
  );
}
