import { Badge, Button, Stack } from '@lightbearers/ui';
import { useNavigate } from 'react-router-dom';
import * as copy from '../copy';
import { PageColumn } from './Page';

/** Which screen a placeholder stands for (its name on the page). */
export type Upcoming = keyof typeof copy.coming.names;

/**
 * The one placeholder of every route whose screen belongs to a later issue: clearly marked, inside
 * the route's real layout, after the route's real guards.
 */
export function ComingRoute({ upcoming }: { upcoming: Upcoming }) {
  const navigate = useNavigate();
  return (
    <PageColumn data-testid="coming" data-upcoming={upcoming}>
      <Stack gap="3">
        <Badge tone="warning">{copy.coming.badge}</Badge>
        <h1>{copy.coming.names[upcoming]}</h1>
        <p>{copy.coming.title}</p>
        <p>{copy.coming.lead}</p>
      </Stack>
      <Button variant="secondary" onClick={() => navigate('/all/other')}>
        {copy.coming.home}
      </Button>
    </PageColumn>
  );
}
