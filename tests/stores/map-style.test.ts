import { describe, expect, it } from 'vitest';
import type { StyleSpecification } from 'maplibre-gl';
import { localizeLabels } from '@/lib/stores/map-style';

const style = (layers: StyleSpecification['layers']): StyleSpecification => ({
  version: 8,
  sources: { tiles: { type: 'vector', url: 'https://tiles.example/tiles.json' } },
  layers,
});

describe('the store map’s labels', () => {
  it('asks each place label for the member’s language first, then draws what the style drew', () => {
    const localized = localizeLabels(
      style([
        { id: 'bg', type: 'background' },
        {
          id: 'city',
          type: 'symbol',
          source: 'tiles',
          'source-layer': 'place',
          layout: { 'text-field': '{name}' },
        },
        {
          id: 'road',
          type: 'symbol',
          source: 'tiles',
          'source-layer': 'road',
          layout: { 'text-field': ['get', 'name:latin'] },
        },
        {
          id: 'shield',
          type: 'symbol',
          source: 'tiles',
          'source-layer': 'road',
          layout: { 'text-field': '{ref} {network}' },
        },
      ]),
      'ar',
    );
    const field = (id: string) =>
      localized.layers.find((layer) => layer.id === id)!.layout as Record<string, unknown>;
    expect(localized.layers[0]).toEqual({ id: 'bg', type: 'background' });
    expect(field('city')['text-field']).toEqual([
      'coalesce',
      ['get', 'name:ar'],
      ['to-string', ['get', 'name']],
    ]);
    expect(field('road')['text-field']).toEqual([
      'coalesce',
      ['get', 'name:ar'],
      ['get', 'name:latin'],
    ]);
    // A road's number in its shield stays the number.
    expect(field('shield')['text-field']).toBe('{ref} {network}');
  });

  it('asks for the language in a label that draws a name beside other fields', () => {
    const layout = { 'text-field': ['concat', ['get', 'name_en'], ' (', ['get', 'ele'], ')'] };
    const [peak] = localizeLabels(
      style([{ id: 'peak', type: 'symbol', source: 'tiles', layout } as never]),
      'en',
    ).layers;
    expect((peak!.layout as Record<string, unknown>)['text-field']).toEqual([
      'coalesce',
      ['get', 'name:en'],
      layout['text-field'],
    ]);
  });

  it('leaves a fixed text and a layer without text as they are', () => {
    const layers: StyleSpecification['layers'] = [
      { id: 'sign', type: 'symbol', source: 'tiles', layout: { 'text-field': 'Gulf' } },
      { id: 'icon', type: 'symbol', source: 'tiles', layout: { 'icon-image': 'pin' } },
    ];
    expect(localizeLabels(style(layers), 'en').layers).toEqual(layers);
  });
});
