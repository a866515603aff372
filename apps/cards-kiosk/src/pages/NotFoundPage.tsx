import { Stack } from '@lightbearers/ui';
import { Link } from 'react-router-dom';
import { copy } from '../copy';
import { NavButton } from '../kiosk.styles';
import { PageTitle } from './PageTitle';

/** Spec §8: an unknown route shows 'This page could not be found'. */
export function NotFoundPage() {
  return (
    <Stack gap="6" align="start">
      <PageTitle>404 · {copy.notFound}</PageTitle>
      <NavButton as={Link} to="/">
        {copy.notFoundBack}
      </NavButton>
    </Stack>
  );
}
