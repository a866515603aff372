import {
  type CardTemplate,
  type CardTexts,
  type CardUnit,
  type CardVariant,
  canSaveCard,
  cardAmountDefaults,
  cardAmountText,
  cardFileName,
  cardTemplate,
  isCardAmountValid,
  normaliseCardName,
  parseCardAmount,
} from '@lightbearers/domain';
import {
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
  PrintIcon,
  Stack,
  TemplatePicker,
  th,
} from '@lightbearers/ui';
import { type FocusEvent, useCallback, useEffect, useMemo, useState } from 'react';
import { PrintSheet } from '../card/PrintSheet';
import { useThumbnails } from '../card/useThumbnails';
import { copy } from '../copy';
import { useIdle } from '../kiosk/useIdle';
import { useLeaveGuard } from '../kiosk/useLeaveGuard';
import {
  CardLayout,
  Column,
  Notice,
  PageTitle,
  Panel,
  PanelText,
  PanelTitle,
  PreviewFrame,
  PreviewHint,
} from './pages.styles';

type Step = 'edit' | 'confirm' | 'done';
interface Jpeg {
  blob: Blob;
  url: string;
}

/**
 * One card variant: pick a template, type the name (and amount and unit), check the live preview,
 * Save → 'ชื่อของท่านถูกต้องหรือไม่?' → Yes opens the JPEG in a new window; then Print (one page at
 * the template's size) or Save file (`{variant}-{name}.jpg`). The form clears after printing and
 * after a minute without a touch.
 */
export function CardPage({ variant }: { variant: CardVariant }) {
  const defaults = cardAmountDefaults(variant);
  const [templateId, setTemplateId] = useState((variant.templates[0] as CardTemplate).id);
  const [name, setName] = useState('');
  const [amountRaw, setAmountRaw] = useState('');
  const [unit, setUnit] = useState<CardUnit | null>(defaults.unit);
  const [step, setStep] = useState<Step>('edit');
  const [jpeg, setJpeg] = useState<Jpeg | null>(null);
  const [making, setMaking] = useState(false);
  const [failed, setFailed] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const template = cardTemplate(variant, templateId);
  const amount = defaults.asksAmount ? parseCardAmount(amountRaw) : null;
  const texts = useMemo<CardTexts>(() => ({ name, amount, unit }), [name, amount, unit]);
  const printedName = normaliseCardName(name);
  const canSave =
    canSaveCard({ name: printedName, amount: defaults.asksAmount ? (amount ?? 0) : undefined }) &&
    (!defaults.asksAmount || isCardAmountValid(amount));
  const amountError =
    defaults.asksAmount && amountRaw.trim() !== '' && !isCardAmountValid(amount)
      ? th.cards.amountHint
      : undefined;
  const fileName = cardFileName(variant.id, name);
  const dirty = name.trim() !== '' || amountRaw.trim() !== '';

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

  const reset = useCallback(() => {
    setName('');
    setAmountRaw('');
    setUnit(defaults.unit);
    setStep('edit');
    setJpeg(null);
  }, [defaults.unit]);

  const edit =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setNotice(null);
      if (step !== 'edit') {
        setStep('edit');
        setJpeg(null);
      }
    };

  useIdle(dirty, () => {
    reset();
    setNotice(copy.idleCleared);
  });
  const blocker = useLeaveGuard(dirty);

  // Kiosk: once the card has printed, the next member starts from an empty form.
  useEffect(() => {
    if (step !== 'done') return;
    const cleared = () => reset();
    window.addEventListener('afterprint', cleared);
    return () => window.removeEventListener('afterprint', cleared);
  }, [step, reset]);

  const save = async () => {
    if (!canSave || making) return;
    setMaking(true);
    try {
      const blob = await cardToJpeg(template, texts);
      setJpeg({ blob, url: URL.createObjectURL(blob) });
      setStep('confirm');
    } catch {
      setFailed(true);
    } finally {
      setMaking(false);
    }
  };

  const open = () => {
    if (!jpeg) return;
    // Spec: Yes opens the JPEG in a new window.
    const opened = window.open(jpeg.url, '_blank');
    setNotice(opened ? null : copy.popupBlocked);
  };

  const confirm = () => {
    open();
    setStep('done');
  };

  // An on-screen keyboard takes the lower half of a kiosk screen: bring the field above it.
  const keepInView = (event: FocusEvent<HTMLElement>) => {
    const field = event.target;
    if (!(field instanceof HTMLInputElement)) return;
    window.setTimeout(() => field.scrollIntoView({ block: 'center', behavior: 'smooth' }), 300);
  };

  const amountLine =
    defaults.asksAmount && amount !== null && unit && isCardAmountValid(amount)
      ? cardAmountText('{amount} {unit}', amount, unit)
      : undefined;

  return (
    <Stack gap="7">
      <PageTitle>{variant.title}</PageTitle>
      {notice ? <Notice role="status">{notice}</Notice> : null}
      {variant.templates.length > 1 ? (
        <TemplatePicker
          options={pickerOptions}
          value={template.id}
          onValueChange={edit(setTemplateId)}
          layout={variant.templates.length > 4 ? 'scroll' : 'wrap'}
        />
      ) : null}
      <CardLayout>
        <Column as="div" onFocusCapture={keepInView}>
          {step === 'done' && jpeg ? (
            <Panel data-step="done">
              <PanelTitle>{copy.doneTitle}</PanelTitle>
              <PanelText>{copy.doneLead}</PanelText>
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
                  <Button size="lg" variant="ghost" onClick={open}>
                    {copy.openAgain}
                  </Button>
                  <Button size="lg" variant="ghost" onClick={() => setStep('edit')}>
                    {copy.edit}
                  </Button>
                  <Button size="lg" variant="secondary" onClick={reset}>
                    {copy.next}
                  </Button>
                </Cluster>
              </Stack>
            </Panel>
          ) : (
            <CardForm
              name={name}
              onNameChange={edit(setName)}
              withAmount={defaults.asksAmount}
              amount={amountRaw}
              onAmountChange={edit(setAmountRaw)}
              amountError={amountError}
              units={variant.amount.kind === 'choose' ? variant.amount.units : unit ? [unit] : []}
              unit={unit ?? undefined}
              onUnitChange={edit((u: string) => setUnit(u as CardUnit))}
              canSave={canSave && !making}
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
              <PreviewHint>{copy.previewHint}</PreviewHint>
            </>
          )}
        </Column>
      </CardLayout>
      <CardConfirm
        open={step === 'confirm'}
        name={printedName}
        detail={amountLine}
        previewSrc={jpeg?.url}
        onCancel={() => setStep('edit')}
        onConfirm={confirm}
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
