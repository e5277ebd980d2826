// The import rules of BrandSocial, checked by `npm run check:boundaries` (and so by `npm test` and CI).
// docs/architecture.md explains the layers; this file is the part of it the build enforces.
//
// Feature-to-feature imports are allowed only where the maps below list them. When the code moves,
// `node scripts/feature-edges.mjs` prints the edges the tree has now, in the same shape as the maps,
// so the lists can be brought up to date in one step (then keep or write the reason of each line).

/** Test code: tests, and the harness and fixtures under src/server/testing that only tests load. */
const TEST_CODE = ['\\.(test|spec)\\.tsx?$', '^src/server/testing/', '^tests/'];

// Which server features a server feature may import, and why. Tests are free to reach any feature
// (an API test of the feed has to create posts), so these maps cover production code only.
const serverFeatureEdges = {
  // Export and deletion of an account ask each feature holding a member's data for its part, through
  // that feature's `<feature>.account.ts`; nothing imports account back.
  account: ['ads', 'auth', 'members', 'moderation', 'safety', 'security', 'settings', 'shop', 'shoppable', 'wallet'],
  // Campaigns promote a member's post and are paid through the store's payment pages or the wallet.
  ads: ['posts', 'store', 'wallet'],
  // The console ends a suspended member's sessions the way a password change does, and the command
  // line grants the operator role through the same writer as OPERATOR_EMAILS at sign-in.
  admin: ['auth'],
  assistant: ['store'], // the shopping assistant answers about the member's orders
  // Sign-up through a referral makes both members follow each other; a newcomer invited to a brand's
  // team by email is told of it on signing up (the invitation's notification, written by teams); a
  // minor's account starts private (privacy, decision 028).
  auth: ['members', 'notifications', 'privacy', 'teams'],
  // A brand page shows the brand's posts, reels and long videos; a suspended one only to operators and
  // its team (content's live-brand rule).
  brands: ['content', 'posts', 'privacy', 'reels', 'videos'],
  // The core of every kind of content: comments follow the author's privacy; publishing as a brand
  // asks the member's role on its team (teams' guard, read on every call).
  content: ['privacy', 'teams'],
  // Explore mixes posts, reels, stories and trends, and a row of content tagging products (shoppable's);
  // its cached answer names the products its stories tag (content's product tags), so a product's change reaches it.
  explore: ['content', 'posts', 'reels', 'segments', 'shoppable', 'stories'],
  feed: ['members', 'posts', 'privacy'], // the posts of the people and brands a member follows
  // A brand's orders: the store's orders and refunds, the studio's team guard, the console's guard for
  // the operator's list and refund, and the buyer's notification at each step.
  fulfilment: ['admin', 'notifications', 'store', 'teams'],
  // Highlights are saved stories, uploaded like any content and shown by the owner's privacy.
  highlights: ['content', 'privacy', 'stories'],
  insights: ['teams'], // a brand's insights are behind its team's guard (viewInsights)
  // Follows notify, the profile grid lists posts, privacy decides who sees a member, and the brands a
  // member follows are drawn as the brands list draws them.
  members: ['brands', 'notifications', 'posts', 'privacy'],
  // A notification shows the post it is about, if the reader may see it (content's visibility rule).
  notifications: ['content', 'posts', 'privacy'],
  // Posts are content; likes and comments notify, privacy decides who may comment, hashtags are indexed.
  posts: ['content', 'notifications', 'privacy', 'tags'],
  privacy: [], // the rule of who sees a member's content: below every feature that asks it
  profile: ['members', 'posts'], // a profile lists followed brands and segments and the member's posts
  // Reels are content; their hashtags are indexed on write; a reel that cannot be processed notifies its author.
  reels: ['content', 'notifications', 'privacy', 'tags'],
  // Search finds brands, members, posts and segments and shows each the way its feature does; a
  // suspended brand's products are left out by content's live-brand rule.
  safety: ['members', 'notifications', 'teams'], // a block ends follows and notifications; a brand's is kept by its team
  search: ['brands', 'content', 'members', 'posts', 'privacy', 'segments'],
  security: ['auth'], // passwords, sessions and the second factor build on sign-in
  segments: ['content', 'posts'], // a segment page lists its posts, a suspended brand's left out (content)
  // Settings change the member's account: sign-in data, follow approvals, notification choices, privacy.
  settings: ['auth', 'members', 'notifications', 'privacy'],
  // Reports and the moderation queue: a report needs the target to be seen by the content core's and
  // privacy's rules; the console's guard and its member suspension are admin's; outcomes notify.
  moderation: ['admin', 'content', 'notifications', 'privacy'],
  // A shop belongs to a signed-in member, keeps its name in settings and follows their privacy; a
  // product held by moderation is off its list (content's hold rule).
  shop: ['auth', 'content', 'privacy', 'settings'],
  // Product tags on content (decision 030): the tag core is content's; opening a tag, 'Visto em' and
  // explore's row ask each kind's own loader and rule of who may see the item (privacy, blocks, holds).
  shoppable: ['content', 'posts', 'reels', 'stories', 'videos'],
  // A brand's team edits its products in the studio, behind the team guard; a suspended brand's
  // products are off sale by content's live-brand rule.
  store: ['content', 'teams'],
  stories: ['content', 'privacy'], // stories are content; the strip leaves out whom the member muted
  // A tag page lists posts and reels and names the members it mentions (notifications' membersNamed).
  tags: ['content', 'notifications', 'posts', 'reels'],
  // The operator's invitation of a brand's first owner sits behind the console's own guard, and an
  // invitation notifies the invitee when the email already has an account.
  teams: ['admin', 'notifications'],
  // Long videos are content, shown by the author's privacy; one that cannot be processed notifies its author.
  videos: ['content', 'notifications', 'privacy'],
  // A view counts only on an item the member may see (the posts' and processed videos' rules), and
  // not for a brand whose team the member is on.
  views: ['content', 'posts', 'teams'],
  wallet: [],
};

// Which client features a client feature may import, and why.
const clientFeatureEdges = {
  // The console knows the signed-in operator (no button to suspend themselves) and names the
  // segments a brand belongs to from the catalogue.
  admin: ['auth', 'catalog'],
  ads: ['auth', 'wallet'], // ads show the signed-in member and pay from the wallet
  assistant: ['auth'], // the assistant answers the signed-in member
  auth: ['settings'], // the login form asks for the second factor (its form lives with security settings)
  // A brand page shows its posts and products, and offers to report or mute the brand (safety).
  brands: ['catalog', 'posts', 'profile', 'safety', 'store'],
  catalog: [],
  // The create menu opens each feature's create dialog; 'Publicar como' lists the studio's brands.
  create: ['posts', 'reels', 'stories', 'studio'],
  explore: ['catalog', 'stories'], // explore shows segment chips and the story strip
  feed: ['auth', 'posts', 'stories'], // the feed is posts and stories of the signed-in member
  notifications: ['auth', 'posts', 'profile'], // a notification updates the post and profile caches
  onboarding: ['auth', 'catalog', 'posts'], // picks segments from the catalog, then refreshes the feed
  // A post renders rich text (tags), attaches a video (videos) and guards unsaved drafts (create);
  // it and its comments offer report, mute and block, and fold on hidden words (safety).
  // A post's picture carries its product tags and their sheet (shoppable), and their picker for whoever manages it.
  posts: ['auth', 'catalog', 'create', 'safety', 'shoppable', 'tags', 'videos'],
  // The member's posts, highlights and shop; their page offers report, mute and block (safety).
  profile: ['auth', 'catalog', 'posts', 'safety', 'shop', 'stories'],
  // A reel follows its author like a brand or profile, renders rich text and uses the video upload;
  // a brand's reel, deleted, refreshes its brand page (the catalogue's key); a reel and its comments
  // offer report, mute and block (safety).
  // A reel shows its tagged products over the video (shoppable), and their picker for whoever manages it.
  reels: ['brands', 'catalog', 'create', 'profile', 'safety', 'shoppable', 'tags', 'videos'],
  search: ['catalog', 'posts'], // results show segment chips and post lists
  segments: ['catalog', 'posts', 'profile'], // a segment page lists posts and follows like a profile
  // The safety lists are pages of the settings menu (its page frame and way back); a menu offers
  // nothing about the signed-in member's own comments or profile.
  safety: ['auth', 'settings'],
  settings: ['auth'], // settings change the signed-in member's account
  // A shop is the signed-in member's, reached from the settings menu; another's product can be reported.
  shop: ['auth', 'safety', 'settings'],
  // The product sheet over tagged content buys a brand-store product with the store's own pieces
  // (product, variants, quantity, cart, 'Comprar agora'), and reads a personal-store product's
  // description from its owner's shop.
  shoppable: ['shop', 'store'],
  store: ['auth'], // delivery addresses belong to the signed-in member
  // The team page marks the signed-in member ('Você') and offers them 'Sair da equipe'; owners and
  // editors keep the brand's blocked members (safety).
  studio: ['auth', 'safety'],
  // The strip shows the member; a story picks a video, guards its draft, offers report, mute and block.
  // A story shows its product sticker and sheet (shoppable), and their picker for whoever manages it.
  stories: ['auth', 'create', 'safety', 'shoppable', 'videos'],
  tags: ['explore'], // a tag page shows explore tiles
  // The upload page offers 'Publicar como'; a brand's video, deleted, refreshes its brand page (catalogue's key).
  // A long video's page offers to report it, or mute or block its author (safety).
  // Its products are listed under the player (shoppable), and their picker for whoever manages it.
  videos: ['catalog', 'create', 'safety', 'shoppable'],
  wallet: ['settings'], // the wallet is reached from the settings menu
};

/** One rule per feature: its production code may import only itself and the features listed. */
function featureRules(side, edges) {
  const root = `src/${side}/features`;
  const features = Object.keys(edges);
  const rules = features.map((feature) => ({
    name: `${side}-feature-${feature}`,
    severity: 'error',
    comment: `${root}/${feature} may import only these features: ${edges[feature].join(', ') || 'none'}.`,
    from: { path: `^${root}/${feature}/`, pathNot: TEST_CODE },
    to: { path: `^${root}/`, pathNot: `^${root}/(${[feature, ...edges[feature]].join('|')})/` },
  }));
  // A new feature has to be added to the map before it can import another one.
  rules.push({
    name: `${side}-feature-unlisted`,
    severity: 'error',
    comment: `A ${side} feature missing from the map in .dependency-cruiser.cjs imports another feature.`,
    from: { path: `^${root}/([^/]+)/`, pathNot: [...TEST_CODE, `^${root}/(${features.join('|') || '-'})/`] },
    to: { path: `^${root}/`, pathNot: `^${root}/$1/` },
  });
  return rules;
}

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import cycles: a cycle means two modules are one module in two files.',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'client-not-server',
      severity: 'error',
      comment: 'The client never imports the server; what both need lives in src/shared.',
      from: { path: '^src/client/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'server-not-client',
      severity: 'error',
      comment: 'The server never imports the client (the server render goes through the built bundle).',
      from: { path: '^src/server/' },
      to: { path: '^src/client/' },
    },
    {
      name: 'shared-imports-neither-side',
      severity: 'error',
      comment: 'src/shared runs on both sides, so it imports neither.',
      from: { path: '^src/shared/' },
      to: { path: '^src/(client|server)/' },
    },
    {
      name: 'platform-and-db-import-no-feature',
      severity: 'error',
      comment:
        'Platform and db sit below the features. The one exception: db/schema.ts assembles the table ' +
        'types that each feature declares in its <feature>.tables.ts.',
      from: { path: '^src/server/(platform|db)/', pathNot: ['^src/server/db/schema\\.ts$', ...TEST_CODE] },
      to: { path: '^src/server/features/' },
    },
    {
      name: 'features-import-platform-db-shared',
      severity: 'error',
      comment:
        'A server feature builds on platform, db and shared (and the features it may import), never on the app, the seed or the entry points.',
      from: { path: '^src/server/features/', pathNot: TEST_CODE },
      to: { path: '^src/server/', pathNot: '^src/server/(features|platform|db|testing)/|^src/server/config\\.ts$' },
    },
    {
      name: 'testing-only-from-tests',
      severity: 'error',
      comment: 'The test harness and fixtures are for tests; production code never loads them.',
      from: { pathNot: TEST_CODE },
      to: { path: TEST_CODE },
    },
    {
      name: 'client-ui-and-lib-import-no-feature',
      severity: 'error',
      comment:
        'client/ui (widgets) and client/lib (plumbing) serve every feature, so they import none, nor the app shell.',
      from: { path: '^src/client/(ui|lib)/' },
      to: { path: '^src/client/(features|app)/|^src/client/routes\\.tsx$' },
    },
    ...featureRules('server', serverFeatureEdges),
    ...featureRules('client', clientFeatureEdges),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|data|test-results|node_modules)/' },
    // Type-only imports count: a feature that needs another's types depends on it all the same.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
  },
};
