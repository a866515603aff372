import type { CardLayout, CardTemplate, CardTexts } from '@lightbearers/domain';
import { type ComponentPropsWithoutRef, forwardRef, useEffect, useId, useRef, useState } from 'react';
import * as th from '../../i18n/th';
import { CanvasUnsupported } from '../CanvasUnsupported';
import { CardCanvasButton, CardCanvasElement, CardCanvasRoot, CardCanvasText } from './CardCanvas.styles';
import { canvasToJpeg, context2d, downloadBlob, drawCard, loadCardFonts } from './render';

export const cardCanvasStates = ['loading', 'ready', 'unsupported'] as const;
export type CardCanvasState = (typeof cardCanvasStates)[number];

export interface CardCanvasProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** The template to draw (a `CardTemplate` from `@lightbearers/domain`). */
  template: CardTemplate;
  /** The member's texts: the name, and the amount and unit on thanks cards. */
  texts: CardTexts;
  /** File name of the JPEG a tap downloads, `{variant}-{name}.jpg` (domain `cardFileName`). */
  fileName: string;
  /** Accessible name of the preview, which is a download button. */
  downloadLabel?: string;
  /** Called with the JPEG after a tap downloaded it. */
  onDownload?: (jpeg: Blob) => void;
  /** Called after every finished drawing with what was drawn where. */
  onRendered?: (layout: CardLayout) => void;
}

/**
 * The live card preview: draws the template's artwork and the texts laid out by domain's
 * `layoutCardText`, once the fonts those texts need are loaded. Tapping it downloads the JPEG
 * (quality 0.9). Where canvas is unsupported it shows 'บางอย่างผิดพลาด' instead.
 */
export const CardCanvas = forwardRef<HTMLDivElement, CardCanvasProps>(function CardCanvas(
  { template, texts, fileName, downloadLabel = th.cards.download, onDownload, onRendered, ...rest },
  ref,
) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [state, setState] = useState<CardCanvasState>('loading');
  const [layout, setLayout] = useState<CardLayout | null>(null);
  const textId = useId();
  const onRenderedRef = useRef(onRendered);
  onRenderedRef.current = onRendered;
  const { name, amount, unit } = texts;

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const ctx = context2d(canvas);
    if (!ctx) {
      setState('unsupported');
      return;
    }
    let current = true;
    const cardTexts: CardTexts = { name, amount, unit };
    setState('loading');
    loadCardFonts(template, cardTexts).then(() => {
      // A newer name may have arrived while fonts loaded; only the latest request draws.
      if (!current) return;
      canvas.width = template.width;
      canvas.height = template.height;
      const drawn = drawCard(ctx, template, cardTexts);
      setLayout(drawn);
      setState('ready');
      onRenderedRef.current?.(drawn);
    });
    return () => {
      current = false;
    };
  }, [template, name, amount, unit]);

  const download = async () => {
    const canvas = canvasRef.current;
    if (!canvas || state !== 'ready') return;
    try {
      const jpeg = await canvasToJpeg(canvas);
      downloadBlob(jpeg, fileName);
      onDownload?.(jpeg);
    } catch {
      setState('unsupported');
    }
  };

  const spoken = layout?.texts.map((t) => t.lines.join(' ')).join(' · ') ?? '';

  return (
    <CardCanvasRoot
      ref={ref}
      data-component="CardCanvas"
      data-state={state}
      data-template={template.id}
      aria-busy={state === 'loading' || undefined}
      {...rest}
    >
      {state === 'unsupported' ? (
        <CanvasUnsupported />
      ) : (
        <CardCanvasButton
          type="button"
          data-part="Button"
          aria-label={downloadLabel}
          aria-describedby={spoken ? textId : undefined}
          aria-disabled={state !== 'ready' || undefined}
          onClick={download}
        >
          <CardCanvasElement
            ref={canvasRef}
            data-part="Canvas"
            width={template.width}
            height={template.height}
            aria-hidden="true"
          />
        </CardCanvasButton>
      )}
      {spoken ? (
        <CardCanvasText id={textId} data-part="Text">
          {spoken}
        </CardCanvasText>
      ) : null}
    </CardCanvasRoot>
  );
});
