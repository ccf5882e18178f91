import { useEffect, useRef } from 'react';
import { usePrefersReducedMotion } from '@/lib/use-media-query';

export const POSTER_SRC = '/media/login-poster.jpg';

/** Decorative looping backdrop; a still image only for users who ask for reduced motion. */
export function AuthBackground() {
  const reducedMotion = usePrefersReducedMotion();
  const videoRef = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    // React sets `muted` as a property after mount; some browsers only autoplay once it is set.
    video.muted = true;
    video.play().catch(() => {
      // Autoplay refused (data saver, power saving): the poster stays, which is fine.
    });
  }, [reducedMotion]);

  return (
    <div aria-hidden="true" className="pointer-events-none fixed inset-0 -z-10 overflow-hidden bg-[#22102f]">
      {reducedMotion ? (
        <img src={POSTER_SRC} alt="" className="size-full object-cover" />
      ) : (
        <video
          ref={videoRef}
          className="size-full object-cover"
          autoPlay
          muted
          loop
          playsInline
          preload="auto"
          poster={POSTER_SRC}
          disablePictureInPicture
          disableRemotePlayback
          tabIndex={-1}
        >
          <source src="/media/login-loop.webm" type="video/webm" />
          <source src="/media/login-loop.mp4" type="video/mp4" />
        </video>
      )}
      {/* Darkens the moving colours enough for white text and keeps the card the focus. */}
      <div className="absolute inset-0 bg-linear-to-b from-[#12061c]/45 via-[#12061c]/15 to-[#12061c]/60 dark:from-[#0a0410]/75 dark:via-[#0a0410]/55 dark:to-[#0a0410]/85" />
    </div>
  );
}
