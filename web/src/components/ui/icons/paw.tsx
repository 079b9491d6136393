import { Svg, type IconProps } from './svg';

export const PawIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="7" cy="9" r="2" />
    <circle cx="17" cy="9" r="2" />
    <circle cx="10" cy="5" r="2" />
    <circle cx="14" cy="5" r="2" />
    <path d="M8 17a4 4 0 0 1 8 0c0 2-2 3-4 3s-4-1-4-3z" />
  </Svg>
);
