import { Svg, type IconProps } from './svg';

export const BoltIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M13 2 3 14h9l-1 8 10-12h-9z" />
  </Svg>
);
