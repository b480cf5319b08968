import type { StyleSpecification } from 'maplibre-gl';
import type { Locale } from '@/lib/i18n/locale';

// The store map's style as the member reads it (components/stores/store-map.tsx): place names in
// the member's language where the tiles carry one (OpenMapTiles and most vector schemas name it
// name:ar, name:en), else as the style wrote them.

type Layer = StyleSpecification['layers'][number];
type Expression = unknown[];

/** A legacy "{name} {ref}" label as the expression that draws the same text. */
function tokensAsExpression(template: string): Expression | null {
  const parts = template.split(/\{([^}]+)\}/);
  if (parts.length === 1) return null; // a fixed text, not a place's name
  const pieces = parts
    .map((part, i) => (i % 2 ? ['to-string', ['get', part]] : part))
    .filter((piece) => piece !== '');
  return pieces.length === 1 ? (pieces[0] as Expression) : ['concat', ...pieces];
}

/** Whether a label draws a place's name (name, name:latin, name_en…), not a road's number. */
const namesAPlace = (drawn: Expression): boolean =>
  drawn.some((part) =>
    Array.isArray(part)
      ? namesAPlace(part)
      : typeof part === 'string' && /^name(\b|[:_])/.test(part) && drawn[0] === 'get',
  );

function localizeLayer(layer: Layer, locale: Locale): Layer {
  if (layer.type !== 'symbol') return layer;
  const field: unknown = layer.layout?.['text-field'];
  const drawn =
    typeof field === 'string' ? tokensAsExpression(field) : Array.isArray(field) ? field : null;
  // A road shield's number ({ref}) is no name: a road's name:ar in its shield would be wrong.
  if (!drawn || !namesAPlace(drawn)) return layer;
  const localized = ['coalesce', ['get', `name:${locale}`], drawn];
  return { ...layer, layout: { ...layer.layout, 'text-field': localized as never } };
}

/** The style with every label layer asking first for the member's language. */
export function localizeLabels(style: StyleSpecification, locale: Locale): StyleSpecification {
  return { ...style, layers: style.layers.map((layer) => localizeLayer(layer, locale)) };
}
