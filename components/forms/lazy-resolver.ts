import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver whose implementation (yup, @hookform/resolvers and the shared schema) is a
 * separate chunk, downloaded on first use instead of with the page: yup stays out of the form pages'
 * first-load JavaScript. `warm` starts the download early (the forms call it when the visitor first
 * focuses or presses inside them), so a submit normally finds it loaded. Validation is the loaded
 * resolver's, unchanged; react-hook-form awaits resolvers in any case.
 */
export function lazyResolver<T extends FieldValues>(
  load: () => Promise<Resolver<T>>,
): { resolver: Resolver<T>; warm: () => void } {
  let loading: Promise<Resolver<T>> | null = null;
  const loaded = () => {
    // A failed download (network blip) is retried on the next use rather than remembered.
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  return {
    resolver: async (values, context, options) => (await loaded())(values, context, options),
    warm: () => {
      loaded().catch(() => {});
    },
  };
}
