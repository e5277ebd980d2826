import { account } from './pt-BR/account';
import { commerce } from './pt-BR/commerce';
import { core } from './pt-BR/core';
import { social } from './pt-BR/social';
import { video } from './pt-BR/video';

/**
 * Every user-facing string of BrandSocial. The specification's messages appear here verbatim;
 * a message quoted by the spec as 'Title: Description' is split into `title` and `description`.
 * One object for the whole app, kept in files by area (pt-BR/).
 */
export const ptBR = { ...core, ...social, ...commerce, ...account, ...video } as const;

export type Messages = typeof ptBR;
