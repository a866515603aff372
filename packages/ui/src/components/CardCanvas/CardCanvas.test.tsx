import { type CardTemplate, cardVariant } from '@lightbearers/domain';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { CardCanvas } from './CardCanvas';

const template = cardVariant('card22').templates[0] as CardTemplate;

/** A stand-in 2D context: records fillText, measures 10px per code unit, ignores the rest. */
function fakeContext(drawn: string[]) {
  const state: Record<string | symbol, unknown> = {};
  const gradient = { addColorStop: () => undefined };
  return new Proxy(state, {
    get(target, prop) {
      if (prop in target) return target[prop];
      if (prop === 'measureText') return (text: string) => ({ width: text.length * 10 });
      if (prop === 'createLinearGradient' || prop === 'createRadialGradient') return () => gradient;
      if (prop === 'fillText') return (text: string) => drawn.push(text);
      return () => undefined;
    },
    set(target, prop, value) {
      target[prop] = value;
      return true;
    },
  }) as unknown as CanvasRenderingContext2D;
}

describe('CardCanvas', () => {
  const drawn: string[] = [];
  beforeEach(() => {
    drawn.length = 0;
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
      () => fakeContext(drawn) as unknown as ReturnType<HTMLCanvasElement['getContext']>,
    );
  });
  afterEach(() => vi.restoreAllMocks());

  it('draws the template and the laid-out name, and describes what it drew', async () => {
    const onRendered = vi.fn();
    const { container } = render(
      <CardCanvas
        template={template}
        texts={{ name: '  สมชาย   ใจดี ' }}
        fileName="card22-สมชาย ใจดี.jpg"
        onRendered={onRendered}
      />,
    );
    const root = container.querySelector('[data-component="CardCanvas"]');
    await waitFor(() => expect(root).toHaveAttribute('data-state', 'ready'));
    expect(root).toHaveAttribute('data-template', 'card22-th');
    expect(drawn).toContain('สมชาย ใจดี');
    expect(drawn).toContain('เกียรติบัตร');
    expect(onRendered).toHaveBeenCalledTimes(1);
    const button = screen.getByRole('button', { name: 'ดาวน์โหลดภาพการ์ด (JPEG)' });
    expect(button).toHaveAccessibleDescription(/สมชาย ใจดี/);
    const canvas = container.querySelector('canvas');
    expect(canvas).toHaveAttribute('width', '1000');
    expect(canvas).toHaveAttribute('height', '773');
  });

  it('redraws when the name changes, and only the latest name is drawn', async () => {
    const { container, rerender } = render(
      <CardCanvas template={template} texts={{ name: 'ก' }} fileName="a.jpg" />,
    );
    rerender(<CardCanvas template={template} texts={{ name: 'ข' }} fileName="a.jpg" />);
    rerender(<CardCanvas template={template} texts={{ name: 'ค' }} fileName="a.jpg" />);
    await waitFor(() => expect(container.querySelector('[data-state="ready"]')).not.toBeNull());
    await waitFor(() => expect(screen.getByRole('button')).toHaveAccessibleDescription(/ค/));
    expect(drawn).not.toContain('ก');
  });

  it('downloads a JPEG at quality 0.9 under the given file name when tapped', async () => {
    const jpeg = new Blob(['jpeg'], { type: 'image/jpeg' });
    const toBlob = vi
      .spyOn(HTMLCanvasElement.prototype, 'toBlob')
      .mockImplementation((callback: BlobCallback) => callback(jpeg));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    URL.createObjectURL = vi.fn(() => 'blob:card');
    URL.revokeObjectURL = vi.fn();
    const onDownload = vi.fn();
    const { container } = render(
      <CardCanvas
        template={template}
        texts={{ name: 'สมชาย' }}
        fileName="card22-สมชาย.jpg"
        onDownload={onDownload}
      />,
    );
    await waitFor(() => expect(container.querySelector('[data-state="ready"]')).not.toBeNull());
    await userEvent.click(screen.getByRole('button'));
    await waitFor(() => expect(onDownload).toHaveBeenCalledWith(jpeg));
    expect(toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/jpeg', 0.9);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('card22-สมชาย.jpg');
    expect(link.href).toBe('blob:card');
  });

  it("shows 'บางอย่างผิดพลาด' where canvas cannot draw", async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    const { container } = render(
      <CardCanvas template={template} texts={{ name: 'สมชาย' }} fileName="a.jpg" />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('บางอย่างผิดพลาด');
    expect(container.querySelector('[data-component="CardCanvas"]')).toHaveAttribute(
      'data-state',
      'unsupported',
    );
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <CardCanvas template={template} texts={{ name: 'สมชาย' }} fileName="a.jpg" />,
    );
    await waitFor(() => expect(container.querySelector('[data-state="ready"]')).not.toBeNull());
    expect(await axeViolations(container)).toEqual([]);
  });
});
