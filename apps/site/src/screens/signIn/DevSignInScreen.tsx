import type { DevMember } from '@lightbearers/api-client';
import { Alert, Avatar, Badge, Button, Heading, vars } from '@lightbearers/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import * as copy from '../../copy';
import { calls, siteClient } from '../../router/calls';
import { type ScreenArgs, useScreenData } from '../../router/screen';
import { QuietPage } from '../QuietPage';

const List = styled.ul`
  display: grid;
  gap: ${vars.space[2]};
  padding: 0;
  margin: 0;
  list-style: none;
`;

const Row = styled.button`
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  width: 100%;
  min-height: 44px;
  padding: ${vars.space[3]};
  font: inherit;
  color: ${vars.color.fg};
  text-align: start;
  background: ${vars.color.surface};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  cursor: pointer;
  &:hover { border-color: ${vars.color.accent}; }
  &:disabled { cursor: progress; opacity: 0.7; }
  span[data-part='name'] { flex: 1; overflow-wrap: anywhere; }
`;

/** The demo members, or none when the service does not offer the development sign-in. */
export async function loader({ site }: ScreenArgs): Promise<{ members: DevMember[] | null }> {
  try {
    const { getDevMembers } = await calls();
    return { members: await getDevMembers(site.api) };
  } catch {
    return { members: null };
  }
}

export function meta() {
  return { title: copy.dev.title, noindex: true };
}

/**
 * `/login/dev`: the development sign-in. Lists the service's demo members (`GET /api/connect/dev`,
 * which answers only when the service runs with AUTH_DEV on loopback, ADR 020); one tap signs in,
 * then the same post-login redirect as every sign-in.
 */
export default function DevSignInScreen() {
  const { members } = useScreenData<typeof loader>();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);

  const signIn = async (uid: number) => {
    setBusy(uid);
    setFailed(false);
    try {
      const [{ signInAsDemoMember }, client] = await Promise.all([
        import('../../session/signIn'),
        siteClient(),
      ]);
      const to = await signInAsDemoMember(client, uid);
      // Null: the member kept the session they have (asked before switching).
      if (to) navigate(to, { replace: true });
      else setBusy(null);
    } catch {
      setFailed(true);
      setBusy(null);
    }
  };

  return (
    <QuietPage width="form">
      <Heading as="h1" size="xl" wrap="greedy">
        {copy.dev.title}
      </Heading>
      <p>{copy.dev.lead}</p>
      {failed ? <Alert tone="danger">{copy.dev.failed}</Alert> : null}
      {members === null ? <Alert tone="info">{copy.dev.unavailable}</Alert> : null}
      {members ? (
        <List>
          {members.map((m) => (
            <li key={m.uid}>
              <Row type="button" disabled={busy !== null} data-uid={m.uid} onClick={() => void signIn(m.uid)}>
                <Avatar name={m.name} src={m.picture ?? undefined} size="sm" />
                <span data-part="name">{m.name}</span>
                <Badge tone={m.type === 'creator' ? 'accent' : 'neutral'}>
                  {m.type === 'creator' ? copy.dev.creator : copy.dev.sharer}
                </Badge>
              </Row>
            </li>
          ))}
        </List>
      ) : null}
      <Button variant="ghost" onClick={() => navigate('/')}>
        {copy.login.back}
      </Button>
    </QuietPage>
  );
}
