import { type ComponentPropsWithoutRef, forwardRef, type ReactNode, useId } from 'react';
import * as th from '../../i18n/th';
import { CheckIcon } from '../../icons';
import { Mark, SectionInner, SectionRoot, SectionText, SectionTitle } from '../../internal/landing.styles';
import { Point, PointList } from './LandingAbout.styles';

export interface LandingAboutProps extends Omit<ComponentPropsWithoutRef<'section'>, 'title' | 'children'> {
  /** The section's `h2`. */
  title?: string;
  /** What the site is, in a sentence or two. */
  text?: ReactNode;
  /** Short points under the text (what a member does here). */
  points?: readonly string[];
}

/** The landing page's "what it is" screen: title, a paragraph and three short points. */
export const LandingAbout = forwardRef<HTMLElement, LandingAboutProps>(function LandingAbout(
  { title = th.landing.aboutTitle, text = th.landing.aboutText, points = th.landing.aboutPoints, ...rest },
  ref,
) {
  const titleId = useId();
  return (
    <SectionRoot
      ref={ref}
      aria-labelledby={titleId}
      data-component="LandingAbout"
      data-tone="muted"
      {...rest}
    >
      <SectionInner>
        <SectionTitle id={titleId} data-part="Title">
          {title}
        </SectionTitle>
        {text ? <SectionText data-part="Text">{text}</SectionText> : null}
        {points.length > 0 ? (
          <PointList data-part="Points">
            {points.map((point) => (
              <Point key={point}>
                <Mark aria-hidden="true">
                  <CheckIcon />
                </Mark>
                {point}
              </Point>
            ))}
          </PointList>
        ) : null}
      </SectionInner>
    </SectionRoot>
  );
});
