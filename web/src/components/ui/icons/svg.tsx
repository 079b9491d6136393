// The stroke style every icon shares. One module per icon (icons/<name>.tsx) so that each chunk
// carries only the icons it draws: the first load of `/` draws a few of the fifteen.
import type { SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement>;

export function Svg({ children, ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}
