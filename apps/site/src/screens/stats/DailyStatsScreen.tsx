/**
 * `/topshare` and `/stat`: the range pickers (default today), then the sharer count and type
 * counts, top sharers, badges (the holders awarded in the range, in a dialog; link to /coin), top
 * shared creators, top posts by clicks (with their click icons), the active members and the thanks. The range lives in the address (`?from=…&to=…`,
 * Bangkok days, clamped by domain's `clampStatsRange`): the loader reads it, and picking a day
 * navigates to the new range — the sections that depend on it show their skeletons until it has
 * loaded, and an answer for a range left behind is dropped. A failed section shows empty.
 */
import { bangkokToday, clampStatsRange } from '@lightbearers/domain';
import {
  Heading,
  PageColumn,
  Skeleton,
  SkeletonGroup,
  StatRange,
  type StatRangeValue,
  Text,
} from '@lightbearers/ui';
import { type ReactNode, Suspense } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router-dom';
import * as copy from '../../copy';
import { calls } from '../../router/calls';
import { useHydrated } from '../../router/hydrated';
import { lazyPart } from '../../router/lazyPart';
import { type ScreenArgs, siteNow, useScreenData } from '../../router/screen';
import { useSignedIn } from '../../session/store';
import { loadStats, orEmpty } from './loadStats';
import { Section } from './Section';

// The lists, the post-type marks and the badge dialog load beside the figures (ADR 024 budget).
const loadSections = () => import('./StatsSections');
const sections = lazyPart(loadSections);
const StatsSections = sections.Component;

/** The range an address asks for (today to today when it asks for none). */
function rangeOf(search: string, today: string): StatRangeValue {
  const query = new URLSearchParams(search);
  return clampStatsRange(query.get('from'), query.get('to'), today);
}

/** The address's query of a range. */
const searchOf = (range: StatRangeValue) => `?${new URLSearchParams({ from: range.from, to: range.to })}`;

export async function loader({ site, url }: ScreenArgs) {
  const today = bangkokToday(site.now());
  const range = rangeOf(url.search, today);
  const [stats, types, badges] = await Promise.all([
    loadStats(site.api, range),
    orEmpty(
      calls().then(({ getProfileTypeCounts }) => getProfileTypeCounts(site.api)),
      [],
      'type counts',
    ),
    // The sections' module reads the badges: it is here before they render anyway.
    sections
      .preload()
      .then(loadSections)
      .then((m) => m.readBadges(site.api, range)),
  ]);
  return { today, range, stats, types, badges, shortLinkBase: site.api.shortLinkBase };
}

export function meta() {
  return { title: copy.stats.title, description: copy.stats.lead };
}

function Loading() {
  return (
    <SkeletonGroup label={copy.stats.loading}>
      <Skeleton shape="text" size="md" lines={8} />
    </SkeletonGroup>
  );
}

function StatsPage(props: {
  ready: boolean;
  today: string;
  range: StatRangeValue;
  onRangeChange?: (range: StatRangeValue) => void;
  children: ReactNode;
}) {
  // Ready once this part runs in the browser (a page the service rendered is hydrated first).
  const hydrated = useHydrated();
  return (
    <PageColumn
      width="stats"
      gap="8"
      padding={['6', '4']}
      data-testid="stats-page"
      data-state={props.ready && hydrated ? 'ready' : 'loading'}
    >
      <Section>
        <Heading as="h1" size="2xl">
          {copy.stats.title}
        </Heading>
        <Text tone="muted">{copy.stats.lead}</Text>
        <StatRange today={props.today} value={props.range} onValueChange={props.onRangeChange} />
      </Section>
      <Suspense fallback={<Loading />}>{props.children}</Suspense>
    </PageColumn>
  );
}

export function Pending() {
  const signedIn = useSignedIn();
  const { search } = useLocation();
  const today = bangkokToday(siteNow(null));
  return (
    <StatsPage ready={false} today={today} range={rangeOf(search, today)}>
      <StatsSections shortLinkBase="" signedIn={signedIn} data={null} types={null} badges={null} />
    </StatsPage>
  );
}

export default function DailyStatsScreen() {
  const data = useScreenData<typeof loader>();
  const signedIn = useSignedIn();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  // A range on its way: the pickers show it, the sections that depend on it their skeletons.
  const next =
    navigation.state === 'loading' && navigation.location.pathname === pathname
      ? rangeOf(navigation.location.search, data.today)
      : null;
  return (
    <StatsPage
      ready={next === null}
      today={data.today}
      range={next ?? data.range}
      onRangeChange={(range) =>
        navigate({ search: searchOf(range) }, { replace: true, preventScrollReset: true })
      }
    >
      <StatsSections
        shortLinkBase={data.shortLinkBase}
        signedIn={signedIn}
        data={next ? null : data.stats}
        types={data.types}
        badges={data.badges}
      />
    </StatsPage>
  );
}
