/**
 * `/topshare` and `/stat` (spec §2, §4 "stats lists"): the range pickers (default today), then the
 * sharer count and type counts, top sharers, badges (holders dialog, link to /coin), top shared
 * creators, top posts by clicks, the active members and the thanks (`stats/StatsSections`, loaded
 * in parallel with the figures; it loads the badges, which do not depend on the range). Every range change reloads the sections that depend on it; an
 * answer for an older range is dropped. A failed section shows empty (spec §8).
 */
import { type Client, getProfileTypeCounts, type TypeCount } from '@lightbearers/api-client';
import { bangkokToday, clampStatsRange } from '@lightbearers/domain';
import { Heading, Skeleton, SkeletonGroup, StatRange, type StatRangeValue, Text } from '@lightbearers/ui';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { api } from '../api';
import { copy } from '../copy';
import { useLazyComponent } from '../lazyModule';
import { signedInAtom } from '../session/store';
import { loadStats, orEmpty, type StatsData } from '../stats/load';
import { Section, WideColumn } from './StatsPage';

const loadSections = () => import('../stats/StatsSections');

function Loading() {
  return (
    <SkeletonGroup label={copy.stats.loading}>
      <Skeleton shape="text" size="md" lines={8} />
    </SkeletonGroup>
  );
}

export interface StatsRouteProps {
  client?: Client;
  /** Today's Bangkok day (stories fix it); domain's `bangkokToday()` by default. */
  today?: string;
  /** The first range (stories and tests); today to today by default (spec §2). */
  initialRange?: StatRangeValue;
}

export function StatsRoute({ client = api, today: fixedToday, initialRange }: StatsRouteProps) {
  const signedIn = useAtomValue(signedInAtom);
  const [today] = useState(() => fixedToday ?? bangkokToday());
  const [range, setRange] = useState<StatRangeValue>(() =>
    clampStatsRange(initialRange?.from, initialRange?.to, today),
  );
  const [data, setData] = useState<StatsData | null>(null);
  const [types, setTypes] = useState<TypeCount[] | null>(null);
  const StatsSections = useLazyComponent(loadSections);

  // The range-free figures: once.
  useEffect(() => {
    let live = true;
    void orEmpty(getProfileTypeCounts(client), [], 'type counts').then((t) => live && setTypes(t));
    return () => {
      live = false;
    };
  }, [client]);

  // The range's figures: reloaded on every change; an answer for an older range is dropped.
  useEffect(() => {
    let live = true;
    setData(null);
    void loadStats(client, range).then((d) => live && setData(d));
    return () => {
      live = false;
    };
  }, [client, range]);

  const ready = StatsSections !== null && data !== null && types !== null;
  return (
    <WideColumn data-testid="stats-page" data-state={ready ? 'ready' : 'loading'}>
      <Section>
        <Heading as="h1" size="2xl">
          {copy.stats.title}
        </Heading>
        <Text tone="muted">{copy.stats.lead}</Text>
        <StatRange today={today} value={range} onValueChange={setRange} />
      </Section>
      {StatsSections ? (
        <StatsSections client={client} signedIn={signedIn} data={data} types={types} />
      ) : (
        <Loading />
      )}
    </WideColumn>
  );
}
