import { z } from 'zod';
import {
  ContactFieldsSchema,
  EmailSchema,
  ExperienceLevelSchema,
  FullNameSchema,
  LicenceRoleSchema,
  MESSAGES,
  OptionalTextSchema,
  PasswordSchema,
  StateSchema,
  TheoreticalOrientationSchema,
} from '../validation';

/** The profile fields the browser may hold; never a token or password hash. */
export const PublicUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  role: z.string(),
  customRole: z.string().nullable(),
  state: z.string(),
  experienceLevel: z.string(),
  theoreticalOrientation: z.string().nullable(),
  supervisorName: z.string().nullable(),
  supervisorPhone: z.string().nullable(),
  supervisorEmail: z.string().nullable(),
  legalName: z.string().nullable(),
  legalPhone: z.string().nullable(),
  legalEmail: z.string().nullable(),
  emailConfirmed: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Set only on the browser copy when a settings change could not reach the server. */
  savedLocally: z.boolean().optional(),
});
export type PublicUser = z.infer<typeof PublicUserSchema>;

const ProfileFieldsSchema = z
  .object({
    fullName: FullNameSchema,
    role: LicenceRoleSchema,
    customRole: OptionalTextSchema(120).optional().default(''),
    state: StateSchema,
    experienceLevel: ExperienceLevelSchema,
  })
  .extend(ContactFieldsSchema.shape);

/** Registration: orientation optional (docs/product.md "Accounts"). */
export const RegisterRequestSchema = ProfileFieldsSchema.extend({
  email: EmailSchema,
  password: PasswordSchema,
  theoreticalOrientation: z.union([TheoreticalOrientationSchema, z.literal('')]).optional().default(''),
});
export type RegisterRequest = z.input<typeof RegisterRequestSchema>;

export const RegisterResponseSchema = z.object({
  user: PublicUserSchema,
  /** True when the account waits for e-mail confirmation: no session was started. */
  confirmationRequired: z.boolean(),
});
export type RegisterResponse = z.infer<typeof RegisterResponseSchema>;

export const LoginRequestSchema = z.object({
  email: EmailSchema,
  password: z.string({ error: MESSAGES.passwordRequired }).min(1, MESSAGES.passwordRequired).max(256, MESSAGES.passwordRequired),
});
export type LoginRequest = z.input<typeof LoginRequestSchema>;

export const UserResponseSchema = z.object({ user: PublicUserSchema });
export type UserResponse = z.infer<typeof UserResponseSchema>;

/** Settings: the registration form without password or e-mail; orientation required. */
export const SettingsRequestSchema = ProfileFieldsSchema.extend({
  theoreticalOrientation: TheoreticalOrientationSchema,
});
export type SettingsRequest = z.input<typeof SettingsRequestSchema>;

export const SettingsResponseSchema = z.object({
  success: z.literal(true),
  user: PublicUserSchema,
  message: z.string(),
});
export type SettingsResponse = z.infer<typeof SettingsResponseSchema>;

export const ChangePasswordRequestSchema = z.object({
  currentPassword: z.string().min(1, MESSAGES.passwordRequired),
  newPassword: PasswordSchema,
});
export type ChangePasswordRequest = z.input<typeof ChangePasswordRequestSchema>;

export const DeleteAccountRequestSchema = z.object({
  password: z.string({ error: MESSAGES.passwordRequired }).min(1, MESSAGES.passwordRequired),
});
export type DeleteAccountRequest = z.input<typeof DeleteAccountRequestSchema>;

/** Asks for a new confirmation link; the answer is the same whether or not an account is waiting. */
export const ResendConfirmationRequestSchema = z.object({ email: EmailSchema });
export type ResendConfirmationRequest = z.input<typeof ResendConfirmationRequestSchema>;
export const CONFIRMATION_RESENT =
  'If an account with this e-mail is waiting for confirmation, a new confirmation link is on its way. It is valid for 24 hours.';
