import { publishAsBrand, type ContentPath } from '../../../src/server/testing/fixtures/brand-content';
import { view } from '../support';
import { mediaItem } from './ready-media';
import type { BrandItemProbe, CaseContext, Probe } from './types';

/** A new item of `path`'s kind published as the team's brand by its editor; answers its id. */
export function publishedAsBrand(ctx: CaseContext, path: ContentPath, text: string): Promise<string> {
  const { editor, brandId } = ctx.team;
  return path === 'reels' || path === 'videos'
    ? mediaItem(ctx, path, { brandId, by: editor }, text)
    : publishAsBrand(ctx.t.app, editor.cookie, brandId, path, text);
}

/**
 * A new item of `path`'s kind published as the team's brand by its editor, probed at `suffix`
 * (`/like`, `/comments`…), with the team owner's view of the item as the state.
 */
export function brandItem(path: ContentPath, suffix = '', extra: Partial<Probe> = {}): BrandItemProbe {
  return async (ctx) => {
    const id = await publishedAsBrand(ctx, path, `Da marca ${Math.random().toString(36).slice(2)}`);
    const url = `/api/${path}/${id}`;
    return { url: `${url}${suffix}`, state: async () => view(ctx.t, ctx.team.owner, url), ...extra };
  };
}
