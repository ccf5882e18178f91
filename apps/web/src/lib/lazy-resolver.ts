import type { FieldValues, Resolver } from 'react-hook-form';

export type LazyResolver<TValues extends FieldValues, TOutput> = Resolver<TValues, unknown, TOutput> & {
  /** Starts the download early, e.g. when the user first focuses the form. */
  preload: () => void;
};

/**
 * A react-hook-form resolver whose validation code (zod, the contract schemas and the zod
 * resolver) is fetched on first use instead of with the screen. The sign-in screens then render
 * without ~30 KB of validation code, and `preload` on focus has it ready before the first submit.
 */
export function lazyResolver<TValues extends FieldValues, TOutput = TValues>(
  load: () => Promise<Resolver<TValues, unknown, TOutput>>,
): LazyResolver<TValues, TOutput> {
  let loading: Promise<Resolver<TValues, unknown, TOutput>> | undefined;
  const get = () =>
    (loading ??= load().catch((error: unknown) => {
      // A failed download (flaky network) is retried on the next validation.
      loading = undefined;
      throw error;
    }));
  const resolver: Resolver<TValues, unknown, TOutput> = async (values, context, options) =>
    (await get())(values, context, options);
  return Object.assign(resolver, { preload: () => void get().catch(() => undefined) });
}
