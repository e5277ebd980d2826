import { publishAsBrand, type ContentPath } from '../../../src/server/testing/fixtures/brand-content';
import { view } from '../support';
import type { BrandItemProbe, Probe } from './types';

/**
 * A new item of `path`'s kind published as the team's brand by its editor, probed at `suffix`
 * (`/like`, `/comments`…), with the team owner's view of the item as the state.
 */
export function brandItem(path: ContentPath, suffix = '', extra: Partial<Probe> = {}): BrandItemProbe {
  return async (ctx) => {
    const text = `Da marca ${Math.random().toString(36).slice(2)}`;
    const id = await publishAsBrand(ctx.t.app, ctx.team.editor.cookie, ctx.team.brandId, path, text);
    const url = `/api/${path}/${id}`;
    return { url: `${url}${suffix}`, state: async () => view(ctx.t, ctx.team.owner, url), ...extra };
  };
}
