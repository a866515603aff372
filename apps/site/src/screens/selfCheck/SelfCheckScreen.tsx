/**
 * `/test`: the self-check page (ADR 041) — a member whose site misbehaves taps once and sees, check
 * by check, whether their browser keeps the sign-in, is online, reaches the service, can use LINE
 * and can read their notifications, each with what to do when it cannot. The checks run in the
 * browser on the tap (the service's own render could not tell anything of the member's phone), so
 * the page is the same for everyone until then.
 */
import { Badge, Button, Heading, Link, Stack, Text, vars } from '@lightbearers/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { calls, siteClient } from '../../router/calls';
import { useSignedIn } from '../../session/store';
import { useSiteSettings } from '../../settings';
import { QuietPage } from '../QuietPage';
import {
  appCheck,
  type CheckResult,
  connectionCheck,
  lineCheck,
  notificationsCheck,
  readBrowser,
  serviceCheck,
  storageCheck,
} from './checks';
import { selfCheckCopy as text } from './copy';

export function meta() {
  return { title: text.title, description: text.lead };
}

const TONE = { ok: 'success', warn: 'warning', fail: 'danger' } as const;

const Results = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${vars.space[3]};
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${vars.space[1]} ${vars.space[3]};
  padding: ${vars.space[4]};
  border-radius: ${vars.radius.md};
  background: ${vars.color['surface-raised']};
  border: 1px solid ${vars.color.border};

  & > p {
    grid-column: 1 / -1;
    margin: 0;
  }
`;

/** Times a read of the service. */
async function timed(read: () => Promise<unknown>): Promise<{ ok: true; ms: number } | { ok: false }> {
  const start = performance.now();
  try {
    await read();
    return { ok: true, ms: Math.max(1, Math.round(performance.now() - start)) };
  } catch {
    return { ok: false };
  }
}

/** Runs every check (browser only). */
async function runChecks(
  settings: Parameters<typeof lineCheck>[1],
  signedIn: boolean,
): Promise<CheckResult[]> {
  const facts = readBrowser();
  const [api, client] = await Promise.all([calls(), siteClient()]);
  const service = await timed(() => api.getSiteSettings(client));
  let feed = null;
  if (signedIn) feed = await api.getBellFeed(client).catch(() => null);
  return [
    storageCheck(facts),
    connectionCheck(facts),
    serviceCheck(service),
    lineCheck(facts, settings),
    notificationsCheck(signedIn ? { signedIn, feed } : { signedIn: false }),
    appCheck(facts),
  ];
}

export default function SelfCheckScreen() {
  const settings = useSiteSettings();
  const signedIn = useSignedIn();
  const [results, setResults] = useState<CheckResult[] | null>(null);
  const [busy, setBusy] = useState(false);

  const start = async () => {
    setBusy(true);
    try {
      setResults(await runChecks(settings, signedIn));
    } finally {
      setBusy(false);
    }
  };

  return (
    <QuietPage width="form" data-screen="self-check">
      <Stack gap="3">
        <Heading as="h1" size="xl">
          {text.title}
        </Heading>
        <Text tone="muted">{text.lead}</Text>
      </Stack>
      <div>
        <Button onClick={() => void start()} disabled={busy} aria-busy={busy}>
          {busy ? text.running : results ? text.again : text.start}
        </Button>
      </div>
      {results ? (
        <Results aria-label={text.results} data-testid="self-check-results">
          {results.map((r) => (
            <Row key={r.id} data-check={r.id} data-state={r.state}>
              <Text as="span" weight="bold">
                {r.label}
              </Text>
              <Badge tone={TONE[r.state]}>{text.states[r.state]}</Badge>
              <Text as="p" tone="muted" size="sm">
                {r.detail}
              </Text>
              {r.id === 'app' && r.state !== 'ok' ? (
                <Link href="/app" variant="standalone">
                  {text.install}
                </Link>
              ) : null}
            </Row>
          ))}
        </Results>
      ) : null}
    </QuietPage>
  );
}
