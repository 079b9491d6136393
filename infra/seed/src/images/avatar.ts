import type { AvatarSpec } from '../catalogue/hosts.js';
import { circle, el, ellipse, line, mix, path, rect } from './svg.js';

const SIZE = 256;
const EYES = '#2B2B2B';

function hairBehind(spec: AvatarSpec): string {
  if (spec.hairStyle === 'long') {
    return path('M70,120 Q70,52 128,52 Q186,52 186,120 L192,214 Q128,232 64,214 Z', spec.hair);
  }
  if (spec.hairStyle === 'bun') return circle(128, 48, 24, spec.hair);
  return '';
}

function hairOnTop(spec: AvatarSpec): string {
  switch (spec.hairStyle) {
    case 'bald':
      return (
        ellipse(82, 112, 8, 16, spec.hair, { opacity: 0.8 }) +
        ellipse(174, 112, 8, 16, spec.hair, { opacity: 0.8 })
      );
    case 'curly':
      return [
        [92, 80, 20],
        [112, 64, 22],
        [138, 62, 22],
        [162, 76, 20],
        [178, 98, 14],
        [78, 100, 14],
      ]
        .map(([cx = 0, cy = 0, r = 0]) => circle(cx, cy, r, spec.hair))
        .join('');
    default:
      return path(
        'M78,114 Q76,58 128,56 Q180,58 178,114 Q166,84 128,82 Q96,82 78,114 Z',
        spec.hair,
      );
  }
}

/**
 * A friendly, faceless-enough portrait (head, hair, shoulders) on a pastel ground, about 1.5 KB:
 * the demo hosts need faces that are clearly illustrations, never photos of real people. The
 * initials are the image's accessible name, as the web's fallback avatar shows them.
 */
export function renderAvatar(spec: AvatarSpec): string {
  const shade = mix(spec.skin, '#000000', 0.12);
  const parts = [
    el('title', {}, spec.initials),
    rect(0, 0, SIZE, SIZE, spec.background),
    hairBehind(spec),
    ellipse(128, 262, 100, 78, spec.shirt),
    rect(112, 150, 32, 42, shade),
    ellipse(128, 116, 50, 58, spec.skin),
    ellipse(78, 120, 8, 12, spec.skin),
    ellipse(178, 120, 8, 12, spec.skin),
    hairOnTop(spec),
    circle(109, 120, 4.5, EYES),
    circle(147, 120, 4.5, EYES),
    circle(100, 140, 8, '#E88B8B', { opacity: 0.25 }),
    circle(156, 140, 8, '#E88B8B', { opacity: 0.25 }),
    path('M112,146 Q128,158 144,146', 'none', {
      stroke: mix(spec.skin, '#5A2A1A', 0.6),
      'stroke-width': 3.5,
      'stroke-linecap': 'round',
    }),
  ];
  if (spec.glasses) {
    parts.push(
      circle(109, 120, 13, 'none', { stroke: '#333333', 'stroke-width': 3 }),
      circle(147, 120, 13, 'none', { stroke: '#333333', 'stroke-width': 3 }),
      line(122, 120, 134, 120, '#333333', 3),
    );
  }
  return el(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      viewBox: `0 0 ${SIZE} ${SIZE}`,
      width: SIZE,
      height: SIZE,
      role: 'img',
    },
    parts.join(''),
  );
}
