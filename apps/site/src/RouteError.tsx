/**
 * The error element of the root and of every layout (`routeFailure`): a 404 (a path that is no
 * route, a profile segment of no known shape) shows the not-found page; a read that got no answer
 * (offline) the offline state of the screen — never "not found"; anything else — a chunk that would
 * not load within a minute of the last reload — an error page with a reload button. Not lazy: it
 * must show when loading code is what failed (the offline state's own code is precached).
 */
import { Button, Cluster, Heading, NotFound, PageColumn, vars } from '@lightbearers/ui';
import { lazy, Suspense } from 'react';
import { useRouteError } from 'react-router-dom';
import styled from 'styled-components';
import * as copy from './copy';
import { routeFailure } from './router/failure';
import { useSignedIn } from './session/store';

const Box = styled(PageColumn)`
  text-align: center;
  p { margin: 0; color: ${vars.color['fg-muted']}; }
`;

export function NotFoundPage() {
  const signedIn = useSignedIn();
  return <NotFound data-testid="not-found" homeHref={signedIn ? '/all/other' : '/'} />;
}

export function ErrorPage() {
  return (
    <Box
      width="narrow"
      gap="4"
      padding={['10', '5']}
      forwardedAs="section"
      role="alert"
      data-testid="route-error"
    >
      <Heading as="h1" size="xl" wrap="greedy">
        {copy.error.title}
      </Heading>
      <p>{copy.error.lead}</p>
      <Cluster gap="3" justify="center">
        <Button onClick={() => location.reload()}>{copy.error.reload}</Button>
        <Button variant="secondary" onClick={() => location.assign('/')}>
          {copy.error.home}
        </Button>
      </Cluster>
    </Box>
  );
}

const OfflineScreen = lazy(() => import('./offline/OfflineScreen').catch(() => ({ default: ErrorPage })));

export function RouteError() {
  const error = useRouteError();
  const failure = routeFailure(error);
  if (failure === 'not-found') return <NotFoundPage />;
  if (failure === 'offline')
    return (
      <Suspense fallback={null}>
        <OfflineScreen />
      </Suspense>
    );
  console.error(error);
  return <ErrorPage />;
}
