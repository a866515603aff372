import { type ComponentPropsWithoutRef, forwardRef, type KeyboardEvent, useRef } from 'react';
import * as th from '../../i18n/th';
import {
  TemplatePickerCheck,
  TemplatePickerLabel,
  TemplatePickerOption,
  TemplatePickerRoot,
  TemplatePickerThumb,
} from './TemplatePicker.styles';

export const templatePickerLayouts = ['wrap', 'scroll'] as const;
export type TemplatePickerLayout = (typeof templatePickerLayouts)[number];

export interface TemplatePickerOptionData {
  /** Template id, the value reported on change. */
  id: string;
  /** Caption under the thumbnail (at most 20 characters). */
  label: string;
  /** The thumbnail's URL (a data URL drawn by `cardThumbnail`, or a file); empty while it draws. */
  src: string;
  /** The card's shape, so the grid keeps its size while thumbnails draw. */
  shape?: 'landscape' | 'square';
}

export interface TemplatePickerProps
  extends Omit<ComponentPropsWithoutRef<'div'>, 'onChange' | 'defaultValue'> {
  /** The templates to choose from. */
  options: readonly TemplatePickerOptionData[];
  /** Id of the chosen template. */
  value: string;
  /** Called with the id of the template the member picks. */
  onValueChange: (id: string) => void;
  /** Accessible name of the group. */
  label?: string;
  /** `wrap` (a grid, kiosk and desktop) or `scroll` (one sideways-scrolling row, phones). */
  layout?: TemplatePickerLayout;
}

/**
 * Card template thumbnails as a radio group: tap or click one, or move with the arrow keys (Home
 * and End jump to the ends). One tab stop for the group; the chosen thumbnail carries it.
 */
export const TemplatePicker = forwardRef<HTMLDivElement, TemplatePickerProps>(function TemplatePicker(
  { options, value, onValueChange, label = th.cards.templates, layout = 'wrap', ...rest },
  ref,
) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const selectedIndex = Math.max(
    0,
    options.findIndex((o) => o.id === value),
  );

  const move = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = options.length - 1;
    const next =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const option = options[next];
    if (!option) return;
    onValueChange(option.id);
    buttons.current[next]?.focus();
  };

  return (
    <TemplatePickerRoot
      ref={ref}
      role="radiogroup"
      aria-label={label}
      data-component="TemplatePicker"
      data-layout={layout}
      {...rest}
    >
      {options.map((option, index) => {
        const checked = index === selectedIndex;
        return (
          <TemplatePickerOption
            key={option.id}
            ref={(node) => {
              buttons.current[index] = node;
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            tabIndex={checked ? 0 : -1}
            data-part="Option"
            data-state={checked ? 'on' : 'off'}
            data-value={option.id}
            onClick={() => onValueChange(option.id)}
            onKeyDown={(event) => move(event, index)}
          >
            {option.src ? (
              <TemplatePickerThumb
                data-part="Thumbnail"
                src={option.src}
                alt=""
                draggable={false}
                data-shape={option.shape ?? 'square'}
              />
            ) : (
              <TemplatePickerThumb as="span" data-part="Thumbnail" data-shape={option.shape ?? 'square'} />
            )}
            <TemplatePickerLabel data-part="Label">
              {checked ? (
                <TemplatePickerCheck
                  viewBox="0 0 24 24"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="3"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                  aria-hidden="true"
                >
                  <path d="M5 12.5l4.5 4.5L19 7.5" />
                </TemplatePickerCheck>
              ) : null}
              {option.label}
            </TemplatePickerLabel>
          </TemplatePickerOption>
        );
      })}
    </TemplatePickerRoot>
  );
});
