/**
 * The click-count icons of the statistics (product §9 "click icons on shared posts", "top-click
 * icons"): one icon per tier, shared by the share-statistics tab and the top-posts list. Which tier
 * a count is in is domain's rule (`sharedClickTier`, `topClickTier`); each list names its tiers.
 */
import type { ClickTier } from '@lightbearers/domain';
import type { ComponentType } from 'react';
import { ClicksIcon, type IconProps, SparklesIcon, StarIcon, TrophyIcon } from '../icons';

export const clickTierIcons: Record<Exclude<ClickTier, 0>, ComponentType<IconProps>> = {
  1: ClicksIcon,
  2: StarIcon,
  3: SparklesIcon,
  4: TrophyIcon,
};
