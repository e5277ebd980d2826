import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Avatar, Thumb } from './thumb';

/** The attributes of the one img in the markup (React may put a preload link before it). */
function attributes(html: string) {
  const img = /<img ([^>]*)\/>/.exec(html);
  if (!img?.[1]) throw new Error(`not one img: ${html}`);
  return Object.fromEntries([...img[1].matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
}

const classes = (value: string | undefined) => new Set(value?.split(' '));

describe('Thumb', () => {
  it('holds its place with width and height equal to the drawn size', () => {
    for (const [size, sizeClass] of [
      [32, 'size-8'],
      [36, 'size-9'],
      [40, 'size-10'],
      [44, 'size-11'],
      [48, 'size-12'],
      [56, 'size-14'],
      [68, 'size-17'],
    ] as const) {
      const img = attributes(renderToStaticMarkup(createElement(Thumb, { src: '/a.jpg', alt: '', size })));
      expect(img).toMatchObject({ src: '/a.jpg', alt: '', width: String(size), height: String(size) });
      expect(classes(img.class)).toEqual(new Set([sizeClass, 'bg-surface-muted', 'object-cover']));
    }
  });

  it('keeps the alt it is given and lets a background of the caller replace the muted one', () => {
    const html = renderToStaticMarkup(
      createElement(Thumb, { src: '/a.jpg', alt: 'Camiseta', size: 44, loading: 'lazy', className: 'bg-white/20' }),
    );
    const img = attributes(html);
    expect(img).toMatchObject({ alt: 'Camiseta', loading: 'lazy' });
    expect(classes(img.class)).toEqual(new Set(['size-11', 'bg-white/20', 'object-cover']));
  });
});

describe('Avatar', () => {
  it('is round and decorative unless given words', () => {
    const plain = attributes(renderToStaticMarkup(createElement(Avatar, { src: '/m.jpg', size: 32 })));
    expect(plain.alt).toBe('');
    expect(classes(plain.class)).toEqual(new Set(['size-8', 'bg-surface-muted', 'object-cover', 'rounded-full']));
    const named = attributes(renderToStaticMarkup(createElement(Avatar, { src: '/m.jpg', size: 36, alt: 'Ana' })));
    expect(named.alt).toBe('Ana');
  });
});
