/**
 * `/feed`: the product's static template feed (ADR 041) — one card of each post type, as the feed draws
 * them, with sample words that say how such a post is made; no member's data, no likes or comments
 * (the product description shows none on template pages). Each card leads to the real posts of its type. Nothing
 * is read: the page is the same for everyone, and the date is the day it is seen. The cards are a
 * part of their own (`SampleFeedList`), loaded beside the route's data (ADR 024).
 */
import { Heading, Link, Text } from '@lightbearers/ui';
import { Suspense } from 'react';
import { lazyPart } from '../../router/lazyPart';
import { type ScreenArgs, useScreenData } from '../../router/screen';
import { FeedColumn } from '../feed/FeedLayout';
import { FeedSkeletons } from '../feed/FeedSkeletons';
import { sampleFeedCopy as text } from './copy';

const list = lazyPart<{ today: string }>(() => import('./SampleFeedList'));
const SampleFeedList = list.Component;

export async function loader({ site }: ScreenArgs) {
  await list.preload();
  return { today: new Date(site.now()).toISOString() };
}

export function meta() {
  return { title: text.title, description: text.lead };
}

export default function SampleFeedScreen() {
  const { today } = useScreenData<typeof loader>();
  return (
    <FeedColumn data-screen="sample-feed">
      <div>
        <Heading as="h1" size="xl">
          {text.title}
        </Heading>
        <Text tone="muted">{text.lead}</Text>
      </div>
      <Suspense fallback={<FeedSkeletons count={2} />}>
        <SampleFeedList today={today} />
      </Suspense>
      <Link href="/all/other" variant="standalone">
        {text.live}
      </Link>
    </FeedColumn>
  );
}
