/** The feed's loading state: skeleton cards in a polite status, and the rows above them at their final size (ui). */
import { CREATORS_PATH, videoFeedPath } from '@lightbearers/domain';
import { CarouselSkeleton, Cluster, Skeleton, SkeletonGroup, Stack, Surface } from '@lightbearers/ui';
import { feedCopy } from './copy';

const SKELETON_KEYS = ['first', 'second', 'third'] as const;

/** Skeleton cards while a page loads (two for the first page, one under loaded posts). */
export function FeedSkeletons({ count = 2 }: { count?: number }) {
  return (
    <SkeletonGroup label={feedCopy.loading} data-part="Skeletons">
      <Stack gap="5">
        {SKELETON_KEYS.slice(0, count).map((key) => (
          <Surface as="div" key={key}>
            <Stack gap="4">
              <Cluster gap="4" wrap={false}>
                <Skeleton shape="circle" size="md" />
                <div style={{ flex: 1 }}>
                  <Skeleton size="sm" lines={2} />
                </div>
              </Cluster>
              <Skeleton shape="rect" ratio="16:9" />
              <Skeleton lines={3} />
              <Skeleton shape="rect" ratio="button" />
            </Stack>
          </Surface>
        ))}
      </Stack>
    </SkeletonGroup>
  );
}

/** The feed's rows while their items load, each at the size of the loaded row (no jump, ADR 027). */
export const feedRowSkeletons = {
  tiktok: (
    <CarouselSkeleton heading={feedCopy.tiktok} headingHref={videoFeedPath('tiktok')} shape="portrait" />
  ),
  youtube: (
    <CarouselSkeleton heading={feedCopy.youtube} headingHref={videoFeedPath('youtube')} shape="landscape" />
  ),
  creators: <CarouselSkeleton heading={feedCopy.creators} headingHref={CREATORS_PATH} shape="creators" />,
} as const;
