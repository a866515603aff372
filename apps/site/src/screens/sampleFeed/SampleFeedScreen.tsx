/**
 * `/feed`: the spec's static template feed (ADR 041) — one card of each post type, as the feed draws
 * them, with sample words that say how such a post is made; no member's data, no likes or comments
 * (the spec shows none on template pages). Each card leads to the real posts of its type. Nothing
 * is read: the page is the same for everyone, and the date is the day it is seen.
 */
import { embedProvider, formatThaiDate } from '@lightbearers/domain';
import {
  Heading,
  Link,
  PhotoGrid,
  type PhotoGridPhoto,
  PostCard,
  PostTypeIcon,
  Text,
  th,
  vars,
} from '@lightbearers/ui';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import poster from '../../assets/hero-poster.svg';
import { gradientFor, usePublicGradients } from '../../posts/gradients';
import { type ScreenArgs, useScreenData } from '../../router/screen';
import { FeedColumn } from '../feed/FeedLayout';
import { sampleFeedCopy as text } from './copy';
import { SAMPLE_POSTS, type SamplePost } from './samples';

/** The cards, spaced as the feed's. */
const SampleList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${vars.space[5]};
  min-width: 0;
`;

/** Where a video or link post's player or preview would be. */
const SampleMedia = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  padding: ${vars.space[6]} ${vars.space[5]};
  border-radius: ${vars.radius.md};
  background: ${vars.color['surface-sunken']};
  color: ${vars.color['fg-muted']};
  font-size: ${vars.fontSize.sm};
`;

/** The photo sample: the site's own picture, twice (a two-photo post). */
const SAMPLE_PHOTOS: readonly PhotoGridPhoto[] = [
  { src: poster, width: 160, height: 90 },
  { src: poster, width: 160, height: 90 },
];

export function loader({ site }: ScreenArgs) {
  return { today: new Date(site.now()).toISOString() };
}

export function meta() {
  return { title: text.title, description: text.lead };
}

function SampleCard({
  post,
  today,
  gradients,
}: {
  post: SamplePost;
  today: string;
  gradients: readonly (readonly string[])[];
}) {
  const navigate = useNavigate();
  const media = embedProvider(post.type) !== null || post.type === 'postLink';
  return (
    <PostCard
      type={post.type}
      href={post.href}
      shortLink={post.href}
      authorName={text.author}
      authorHref="/creator"
      dateLabel={formatThaiDate(today)}
      dateTime={today}
      description={post.description}
      gradient={gradientFor(post.id, gradients)}
      data-testid="sample-post"
    >
      {post.type === 'postPhoto' ? (
        <PostCard.Media>
          <PhotoGrid photos={SAMPLE_PHOTOS} onOpen={() => navigate(post.href)} />
        </PostCard.Media>
      ) : media ? (
        <PostCard.Media>
          <SampleMedia data-part="SampleMedia">
            <PostTypeIcon type={post.type} decorative />
            <span>{text.media(th.post.types[post.type])}</span>
          </SampleMedia>
        </PostCard.Media>
      ) : null}
    </PostCard>
  );
}

export default function SampleFeedScreen() {
  const { today } = useScreenData<typeof loader>();
  const gradients = usePublicGradients();
  return (
    <FeedColumn data-screen="sample-feed">
      <div>
        <Heading as="h1" size="xl">
          {text.title}
        </Heading>
        <Text tone="muted">{text.lead}</Text>
      </div>
      <SampleList aria-label={text.list}>
        {SAMPLE_POSTS.map((post) => (
          <li key={post.type}>
            <SampleCard post={post} today={today} gradients={gradients} />
          </li>
        ))}
      </SampleList>
      <Link href="/all/other" variant="standalone">
        {text.live}
      </Link>
    </FeedColumn>
  );
}
