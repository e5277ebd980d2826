// The data set, table by table, in dependency order. A later table adds a module here exporting
// `generate(store, { options, random, state, now })`; what it returns (small, JSON) reaches the scenarios.
import * as members from './members.mjs';
import * as store from './store.mjs';
import * as feed from './feed.mjs';
import * as follows from './follows.mjs';
import * as discover from './discover.mjs';
import * as notifications from './notifications.mjs';

export const generators = [
  { name: 'members', ...members },
  { name: 'store', ...store },
  { name: 'feed', ...feed },
  { name: 'follows', ...follows },
  { name: 'discover', ...discover },
  { name: 'notifications', ...notifications },
];
