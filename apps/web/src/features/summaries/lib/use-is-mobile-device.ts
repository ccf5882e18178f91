import { useMediaQuery } from '@/lib/use-media-query';

/** Touch-first devices (phones, tablets), where a separate Gallery button and the iPhone hint help. */
export function useIsMobileDevice(): boolean {
  return useMediaQuery('(hover: none) and (pointer: coarse)');
}
