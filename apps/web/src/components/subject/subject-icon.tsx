import { cn } from '@/lib/utils';
import { subjectStyle } from './subject-style';

const sizes = {
  sm: 'size-8 rounded-lg [&_svg]:size-4',
  md: 'size-10 rounded-xl [&_svg]:size-5',
  lg: 'size-14 rounded-2xl [&_svg]:size-7',
} as const;

/** The subject's coloured tile and icon; decorative, so the subject name must be shown next to it. */
export function SubjectIcon({
  subject,
  size = 'md',
  className,
}: {
  subject: string | null | undefined;
  size?: keyof typeof sizes;
  className?: string;
}) {
  const style = subjectStyle(subject);
  const Icon = style.icon;
  return (
    <span
      aria-hidden="true"
      data-subject={style.subject ?? 'default'}
      className={cn('inline-flex shrink-0 items-center justify-center', sizes[size], style.tileClassName, className)}
    >
      <Icon />
    </span>
  );
}
