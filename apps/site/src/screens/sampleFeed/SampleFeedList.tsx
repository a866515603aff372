/**
 * The sample feed's cards (`/feed`, ADR 041): a part of its own, loaded beside the route's data, so
 * the page's first screen carries only its heading (the cards bring the post card, the photo grid
 * and the date formatting).
 */
import { embedProvider, formatThaiDate } from '@lightbearers/domain';
import { PhotoGrid, type PhotoGridPhoto, PostCard, PostTypeIcon, th, vars } from '@lightbearers/ui';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import poster from '../../assets/hero-poster.svg';
import { gradientFor, usePublicGradients } from '../../posts/gradients';
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

export default function SampleFeedList({ today }: { today: string }) {
  const gradients = usePublicGradients();
  return (
    <SampleList aria-label={text.list}>
      {SAMPLE_POSTS.map((post) => (
        <li key={post.type}>
          <SampleCard post={post} today={today} gradients={gradients} />
        </li>
      ))}
    </SampleList>
  );
}
