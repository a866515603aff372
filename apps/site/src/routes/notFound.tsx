import { Button, Stack } from '@lightbearers/ui';
import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { signedInAtom } from '../session/store';
import { PageColumn } from './Page';

/** `/404`, `/404NoLogin` and unknown paths: 'the page you are looking for was not found' and a way home. */
export function NotFoundRoute() {
  const navigate = useNavigate();
  const signedIn = useAtomValue(signedInAtom);
  return (
    <PageColumn data-testid="not-found">
      <Stack gap="4" align="center">
        <h1>404</h1>
        <p>ไม่พบหน้าที่ท่านต้องการ</p>
        <Button onClick={() => navigate(signedIn ? '/all/other' : '/')}>กลับหน้าหลัก</Button>
      </Stack>
    </PageColumn>
  );
}
