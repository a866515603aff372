import { Heading, InstallSteps } from '@lightbearers/ui';
import * as copy from '../../copy';
import { useInstallPrompt } from '../../install';
import { QuietPage } from '../QuietPage';

export function meta() {
  return { title: copy.app.title };
}

/** `/app`: the install button when the browser offers a prompt; Android/Chrome and iOS/Safari steps. */
export default function InstallScreen() {
  const { canPrompt, installed, install } = useInstallPrompt();
  return (
    <QuietPage width="form">
      <Heading as="h1" size="xl" wrap="greedy">
        {copy.app.title}
      </Heading>
      <InstallSteps canPrompt={canPrompt} installed={installed} onInstall={() => void install()} />
    </QuietPage>
  );
}
