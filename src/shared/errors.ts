import { ptBR } from './i18n/pt-BR';

/** Every error code the API can answer with. */
export const errorCodes = [
  'validation_failed',
  'invalid_credentials',
  'email_taken',
  'too_many_requests',
  'unauthenticated',
  'forbidden',
  'not_found',
  'cross_origin',
  'payload_too_large',
  'internal',
  'insufficient_inventory',
  'not_purchasable',
  'payment_unavailable',
  'invalid_signature',
  'cart_full',
  'invalid_amount',
  'insufficient_funds',
  'bank_data_incomplete',
  'invalid_pix_key',
  'product_fields_required',
  'wrong_password',
  'same_password',
  'invalid_two_factor_code',
  'two_factor_challenge_expired',
  'two_factor_already_enabled',
  'two_factor_not_enabled',
  'two_factor_setup_missing',
  'comments_closed',
  'private_account',
  'invalid_file_type',
  'file_too_large',
  'unsupported_media',
  'file_required',
  'empty_comment',
  'already_reposted',
  'cannot_repost_own',
  'cannot_follow_self',
  'video_too_long',
  'video_fields_required',
  'highlight_rename_forbidden',
  'highlight_limit',
  'highlight_exists',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/** The body of every non-2xx answer of /api. */
export interface ErrorBody {
  code: ErrorCode;
  message: string;
  /** Per-field messages when `code` is `validation_failed`. */
  fields?: Record<string, string>;
}

const joined = (m: { title: string; description: string }) => `${m.title}: ${m.description}`;

/** The default pt-BR message for each code; the spec's composite messages read 'Title: Description'. */
export const errorMessages: Record<ErrorCode, string> = {
  validation_failed: ptBR.validation.invalidInput,
  invalid_credentials: joined(ptBR.auth.loginFailed),
  email_taken: joined(ptBR.auth.emailTaken),
  too_many_requests: ptBR.auth.tooManyAttempts,
  unauthenticated: ptBR.errors.unauthenticated,
  forbidden: ptBR.errors.forbidden,
  not_found: ptBR.errors.notFound,
  cross_origin: ptBR.errors.crossOrigin,
  payload_too_large: ptBR.errors.payloadTooLarge,
  internal: ptBR.errors.internal,
  insufficient_inventory: ptBR.store.insufficientGeneric,
  not_purchasable: ptBR.store.notPurchasable,
  payment_unavailable: ptBR.store.paymentUnavailable,
  invalid_signature: ptBR.store.invalidSignature,
  cart_full: ptBR.store.cartFull,
  invalid_amount: ptBR.wallet.invalidAmount,
  insufficient_funds: ptBR.wallet.insufficientFunds,
  bank_data_incomplete: ptBR.wallet.bankDataIncomplete,
  invalid_pix_key: ptBR.wallet.invalidPixKey,
  product_fields_required: joined(ptBR.shop.required),
  wrong_password: ptBR.security.wrongPassword,
  same_password: ptBR.security.samePassword,
  invalid_two_factor_code: ptBR.security.codeInvalid,
  two_factor_challenge_expired: ptBR.security.challengeExpired,
  two_factor_already_enabled: ptBR.security.twoFactorAlreadyEnabled,
  two_factor_not_enabled: ptBR.security.twoFactorNotEnabled,
  two_factor_setup_missing: ptBR.security.twoFactorSetupMissing,
  comments_closed: ptBR.privacy.commentsClosed,
  private_account: ptBR.privacy.postsPrivate,
  invalid_file_type: joined(ptBR.media.invalidFile),
  file_too_large: ptBR.errors.payloadTooLarge,
  unsupported_media: ptBR.media.unsupported,
  file_required: ptBR.media.fileRequired,
  empty_comment: ptBR.posts.commentEmpty,
  already_reposted: ptBR.posts.alreadyReposted,
  cannot_repost_own: ptBR.posts.cannotRepostOwn,
  cannot_follow_self: ptBR.members.cannotFollowSelf,
  video_too_long: ptBR.videoMedia.tooLong(ptBR.videoMedia.minutes(60)),
  video_fields_required: joined(ptBR.videos.required),
  highlight_rename_forbidden: joined(ptBR.stories.renameRefused),
  highlight_limit: ptBR.stories.highlightLimit,
  highlight_exists: ptBR.stories.highlightAlreadyKept,
};
