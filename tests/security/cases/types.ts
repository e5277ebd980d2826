import type { TestApp } from '../../../src/server/testing/harness';
import type { TeamRole } from '../../../src/shared/brand-roles';
import type { Actor, RequestOptions } from '../support';
import type { TeamActors } from '../team-actors';

/** What a case's setup may use: the app, the owner A, the other member B, and store fixtures. */
export interface CaseContext {
  t: TestApp;
  /** Owns the resource under test. */
  a: Actor;
  /** Another member, who must not reach A's data. */
  b: Actor;
  /** A member of its own, for cases that end sessions, change passwords or delete accounts. */
  fresh(name?: string): Promise<Actor>;
  /** `/store/{storeId}` of this server. */
  store: string;
  /** A purchasable variant with plenty of stock. */
  variant: { productId: string; variantId: string };
  /** The operator's bearer token of the store admin API. */
  adminToken: string;
  /** A member with the operator role, who runs the network through the console (/api/admin). */
  networkOperator: Actor;
  /** A brand's team (owner, editor, analyst) and a member of another brand's team. */
  team: TeamActors;
}

/** The concrete request a case makes, against a resource of A's. */
export interface Probe extends RequestOptions {
  url: string;
  /** The member whose resource it is; A unless the case needs a member of its own. */
  owner?: Actor;
  /** A's view of what the request reads or changes: the same before and after the others tried (not for shared routes). */
  state?: () => Promise<unknown>;
  /** Text of A's that must never appear in an answer to anyone else. */
  secrets?: string[];
  /** Text of A's that members see while A's account is public, and must not once it is private. */
  privateSecrets?: string[];
  /** The status A's own request gets, when it is not a success (a wrong 2FA code, an empty wallet…). */
  ownerStatus?: number;
}

/**
 * The same route on a copy of A's content: a repost by a member who follows A (or a list that shows
 * it). While A is public B reaches it (a GET shows A's `privateSecrets`); once A is private, B is
 * refused it or shown nothing of A's, as for A's own.
 */
export type CopyProbe = (ctx: CaseContext) => Promise<Probe>;

/**
 * The same route on an item the brand's team published as the brand (`ctx.team.brandId`), a new
 * one at each call, with the team owner's view of it as the state.
 */
export type BrandItemProbe = (ctx: CaseContext) => Promise<Probe>;

/**
 * A block standing between A (or the probe's owner) and B, made by either side: B is refused, or
 * shown nothing of the owner's `privateSecrets` (decision 026).
 */
export type BlockProbe = (ctx: CaseContext) => Promise<Probe>;

export type RouteCase =
  /** No session needed: `why` says what protects it instead. */
  | { access: 'public'; why: string }
  /** Only the store operator, with the bearer token; never a member session. */
  | { access: 'operator'; setup: (ctx: CaseContext) => Promise<Probe> }
  /**
   * The network operators' console: every member who is not an operator (A and B) gets the 404 of a
   * missing page, so the console does not reveal it exists; the operator member gets in.
   */
  | { access: 'console'; setup: (ctx: CaseContext) => Promise<Probe> }
  /**
   * A brand's studio: the roles in `allow` and the probe's `owner` (the rightful caller, who calls
   * last) get in; anonymous callers get 401, and a plain member, another brand's team, the network
   * operator and the other roles are refused with 403/404, leaving the data as it was.
   */
  | { access: 'team'; allow: readonly TeamRole[]; setup: (ctx: CaseContext) => Promise<Probe> }
  /**
   * A's resource: B is refused with 403/404 and A's data stays as it was. With `brand`, the same on
   * a brand's item: the roles that may publish for it (owner, editor) reach it; its analyst, another
   * brand's team, a plain member and the network operator are refused, leaving it as it was.
   */
  | { access: 'owner'; setup: (ctx: CaseContext) => Promise<Probe>; brand?: BrandItemProbe }
  /**
   * Acts on the caller's own data (the session says whose): B reaches only B's, so A's stays as it was
   * and nothing of A's shows. `stream` marks a response that never ends; only the anonymous call is made.
   * `block`: a list of others' content as B reads it, holding A's `privateSecrets` (see BlockProbe).
   */
  | { access: 'self'; setup: (ctx: CaseContext) => Promise<Probe>; stream?: true; copy?: CopyProbe; block?: BlockProbe }
  /** Open to every member by design (`why`), but never to anonymous clients. */
  | {
      access: 'shared';
      why: string;
      setup: (ctx: CaseContext) => Promise<Probe>;
      /** Member content: once A's account is private, B (not a follower) is refused or sees nothing of A's `secrets`. */
      private?: true;
      copy?: CopyProbe;
      /**
       * A brand's item: while the brand is suspended, members (A, B) and another brand's team get a
       * pt-BR 404; its whole team and the network operator still reach it; reinstated, B does again.
       */
      suspended?: BrandItemProbe;
      /**
       * How a block applies, for a route that is not `private` (whose probe is checked under a block
       * as it is under privacy): a probe of A's content through the route, or why no block applies.
       */
      block?: BlockProbe;
      unblocked?: string;
    };

export type CaseTable = Record<string, RouteCase>;
