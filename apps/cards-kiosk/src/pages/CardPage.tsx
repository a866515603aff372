import { type CardVariant, cardFileName } from '@lightbearers/domain';
import {
  Alert,
  Button,
  CanvasUnsupported,
  CardCanvas,
  CardConfirm,
  CardForm,
  Cluster,
  ConfirmDialog,
  cardToJpeg,
  DownloadIcon,
  downloadBlob,
  Heading,
  PrintIcon,
  Stack,
  Surface,
  TemplatePicker,
  Text,
} from '@lightbearers/ui';
import { type FocusEvent, useCallback, useEffect, useMemo, useReducer } from 'react';
import { PrintSheet } from '../card/PrintSheet';
import { useThumbnails } from '../card/useThumbnails';
import { copy } from '../copy';
import { useIdle } from '../kiosk/useIdle';
import { useLeaveGuard } from '../kiosk/useLeaveGuard';
import { cardPageReducer, cardPageView, initialCardPage } from './cardPageState';
import { PageTitle } from './PageTitle';
import { CardLayout, Column, PreviewFrame } from './pages.styles';

/**
 * One card variant: pick a template, type the name (and amount and unit), check the live preview,
 * Save → 'ชื่อของท่านถูกต้องหรือไม่?' → Yes opens the JPEG in a new window; then Print (one page at
 * the template's size) or Save file (`{variant}-{name}.jpg`). The form clears after printing and
 * after a minute without a touch. Its state is `cardPageReducer`; what it shows is domain's
 * `cardDraft` of the texts as typed.
 */
export function CardPage({ variant }: { variant: CardVariant }) {
  const [state, dispatch] = useReducer(cardPageReducer, variant, initialCardPage);
  const { template, draft, dirty } = cardPageView(variant, state);
  const { name, amount, unit, step, jpeg, making, failed, notice } = state;
  const { printedName } = draft;
  // The preview redraws when what it prints changes, not on every render.
  const texts = useMemo(
    () => ({ name: printedName, amount: draft.amount, unit: draft.texts.unit }),
    [printedName, draft.amount, draft.texts.unit],
  );
  const fileName = cardFileName(variant.id, name);

  const thumbs = useThumbnails(variant.templates, 240);
  const pickerOptions = useMemo(
    () =>
      variant.templates.map((t) => ({
        id: t.id,
        label: t.label,
        src: thumbs[t.id] ?? '',
        shape: t.width === t.height ? ('square' as const) : ('landscape' as const),
      })),
    [variant.templates, thumbs],
  );

  // The confirmed JPEG belongs to one set of texts: release it when it is replaced or dropped.
  useEffect(() => {
    if (!jpeg) return;
    return () => URL.revokeObjectURL(jpeg.url);
  }, [jpeg]);

  const reset = useCallback(() => dispatch({ type: 'reset' }), []);
  useIdle(dirty, () => dispatch({ type: 'reset', notice: 'idleCleared' }));
  const blocker = useLeaveGuard(dirty);

  // Kiosk: once the card has printed, the next member starts from an empty form.
  useEffect(() => {
    if (step !== 'done') return;
    window.addEventListener('afterprint', reset);
    return () => window.removeEventListener('afterprint', reset);
  }, [step, reset]);

  const save = async () => {
    if (!draft.canSave || making) return;
    dispatch({ type: 'saving' });
    try {
      const blob = await cardToJpeg(template, texts);
      dispatch({ type: 'saved', jpeg: { blob, url: URL.createObjectURL(blob) } });
    } catch {
      dispatch({ type: 'failed' });
    }
  };

  // Product description: Yes opens the JPEG in a new window.
  const openJpeg = () => (jpeg ? window.open(jpeg.url, '_blank') !== null : false);

  // An on-screen keyboard takes the lower half of a kiosk screen: bring the field above it.
  const keepInView = (event: FocusEvent<HTMLElement>) => {
    const field = event.target;
    if (!(field instanceof HTMLInputElement)) return;
    window.setTimeout(() => field.scrollIntoView({ block: 'center', behavior: 'smooth' }), 300);
  };

  return (
    <Stack gap="7">
      <PageTitle>{variant.title}</PageTitle>
      {notice ? (
        <Alert tone="info" role="status">
          {copy[notice]}
        </Alert>
      ) : null}
      {variant.templates.length > 1 ? (
        <TemplatePicker
          options={pickerOptions}
          value={template.id}
          onValueChange={(id) => dispatch({ type: 'template', id })}
          layout={variant.templates.length > 4 ? 'scroll' : 'wrap'}
        />
      ) : null}
      <CardLayout>
        <Column as="div" onFocusCapture={keepInView}>
          {step === 'done' && jpeg ? (
            <Surface elevation="none" padding="lg" data-step="done">
              <Stack gap="5">
                <Heading as="h2" size="lg">
                  {copy.doneTitle}
                </Heading>
                <Text tone="muted">{copy.doneLead}</Text>
                <Stack gap="4">
                  <Button size="lg" block leadingIcon={<PrintIcon />} onClick={() => window.print()}>
                    {copy.print}
                  </Button>
                  <Button
                    size="lg"
                    block
                    variant="secondary"
                    leadingIcon={<DownloadIcon />}
                    onClick={() => downloadBlob(jpeg.blob, fileName)}
                  >
                    {copy.saveFile}
                  </Button>
                  <Cluster gap="4">
                    <Button
                      size="lg"
                      variant="ghost"
                      onClick={() => dispatch({ type: 'opened', opened: openJpeg() })}
                    >
                      {copy.openAgain}
                    </Button>
                    <Button size="lg" variant="ghost" onClick={() => dispatch({ type: 'edit' })}>
                      {copy.edit}
                    </Button>
                    <Button size="lg" variant="secondary" onClick={reset}>
                      {copy.next}
                    </Button>
                  </Cluster>
                </Stack>
              </Stack>
            </Surface>
          ) : (
            <CardForm
              name={name}
              onNameChange={(value) => dispatch({ type: 'name', value })}
              withAmount={draft.asksAmount}
              amount={amount}
              onAmountChange={(value) => dispatch({ type: 'amount', value })}
              units={variant.amount.kind === 'choose' ? variant.amount.units : unit ? [unit] : []}
              unit={unit ?? undefined}
              onUnitChange={(u) => {
                const chosen =
                  variant.amount.kind === 'choose' ? variant.amount.units.find((x) => x === u) : undefined;
                if (chosen) dispatch({ type: 'unit', unit: chosen });
              }}
              draft={draft}
              busy={making}
              onSave={save}
            />
          )}
        </Column>
        <Column aria-label={copy.preview}>
          {failed ? (
            <CanvasUnsupported />
          ) : (
            <>
              <PreviewFrame data-shape={template.width === template.height ? 'square' : 'landscape'}>
                <CardCanvas template={template} texts={texts} fileName={fileName} />
              </PreviewFrame>
              <Text tone="muted" align="center">
                {copy.previewHint}
              </Text>
            </>
          )}
        </Column>
      </CardLayout>
      <CardConfirm
        open={step === 'confirm'}
        name={printedName}
        detail={draft.amountLine ?? undefined}
        previewSrc={jpeg?.url}
        onCancel={() => dispatch({ type: 'edit' })}
        onConfirm={() => dispatch({ type: 'confirmed', opened: openJpeg() })}
      />
      {step === 'done' && jpeg ? (
        <PrintSheet src={jpeg.url} width={template.width} height={template.height} alt={printedName} />
      ) : null}
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        title={copy.leaveTitle}
        message={copy.leaveBody}
        cancelLabel={copy.leaveStay}
        confirmLabel={copy.leaveGo}
        tone="danger"
        onCancel={() => blocker.reset?.()}
        onConfirm={() => blocker.proceed?.()}
      />
    </Stack>
  );
}
