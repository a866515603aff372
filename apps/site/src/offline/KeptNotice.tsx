/**
 * Above a screen shown from what was kept for offline reading (ADR 024): when it was kept, and a way
 * to read it afresh — taken by itself when the connection comes back.
 */
import { Alert, Button, vars } from '@lightbearers/ui';
import { useEffect } from 'react';
import { useRevalidator } from 'react-router-dom';
import styled from 'styled-components';
import { keptLabel, offlineCopy } from './copy';

const Column = styled.div`
  width: 100%;
  max-width: 42rem;
  min-width: 0;
  box-sizing: border-box;
  margin: 0 auto;
  padding: ${vars.space[4]} ${vars.space[4]} 0;
`;

export default function KeptNotice({ keptAt }: { keptAt: number }) {
  const revalidator = useRevalidator();
  const busy = revalidator.state !== 'idle';
  useEffect(() => {
    const refresh = () => void revalidator.revalidate();
    window.addEventListener('online', refresh);
    return () => window.removeEventListener('online', refresh);
  }, [revalidator]);
  return (
    <Column>
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
    </Column>
  );
}
