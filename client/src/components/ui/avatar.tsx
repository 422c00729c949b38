import clsx from 'clsx';
import { useState } from 'react';
import './avatar.css';

export interface AvatarProps {
  /** Picture URL; initials are shown when it is missing or fails to load. */
  src?: string | null;
  name: string;
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
  /** Decorative avatars (next to a visible name) are hidden from screen readers. */
  decorative?: boolean;
  className?: string;
}

/** Up to two initials of a name or e-mail address. */
export function initialsOf(name: string): string {
  const words =
    name
      .split('@')[0]
      ?.split(/[\s._-]+/)
      .filter(Boolean) ?? [];
  const letters =
    words.length > 1 ? `${words[0]?.[0] ?? ''}${words.at(-1)?.[0] ?? ''}` : (words[0]?.slice(0, 2) ?? '');
  return letters.toUpperCase() || '?';
}

export function Avatar({ src, name, size = 'md', decorative = false, className }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  return (
    <span
      className={clsx('ui-avatar', `ui-avatar--${size}`, className)}
      role={decorative || showImage ? undefined : 'img'}
      aria-label={decorative || showImage ? undefined : name}
      aria-hidden={decorative || undefined}
    >
      {showImage && src ? (
        <img src={src} alt={decorative ? '' : name} onError={() => setFailedSrc(src)} />
      ) : (
        initialsOf(name)
      )}
    </span>
  );
}
