import { useState } from 'react';
import { cn } from '@/components/ui/cn';

interface AvatarProps {
  url: string | null | undefined;
  name: string | null | undefined;
  className?: string;
}

/** Spec §3: the picture, else the first initial, else '?'. A broken picture counts as none. */
export function avatarInitial(name: string | null | undefined): string {
  const first = name?.trim().charAt(0);
  return first ? first.toLocaleUpperCase() : '?';
}

export function Avatar({ url, name, className }: AvatarProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showImage = !!url && failedUrl !== url;
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-neutral-700 font-semibold text-white',
        className ?? 'size-8 text-sm',
      )}
      aria-hidden="true"
    >
      {showImage ? (
        <img
          src={url}
          alt=""
          className="size-full object-cover"
          onError={() => setFailedUrl(url)}
        />
      ) : (
        avatarInitial(name)
      )}
    </span>
  );
}
