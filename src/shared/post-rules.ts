// Post and comment limits, apart from the schemas (zod) that enforce them on the server.

export const POST_CONTENT_MAX = 2200;
export const COMMENT_MAX = 1000;

/** A mentioned name as the member wrote it (letters, digits, up to three more capitalised words). */
export const MENTION_NAME_SOURCE = String.raw`[\p{L}\p{N}_.'-]+(?:[ ][\p{Lu}][\p{L}\p{N}_.'-]*){0,3}`;
