import { z } from 'zod';
import { ptBR } from './i18n/pt-BR';
import { parseDay } from './minors';
import { displayText } from './text-rules';
import { themeIds } from './themes';

const v = ptBR.validation;

/** Emails compare case-insensitively: we keep them trimmed and lower-cased. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export const emailSchema = z
  .string({ error: v.emailInvalid })
  .trim()
  .max(254, { error: v.emailInvalid })
  .pipe(z.email({ error: v.emailInvalid }))
  .transform(normaliseEmail);

export const passwordSchema = z
  .string({ error: v.passwordRequired })
  .min(8, { error: v.passwordTooShort })
  .max(128, { error: v.passwordTooLong });

/** Referral codes: 'BS' followed by 8 upper-case letters or digits. */
export const referralCodePattern = /^BS[A-Z0-9]{8}$/;

export const signupSchema = z.object({
  name: displayText(z.string({ error: v.nameRequired }).trim())
    .min(1, { error: v.nameRequired })
    .max(80, { error: v.nameTooLong }),
  email: emailSchema,
  phone: z
    .string()
    .trim()
    .max(30, { error: v.phoneInvalid })
    .refine((s) => s === '' || /^\+?[\d\s().-]{8,}$/.test(s), { error: v.phoneInvalid })
    .optional(),
  password: passwordSchema,
  /** `YYYY-MM-DD`; whether its age may sign up depends on the day, so the service checks that (decision 028). */
  birthDate: z
    .string({ error: ptBR.minors.birthDateRequired })
    .trim()
    .min(1, { error: ptBR.minors.birthDateRequired })
    .max(10, { error: ptBR.minors.birthDateInvalid })
    .refine((s) => parseDay(s) !== null, { error: ptBR.minors.birthDateInvalid }),
  // An unknown code is not an error: sign-up goes on with a warning (spec section 5).
  referralCode: z.string().trim().toUpperCase().max(20).optional(),
});
export type SignupInput = z.input<typeof signupSchema>;

export const loginSchema = z.object({
  email: emailSchema,
  password: z.string({ error: v.passwordRequired }).min(1, { error: v.passwordRequired }).max(128),
});
export type LoginInput = z.input<typeof loginSchema>;

export const preferencesSchema = z
  .object({
    theme: z.enum(themeIds, { error: v.themeInvalid }).optional(),
    assistantActive: z.boolean().optional(),
  })
  .strict();
export type PreferencesInput = z.input<typeof preferencesSchema>;

/** The member as the API shows it to themselves. */
export const memberSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  bio: z.string().nullable(),
  website: z.string().nullable(),
  referralCode: z.string(),
  avatarUrl: z.string(),
  followers: z.number().int(),
  following: z.number().int(),
  postsCount: z.number().int(),
  theme: z.enum(themeIds),
  assistantActive: z.boolean(),
  /** Just signed up: the welcome steps (/welcome) have not been finished or skipped yet. */
  onboardingPending: z.boolean(),
  /** Runs the network: the client shows the console's link (the server checks every console call itself). */
  isOperator: z.boolean(),
  createdAt: z.string(),
});
export type Member = z.infer<typeof memberSchema>;

/** What sign-up did with the referral code, so the client can show 'Amigo Indicado' or the warning. */
export const referralOutcomes = ['none', 'applied', 'invalid'] as const;
export type ReferralOutcome = (typeof referralOutcomes)[number];

export const sessionReplySchema = z.object({ member: memberSchema });
export type SessionReply = z.infer<typeof sessionReplySchema>;
/** A login answers with the member, or, when two-factor authentication is on, asks for a code first. */
export const twoFactorRequiredSchema = z.object({ twoFactorRequired: z.literal(true) });
export const loginReplySchema = z.union([sessionReplySchema, twoFactorRequiredSchema]);
export type LoginReply = z.infer<typeof loginReplySchema>;
/** The second step of a login: the app's 6-digit code or a recovery code. */
export const loginCodeSchema = z.object({
  code: z
    .string({ error: v.twoFactorCodeRequired })
    .trim()
    .min(6, { error: v.twoFactorCodeRequired })
    .max(20, { error: v.twoFactorCodeRequired }),
});
export type LoginCodeInput = z.input<typeof loginCodeSchema>;
export const signupReplySchema = z.object({
  member: memberSchema,
  referral: z.enum(referralOutcomes),
});
export type SignupReply = z.infer<typeof signupReplySchema>;
