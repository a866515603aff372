import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import type { LucideIcon } from 'lucide-react';
import { createRef } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as simpleIcons from 'simple-icons';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../test/axe';
import { brandColours } from './brandColours';
import { brandMarkCatalogue, uiIconCatalogue } from './catalogue';
import { BellIcon, EmailMark, LineMark, TikTokMark, XTwitterMark, YouTubeMark } from './index';

describe('UI icons', () => {
  it('covers the glyphs the product’s screens need', () => {
    const names = uiIconCatalogue.map((e) => e.name);
    for (const needed of [
      'Home',
      'Menu',
      'Search',
      'Plus',
      'Basket',
      'Bell',
      'User',
      'Close',
      'More',
      'Like',
    ])
      expect(names).toContain(needed);
    expect(names.length).toBeGreaterThanOrEqual(45);
  });

  it.each(uiIconCatalogue)('$name renders a decorative svg by default', ({ Component }) => {
    const { container } = render(<Component />);
    const svg = container.querySelector('svg');
    expect(svg).not.toBeNull();
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('data-size', 'md');
    expect(svg?.querySelector('path, circle, rect, line, polyline, polygon')).not.toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it.each(uiIconCatalogue)('$name is named by label', ({ Component, name }) => {
    render(<Component label={`ไอคอน ${name}`} size="xl" />);
    const img = screen.getByRole('img', { name: `ไอคอน ${name}` });
    expect(img).not.toHaveAttribute('aria-hidden');
    expect(img).toHaveAttribute('data-size', 'xl');
  });

  // The design system draws lucide's glyph data itself (icons/glyph.ts): each icon must draw exactly
  // what lucide's own component draws, on the same stroke grid.
  const glyphModules = ['ui', 'brand'].flatMap((dir) =>
    readdirSync(path.join(__dirname, dir)).flatMap((file) => {
      const source = readFileSync(path.join(__dirname, dir, file), 'utf8');
      const glyph = /from 'lucide-react\/icons\/([\w-]+)'/.exec(source)?.[1];
      const exported = /export const (\w+) =/.exec(source)?.[1];
      return glyph && exported ? [{ file: `${dir}/${file}`, glyph, exported }] : [];
    }),
  );

  it('draws every glyph exactly as lucide does', async () => {
    expect(glyphModules.length).toBeGreaterThanOrEqual(45);
    const inner = (markup: string) => markup.replace(/^<svg[^>]*>|<\/svg>$/g, '');
    const grid = (markup: string) =>
      Object.fromEntries(
        [...(/^<svg([^>]*)>/.exec(markup)?.[1] ?? '').matchAll(/ ([\w-]+)="([^"]*)"/g)]
          .filter(
            ([, name]) =>
              ![
                'class',
                'aria-hidden',
                'focusable',
                'data-component',
                'data-icon',
                'data-size',
                'data-brand',
                'data-tone',
              ].includes(name ?? ''),
          )
          .map(([, name, value]) => [name, value]),
      );
    for (const { file, glyph, exported } of glyphModules) {
      const Ours = (await import(`./${file.replace(/\.ts$/, '')}`))[exported];
      const Lucide = (await import(`lucide-react/icons/${glyph}`)).default as LucideIcon;
      const drawn = renderToStaticMarkup(<Ours />);
      const reference = renderToStaticMarkup(<Lucide />);
      expect(inner(drawn), file).toBe(inner(reference));
      expect(grid(drawn), file).toEqual(grid(reference));
    }
  });

  it('forwards its ref and spreads rest props', () => {
    const ref = createRef<SVGSVGElement>();
    render(<BellIcon ref={ref} data-testid="bell" className="extra" />);
    expect(ref.current).toBe(screen.getByTestId('bell'));
    expect(ref.current).toHaveClass('extra');
    expect(ref.current).toHaveAttribute('data-icon', 'bell');
  });
});

describe('brand marks', () => {
  it('has the ten share and sign-in marks', () => {
    expect(brandMarkCatalogue.map((e) => e.name).sort()).toEqual(
      [
        'Email',
        'Facebook',
        'Google',
        'Line',
        'Pinterest',
        'Reddit',
        'Sms',
        'TikTok',
        'XTwitter',
        'YouTube',
      ].sort(),
    );
  });

  it.each(brandMarkCatalogue)('$name renders an svg, decorative by default', ({ Component }) => {
    const { container } = render(<Component />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg?.querySelector('path')?.getAttribute('d')).toBeTruthy();
  });

  it.each(brandMarkCatalogue)('$name is named by label', ({ Component, name }) => {
    render(<Component label={name} />);
    expect(screen.getByRole('img', { name })).toBeInTheDocument();
  });

  it('uses the brand colour unless mono; e-mail and SMS are always mono', () => {
    render(
      <>
        <YouTubeMark data-testid="yt" />
        <LineMark data-testid="line" mono />
        <TikTokMark data-testid="tt" />
        <XTwitterMark data-testid="x" />
        <EmailMark data-testid="mail" />
      </>,
    );
    expect(screen.getByTestId('yt')).toHaveAttribute('data-tone', 'brand');
    expect(screen.getByTestId('yt')).toHaveAttribute('data-brand', 'youtube');
    expect(screen.getByTestId('line')).toHaveAttribute('data-tone', 'mono');
    expect(screen.getByTestId('tt')).toHaveAttribute('data-brand', 'tiktok');
    expect(screen.getByTestId('x')).toHaveAttribute('data-brand', 'x');
    expect(screen.getByTestId('mail')).toHaveAttribute('data-tone', 'mono');
    expect(screen.getByTestId('mail')).not.toHaveAttribute('mono');
  });

  it('draws each brand with the path simple-icons publishes (the marks keep a copy of it)', () => {
    const bySlug = new Map(Object.values(simpleIcons).map((icon) => [icon.slug, icon.path]));
    const drawn = brandMarkCatalogue.flatMap(({ Component }) => {
      const { container, unmount } = render(<Component />);
      const svg = container.querySelector('svg');
      const slug = svg?.getAttribute('data-brand') ?? '';
      const path = svg?.querySelector('path')?.getAttribute('d');
      unmount();
      return bySlug.has(slug) ? [{ slug, path }] : [];
    });
    expect(drawn.map(({ slug }) => slug).sort()).toEqual(
      ['facebook', 'google', 'line', 'pinterest', 'reddit', 'tiktok', 'x', 'youtube'].sort(),
    );
    for (const { slug, path } of drawn) expect(path, slug).toBe(bySlug.get(slug));
  });

  it('colours marks with the hex values simple-icons publishes', () => {
    const bySlug = new Map(Object.values(simpleIcons).map((icon) => [icon.slug, icon.hex]));
    for (const [slug, colour] of Object.entries(brandColours))
      expect(colour, slug).toBe(`#${bySlug.get(slug)}`);
  });

  it('has no axe violations, decorative or named', async () => {
    const { container } = render(
      <p>
        <YouTubeMark /> YouTube <BellIcon label="การแจ้งเตือน" /> <LineMark label="LINE" />
      </p>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
