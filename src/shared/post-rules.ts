// Post and comment limits, apart from the schemas (zod) that enforce them on the server.

export const POST_CONTENT_MAX = 2200;
export const COMMENT_MAX = 1000;
