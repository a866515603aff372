import type { CardTemplate } from '@lightbearers/domain';
import { useState } from 'react';
import { cardThumbnail } from '../CardCanvas';
import { TemplatePicker, type TemplatePickerProps } from './TemplatePicker';

/** Thumbnails drawn by the real renderer (deterministic), before the story renders. */
export async function thumbnailsOf(templates: readonly CardTemplate[], width = 200) {
  const srcs = await Promise.all(templates.map((t) => cardThumbnail(t, width)));
  return templates.map((t, i) => ({
    id: t.id,
    label: t.label,
    src: srcs[i] as string,
    shape: t.width === t.height ? ('square' as const) : ('landscape' as const),
  }));
}

/** A controlled picker, as a screen uses it. */
export function StatefulPicker(props: TemplatePickerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <TemplatePicker
      {...props}
      value={value}
      onValueChange={(id) => {
        setValue(id);
        props.onValueChange(id);
      }}
    />
  );
}
