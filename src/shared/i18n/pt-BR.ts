import { account } from './pt-BR/account';
import { adsArea } from './pt-BR/ads';
import { adminArea } from './pt-BR/admin';
import { adminBrandsArea } from './pt-BR/admin-brands';
import { adminOrdersArea } from './pt-BR/admin-orders';
import { assistantArea } from './pt-BR/assistant';
import { activity } from './pt-BR/activity';
import { commerce } from './pt-BR/commerce';
import { core } from './pt-BR/core';
import { delivery } from './pt-BR/delivery';
import { safetyScreensArea } from './pt-BR/safety-screens';
import { discover } from './pt-BR/discover';
import { publishingArea } from './pt-BR/publishing';
import { repliesArea } from './pt-BR/replies';
import { productTagsArea } from './pt-BR/product-tags';
import { fulfilmentArea } from './pt-BR/fulfilment';
import { insightsArea } from './pt-BR/insights';
import { safetyArea } from './pt-BR/safety';
import { moderationArea } from './pt-BR/moderation';
import { minorsArea } from './pt-BR/minors';
import { social } from './pt-BR/social';
import { studioProductsArea } from './pt-BR/studio-products';
import { teamsArea } from './pt-BR/teams';
import { video } from './pt-BR/video';

/**
 * Every user-facing string of BrandSocial. The specification's messages appear here verbatim;
 * a message quoted by the spec as 'Title: Description' is split into `title` and `description`.
 * One object for the whole app, kept in files by area (pt-BR/).
 */
export const ptBR = {
  ...core,
  ...social,
  ...commerce,
  ...account,
  ...video,
  ...delivery,
  ...safetyScreensArea,
  ...activity,
  ...discover,
  ...adsArea,
  ...assistantArea,
  ...adminArea,
  ...adminBrandsArea,
  ...adminOrdersArea,
  ...teamsArea,
  ...publishingArea,
  ...studioProductsArea,
  ...fulfilmentArea,
  ...insightsArea,
  ...safetyArea,
  ...moderationArea,
  ...minorsArea,
  ...repliesArea,
  ...productTagsArea,
} as const;

export type Messages = typeof ptBR;
