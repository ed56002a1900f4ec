/** Added to every /locales/… request of both apps: the build time and the version bust caches. */
export const localeCacheBusters: Record<string, string> = {
  t: import.meta.env.VITE_BUILD_TIME ?? '0',
  v: import.meta.env.VITE_APP_VERSION ?? 'dev',
};
