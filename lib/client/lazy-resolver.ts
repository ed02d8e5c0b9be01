/**
 * A react-hook-form resolver whose code (zod, the form's schema) loads on first use: a
 * form validates on submit, so a page with a form ships without zod and fetches it when
 * the visitor starts typing (`preload`, on focus) or submits. The schema stays the one in
 * lib/validation/ that the server checks too.
 *
 *   const signIn = lazyResolver(async () => {
 *     const [{ zodResolver }, { loginSchema }] = await Promise.all([
 *       import("@hookform/resolvers/zod"),
 *       import("@/lib/auth/schemas"),
 *     ]);
 *     return zodResolver(loginSchema);
 *   });
 *   useForm<LoginInput>({ resolver: signIn });  <form onFocus={signIn.preload}>
 */
import type { FieldValues, Resolver } from "react-hook-form";

export function lazyResolver<TInput extends FieldValues, TContext, TOutput>(
  load: () => Promise<Resolver<TInput, TContext, TOutput>>,
): Resolver<TInput, TContext, TOutput> & { preload: () => void } {
  let loaded: Promise<Resolver<TInput, TContext, TOutput>> | undefined;
  // A failed download (offline for a moment) is tried again on the next validation.
  const get = () =>
    (loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    }));
  const resolver: Resolver<TInput, TContext, TOutput> = async (values, context, options) =>
    (await get())(values, context, options);
  return Object.assign(resolver, { preload: () => void get().catch(() => undefined) });
}
