import { Button } from '@lightbearers/ui';
import { copy } from '../copy';
import { useInstallPrompt } from '../install';
import { PageColumn } from './Page';

/** `/app`: install the site as an app — the browser's prompt when it offers one, else the steps. */
export function AppRoute() {
  const { canPrompt, installed, install } = useInstallPrompt();
  return (
    <PageColumn>
      <h1>{copy.app.title}</h1>
      {installed ? <p>ติดตั้งแล้ว</p> : null}
      {canPrompt ? <Button onClick={() => void install()}>ติดตั้ง</Button> : null}
    </PageColumn>
  );
}
