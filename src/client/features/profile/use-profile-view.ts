import { useCallback, useState } from 'react';

export type ProfileView = 'grid' | 'list';

/** The member's last choice between the grid and the list, kept across visits on this device. */
export const PROFILE_VIEW_KEY = 'brandsocial:profile-view';

function stored(): ProfileView {
  try {
    return window.localStorage.getItem(PROFILE_VIEW_KEY) === 'list' ? 'list' : 'grid';
  } catch {
    return 'grid';
  }
}

export function useProfileView(): [ProfileView, (view: ProfileView) => void] {
  const [view, setView] = useState<ProfileView>(() => (typeof window === 'undefined' ? 'grid' : stored()));
  const choose = useCallback((next: ProfileView) => {
    setView(next);
    try {
      window.localStorage.setItem(PROFILE_VIEW_KEY, next);
    } catch {
      // Private browsing may refuse storage: the choice then lasts for this visit only.
    }
  }, []);
  return [view, choose];
}
