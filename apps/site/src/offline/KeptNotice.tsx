/**
 * Above a screen shown from what was kept for offline reading (ADR 024): when it was kept, and a way
 * to read it afresh — taken by itself when the connection comes back.
 */
import { Alert, Button, PageColumn } from '@lightbearers/ui';
import { useEffect } from 'react';
import { useRevalidator } from 'react-router-dom';
import { keptLabel, offlineCopy } from './copy';

export default function KeptNotice({ keptAt }: { keptAt: number }) {
  const revalidator = useRevalidator();
  const busy = revalidator.state !== 'idle';
  useEffect(() => {
    const refresh = () => void revalidator.revalidate();
    window.addEventListener('online', refresh);
    return () => window.removeEventListener('online', refresh);
  }, [revalidator]);
  return (
    <PageColumn width="reading" padding={['4', '4', '0']}>
      <Alert
        tone="info"
        title={keptLabel(keptAt)}
        data-testid="kept-notice"
        action={
          <Button size="sm" variant="secondary" loading={busy} onClick={() => void revalidator.revalidate()}>
            {offlineCopy.refresh}
          </Button>
        }
      >
        {offlineCopy.keptText}
      </Alert>
    </PageColumn>
  );
}
