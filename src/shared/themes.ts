/** The five page themes of the spec; each paints the page background with three colours. */
export const themeIds = ['default', 'midnight', 'dusk', 'forest', 'abyss'] as const;
export type ThemeId = (typeof themeIds)[number];

export interface ThemeDefinition {
  id: ThemeId;
  /** Background gradient stops, top-left to bottom-right. */
  gradient: readonly [string, string, string];
  /** Whether text on this background should be light. */
  dark: boolean;
}

export const themes: Record<ThemeId, ThemeDefinition> = {
  default: { id: 'default', gradient: ['#f8fafc', '#eef2ff', '#fdf2f8'], dark: false },
  midnight: { id: 'midnight', gradient: ['#0f172a', '#1e1b4b', '#312e81'], dark: true },
  dusk: { id: 'dusk', gradient: ['#3b0764', '#9d174d', '#ea580c'], dark: true },
  forest: { id: 'forest', gradient: ['#052e16', '#14532d', '#3f6212'], dark: true },
  abyss: { id: 'abyss', gradient: ['#020617', '#0c4a6e', '#134e4a'], dark: true },
};

export function isThemeId(value: unknown): value is ThemeId {
  return typeof value === 'string' && (themeIds as readonly string[]).includes(value);
}
