import { useId } from 'react';
import { cn } from '@/lib/utils';

/** Same artwork as public/favicon.svg; inline so it paints with the first render. */
export function LogoMark({ className }: { className?: string }) {
  const gradientId = useId();
  return (
    <svg viewBox="0 0 64 64" fill="none" aria-hidden="true" className={cn('size-10 shrink-0', className)}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="64" y2="64" gradientUnits="userSpaceOnUse">
          <stop offset="0" stopColor="#803CA8" />
          <stop offset="0.6" stopColor="#E24C8E" />
          <stop offset="1" stopColor="#F88F54" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="16" fill={`url(#${gradientId})`} />
      <rect x="14" y="17" width="26" height="32" rx="5" fill="#fff" fillOpacity=".38" transform="rotate(-12 27 33)" />
      <rect x="21" y="16" width="26" height="33" rx="5" fill="#fff" />
      <path d="M27.5 25.5h13M27.5 31.5h13M27.5 37.5h8" stroke="#803CA8" strokeWidth="3" strokeLinecap="round" />
      <path d="M49 7.5l1.9 4.6 4.6 1.9-4.6 1.9L49 20.5l-1.9-4.6-4.6-1.9 4.6-1.9z" fill="#fff" />
    </svg>
  );
}

export const APP_NAME = 'Revisely';

export function Logo({ className, markClassName }: { className?: string; markClassName?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <LogoMark className={markClassName} />
      <span className="text-xl font-bold tracking-tight">{APP_NAME}</span>
    </span>
  );
}
