import { z } from 'zod';
import { passwordSchema, signupSchema } from './auth';
import { ptBR } from './i18n/pt-BR';
import { pagedReply } from './schema-parts';
import { multilineText } from './text-rules';

const p = ptBR.profileSettings;
const sec = ptBR.security;

/** A website as typed: 'meusite.com.br' is taken as https; anything else must be an http(s) URL with a host. */
export function normaliseWebsite(text: string): string | null {
  const s = text.trim();
  if (!s) return '';
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(s) ? s : `https://${s}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (!/^[^.\s]+(\.[^.\s]+)+$/.test(url.hostname) || url.username || url.password) return null;
  return url.href;
}

export const profileSchema = z
  .object({
    name: signupSchema.shape.name,
    bio: multilineText(z.string().trim()).max(160, { error: p.bioTooLong }),
    website: z
      .string()
      .max(200, { error: p.websiteInvalid })
      .transform((s, ctx) => {
        const url = normaliseWebsite(s);
        if (url === null) {
          ctx.addIssue({ code: 'custom', message: p.websiteInvalid });
          return z.NEVER;
        }
        return url;
      }),
    phone: signupSchema.shape.phone.unwrap(),
  })
  .strict();
export type ProfileInput = z.input<typeof profileSchema>;

export const commentPolicies = ['everyone', 'followers', 'nobody'] as const;
export type CommentPolicy = (typeof commentPolicies)[number];

export const privacySchema = z.object({
  /** Only approved followers see the member's posts. */
  privateAccount: z.boolean(),
  commentPolicy: z.enum(commentPolicies),
  /** Followers, following and post counts hidden from everyone else. */
  hideCounters: z.boolean(),
});
export type Privacy = z.infer<typeof privacySchema>;
export const privacyPatchSchema = privacySchema.partial().strict();
export const DEFAULT_PRIVACY: Privacy = { privateAccount: false, commentPolicy: 'everyone', hideCounters: false };

/** The notification types of the spec; each can be switched off by the member. */
export const notificationTypes = [
  'like',
  'comment',
  'follow',
  'mention',
  'invitation',
  'order',
  'report',
  'moderation',
  'media',
] as const;
export type NotificationType = (typeof notificationTypes)[number];
/** One switch per notification type, in the order of the list: a new type gets its switch with it. */
export const notificationPrefsSchema = z.object(
  Object.fromEntries(notificationTypes.map((type) => [type, z.boolean()])) as Record<NotificationType, z.ZodBoolean>,
);
export type NotificationPrefs = z.infer<typeof notificationPrefsSchema>;
export const notificationPrefsPatchSchema = notificationPrefsSchema.partial().strict();

export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: sec.currentPasswordRequired })
      .min(1, { error: sec.currentPasswordRequired })
      .max(128),
    newPassword: passwordSchema,
  })
  .refine((v) => v.currentPassword !== v.newPassword, { path: ['newPassword'], error: sec.samePassword });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

export const activeSessionSchema = z.object({
  id: z.string(),
  current: z.boolean(),
  device: z.string(),
  ip: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
});
export type ActiveSession = z.infer<typeof activeSessionSchema>;
export const sessionPageSchema = pagedReply('items', activeSessionSchema);
export type SessionPage = z.infer<typeof sessionPageSchema>;

/** A 6-digit code from the authenticator app, or a recovery code (xxxxx-xxxxx). */
export const twoFactorCodeSchema = z.object({
  code: z
    .string({ error: sec.codeRequired })
    .trim()
    .min(6, { error: sec.codeRequired })
    .max(20, { error: sec.codeInvalid }),
});
export const passwordConfirmSchema = z.object({
  password: z.string({ error: sec.passwordConfirmRequired }).min(1, { error: sec.passwordConfirmRequired }).max(128),
});
export const twoFactorStatusSchema = z.object({ enabled: z.boolean(), recoveryCodesLeft: z.number().int() });
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;
export const twoFactorSetupSchema = z.object({ otpauthUrl: z.string(), secret: z.string(), qrCodeDataUrl: z.string() });
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

/** A user agent string as a short label: 'Chrome em Linux'. */
export function describeDevice(userAgent: string | null): string {
  if (!userAgent) return sec.unknownDevice;
  const ua = userAgent;
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /OPR\//.test(ua)
      ? 'Opera'
      : /Firefox\//.test(ua)
        ? 'Firefox'
        : /Chrom(e|ium)\//.test(ua)
          ? 'Chrome'
          : /Safari\//.test(ua)
            ? 'Safari'
            : null;
  const os = /Android/.test(ua)
    ? 'Android'
    : /iPhone|iPad|iPod/.test(ua)
      ? 'iOS'
      : /Windows/.test(ua)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(ua)
          ? 'macOS'
          : /Linux/.test(ua)
            ? 'Linux'
            : null;
  if (browser && os) return sec.deviceOn(browser, os);
  return browser ?? os ?? sec.unknownDevice;
}

/** Someone waiting for a private account's approval to follow it. */
export const followRequestSchema = z.object({
  memberId: z.string(),
  name: z.string(),
  avatarUrl: z.string(),
  createdAt: z.string(),
});
export type FollowRequest = z.infer<typeof followRequestSchema>;
export const followRequestPageSchema = pagedReply('items', followRequestSchema);
export type FollowRequestPage = z.infer<typeof followRequestPageSchema>;
