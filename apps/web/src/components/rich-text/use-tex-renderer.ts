import { useEffect, useState } from 'react';

export type TexRenderer = (tex: string, display: boolean) => string | null;

let loading: Promise<TexRenderer> | null = null;
let loaded: TexRenderer | null = null;

/** Loads KaTeX once per page; every later caller gets the same module. */
export function loadTexRenderer(): Promise<TexRenderer> {
  loading ??= import('./katex-loader').then(
    (module) => {
      loaded = module.renderTex;
      return module.renderTex;
    },
    (error: unknown) => {
      // A failed chunk load (offline) may succeed later; until then formulas show as typed.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * The TeX renderer when `needed` (the text holds maths), loading it on first use; null until it
 * has loaded, or if it cannot, in which case formulas stay as typed.
 */
export function useTexRenderer(needed: boolean): TexRenderer | null {
  const [renderer, setRenderer] = useState<TexRenderer | null>(() => loaded);
  useEffect(() => {
    if (!needed || renderer) return;
    let live = true;
    loadTexRenderer().then(
      (r) => live && setRenderer(() => r),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [needed, renderer]);
  return needed ? renderer : null;
}
