import { type ComponentPropsWithoutRef, forwardRef, useId } from 'react';
import * as th from '../../i18n/th';
import { PlayIcon, ShareIcon, SparklesIcon } from '../../icons';
import { Mark, SectionInner, SectionRoot, SectionTitle } from '../../internal/landing.styles';
import { TypeCard, TypeList, TypeText, TypeTitle } from './LandingMemberTypes.styles';

/** The member types of product §1, in the landing page's order. */
export const landingMemberTypeIds = ['sharer', 'creator', 'live'] as const;
export type LandingMemberTypeId = (typeof landingMemberTypeIds)[number];

export interface LandingMemberType {
  /** Which type: picks the card's icon. */
  id: LandingMemberTypeId;
  /** The card's title. */
  title: string;
  /** One or two sentences. */
  text: string;
}

const icons = { sharer: <ShareIcon />, creator: <SparklesIcon />, live: <PlayIcon /> } as const;

/** The three cards with Thai copy from the catalogue. */
export const defaultLandingMemberTypes: readonly LandingMemberType[] = [
  { id: 'sharer', title: th.landing.sharerTitle, text: th.landing.sharerText },
  { id: 'creator', title: th.landing.creatorTitle, text: th.landing.creatorText },
  { id: 'live', title: th.landing.liveTitle, text: th.landing.liveText },
];

export interface LandingMemberTypesProps
  extends Omit<ComponentPropsWithoutRef<'section'>, 'title' | 'children'> {
  /** The section's `h2`. */
  title?: string;
  /** The cards: Sharer, Creator and LIVE by default. */
  types?: readonly LandingMemberType[];
}

/** The landing page's member types screen: Sharer, Creator and LIVE cards (one column on phones, three on desktop). */
export const LandingMemberTypes = forwardRef<HTMLElement, LandingMemberTypesProps>(
  function LandingMemberTypes(
    { title = th.landing.memberTypesTitle, types = defaultLandingMemberTypes, ...rest },
    ref,
  ) {
    const titleId = useId();
    return (
      <SectionRoot ref={ref} aria-labelledby={titleId} data-component="LandingMemberTypes" {...rest}>
        <SectionInner data-align="center">
          <SectionTitle id={titleId} data-part="Title">
            {title}
          </SectionTitle>
          <TypeList data-part="Types">
            {types.map((type) => (
              <TypeCard key={type.id} data-part="Type" data-type={type.id}>
                <Mark aria-hidden="true">{icons[type.id]}</Mark>
                <TypeTitle>{type.title}</TypeTitle>
                <TypeText>{type.text}</TypeText>
              </TypeCard>
            ))}
          </TypeList>
        </SectionInner>
      </SectionRoot>
    );
  },
);
