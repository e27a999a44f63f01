import { z } from 'zod';

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
});

export type PublicUser = z.infer<typeof PublicUserSchema>;
