// Spec 01 §3 local browser storage: the last used profile slug.
export const PROFILE_STORAGE_KEY = 'cs.display.profile';

export function rememberedProfile(): string | null {
  try {
    return localStorage.getItem(PROFILE_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function rememberProfile(slug: string | null): void {
  if (slug) localStorage.setItem(PROFILE_STORAGE_KEY, slug);
  else localStorage.removeItem(PROFILE_STORAGE_KEY);
}
